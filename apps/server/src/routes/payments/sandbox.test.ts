import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { testDatabases } from '@serendib/db/testing'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import { buildTestApp, type TestApp } from '../../test-app.ts'
import { prepareOnRequestTour, prepareTestTour, type TestTour } from '../../testing/booking-fixtures.ts'
import { paymentPageToken } from '../../services/payments/references.ts'
import {
  SANDBOX_SIGNATURE_HEADER,
  signSandboxBody,
  succeededNotification,
} from '../../services/payments/sandbox.ts'
import { createTestOrder, orderState, type TestOrder } from '../../testing/orders.ts'

const APP_SECRET = 'sandbox-test-app-secret-0123456789'
const SITE = 'http://shop.test'
const form = { 'content-type': 'application/x-www-form-urlencoded' }
const card = (number: string, extra: Record<string, string> = {}) =>
  new URLSearchParams({ name: 'Nimal Perera', number, expiry: '12/39', cvc: '123', ...extra }).toString()

describe.each(testDatabases())('sandbox payments on %s', (kind) => {
  let t: TestApp
  let tour: TestTour
  let onRequestTour: TestTour
  const day = addDays(todayInColombo(), 10)

  beforeAll(async () => {
    t = await buildTestApp(kind, { config: { appSecret: APP_SECRET, publicUrl: 'http://api.test' } })
    tour = await prepareTestTour(t.database)
    onRequestTour = await prepareOnRequestTour(t.database, 1)
  })
  afterAll(async () => t?.close())

  const newOrder = (options: { tour?: TestTour; expiresAt?: Date } = {}) => {
    const { id, pickupLocationId } = options.tour ?? tour
    return createTestOrder(t.database, {
      items: [{ activityId: id, pickupLocationId, day, adults: 2, children: 1, amountCents: 11250 }],
      expiresAt: options.expiresAt,
      returnUrl: SITE,
    })
  }
  const pagePath = (order: TestOrder) => `/payments/sandbox/${paymentPageToken(APP_SECRET, order.payment.id)}`
  const pay = (order: TestOrder, body: string) =>
    t.app.inject({ method: 'POST', url: `${pagePath(order)}/pay`, headers: form, payload: body })
  const notify = (body: object, signature?: string) => {
    const raw = JSON.stringify(body)
    return t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/notify',
      headers: {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: signature ?? signSandboxBody(APP_SECRET, raw),
      },
      payload: raw,
    })
  }
  const chargeOf = (order: TestOrder) => ({
    id: order.payment.id,
    amountCents: order.totalCents,
    currency: 'USD',
  })

  it('shows the hosted page with the USD total, test cards and a cancel link', async () => {
    const order = await newOrder()
    const response = await t.app.inject(pagePath(order))
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/html')
    expect(response.body).toContain('<title>Serendib test payment</title>')
    expect(response.body).toContain('USD 112.50')
    expect(response.body).toContain('4242 4242 4242 4242')
    expect(response.body).toContain('4000 0000 0000 0002')
    expect(response.body).toContain('4000 0000 0000 3220')
    expect(response.body).toContain(`href="${SITE}/checkout"`)
    expect(response.body).toContain('Cancel and return to the shop')
  })

  it('pays with the success card: 303 to /payment/complete, booking confirmed, one receipt', async () => {
    const order = await newOrder()
    const [{ sold: soldBefore }] = (await t.database.execute(
      sql`select sold from activities where id = ${tour.id}`,
    )) as [{ sold: number }]
    const response = await pay(order, card('4242 4242 4242 4242'))
    expect(response.statusCode).toBe(303)
    expect(response.headers.location).toBe(`${SITE}/payment/complete?order=${order.reference}`)
    const state = await orderState(t.database, order)
    expect(state.order.status).toBe(1)
    expect(state.payment.status).toBe(1)
    expect(state.payment.provider_reference).toMatch(/^sbx_/)
    expect(state.bookings[0]).toMatchObject({ status: 1, payment_amount_cents: 11250 })
    expect(state.bookings[0]!.payment_reference).toBe(state.payment.provider_reference)
    expect(state.receipts).toBe(1)
    expect(state.supplierMails).toBe(1)
    const [{ sold }] = (await t.database.execute(sql`select sold from activities where id = ${tour.id}`)) as [
      { sold: number },
    ]
    expect(sold).toBe(soldBefore + 1)

    const receipt = (
      await t.database.execute<{ text: string }>(
        sql`select text from email_outbox where to_address = ${order.contactEmail} and template = 'booking-receipt'`,
      )
    )[0]!.text
    expect(receipt).toContain(order.bookingReferences[0])
    expect(receipt).toContain('2 adults, 1 child: Nimal Perera, Guest1 Perera, Guest2 Perera')
    expect(receipt).toContain('USD 112.50')
    expect(receipt).toContain('Cinnamon Grand, 77 Galle Road, Colombo 3')
    expect(receipt).toContain(day.split('-').reverse().join('/'))
    expect(receipt).toContain('Free cancellation up to 24 hours before the start (Sri Lanka time)')

    // The page now says it is paid, and paying again charges nothing more.
    expect((await t.app.inject(pagePath(order))).body).toContain('This payment is complete')
    expect((await pay(order, card('4242424242424242'))).statusCode).toBe(303)
    expect((await orderState(t.database, order)).receipts).toBe(1)

    const answer = await t.app.inject(`/api/booking/order/${order.reference}`)
    expect(answer.json()).toMatchObject({
      status: 'success',
      data: { reference: order.reference, status: 'paid', total_cents: 11250, total: 112.5 },
    })
    expect(answer.json().data.bookings[0]).toMatchObject({
      booking_reference: order.bookingReferences[0],
      status: 1,
    })
    expect(answer.body).not.toContain(order.contactEmail)
  })

  it('leaves an on-request tour pending for the supplier, but paid', async () => {
    const order = await newOrder({ tour: onRequestTour })
    expect((await pay(order, card('4242424242424242'))).statusCode).toBe(303)
    const state = await orderState(t.database, order)
    expect(state.bookings[0]).toMatchObject({ status: 0, payment_amount_cents: 11250, confirmed_at: null })
    expect(state.receipts).toBe(1)
  })

  it('declines the decline card with a message, and lets the customer retry', async () => {
    const order = await newOrder()
    const declined = await pay(order, card('4000000000000002'))
    expect(declined.statusCode).toBe(402)
    expect(declined.body).toContain('Your card was declined')
    let state = await orderState(t.database, order)
    expect(state.payment).toMatchObject({ status: 2, failure_reason: 'Your card was declined' })
    expect(state.order.status).toBe(0)
    expect(state.bookings[0]).toMatchObject({ status: 0, payment_amount_cents: 0 })
    expect(state.receipts).toBe(0)

    expect((await pay(order, card('4242424242424242'))).statusCode).toBe(303)
    state = await orderState(t.database, order)
    expect(state.payment.status).toBe(1)
    expect(state.bookings[0]!.status).toBe(1)
  })

  it('refuses invalid cards without charging or recording anything', async () => {
    const order = await newOrder()
    const cases: [string, Record<string, string>, string][] = [
      ['4242424242424241', {}, 'Enter a valid card number'],
      ['4242424242424242', { expiry: '01/20' }, 'This card has expired'],
      ['4242424242424242', { expiry: '13/30' }, 'Enter the expiry date as MM/YY'],
      ['4242424242424242', { cvc: '12' }, 'Enter the 3- or 4-digit security code'],
      ['4242424242424242', { name: '' }, 'Enter the name on the card'],
      ['5555555555554444', {}, 'Use one of the test card numbers listed on this page'],
    ]
    for (const [number, extra, message] of cases) {
      const response = await pay(order, card(number, extra))
      expect(response.statusCode, message).toBe(422)
      expect(response.body).toContain(message)
      expect(response.body).not.toContain(number)
    }
    const state = await orderState(t.database, order)
    expect(state.payment).toMatchObject({ status: 0, provider_reference: null })
    expect(state.events).toBe(0)
  })

  it('asks for 3-D Secure confirmation, then pays on completion or fails', async () => {
    const order = await newOrder()
    const step = await pay(order, card('4000 0000 0000 3220'))
    expect(step.statusCode).toBe(200)
    expect(step.body).toContain('Complete authentication')
    expect(step.body).toContain('Fail authentication')
    const challenge = /name="challenge" value="([^"]+)"/.exec(step.body)![1]!
    const authenticate = (outcome: string, value = challenge) =>
      t.app.inject({
        method: 'POST',
        url: `${pagePath(order)}/authenticate`,
        headers: form,
        payload: new URLSearchParams({ challenge: value, outcome }).toString(),
      })

    const failed = await authenticate('fail')
    expect(failed.statusCode).toBe(402)
    expect(failed.body).toContain('Authentication failed')
    expect((await orderState(t.database, order)).payment.status).toBe(2)

    expect((await authenticate('complete', `${Date.now() + 60_000}.forged`)).statusCode).toBe(400)
    expect((await orderState(t.database, order)).payment.status).toBe(2)

    const done = await authenticate('complete')
    expect(done.statusCode).toBe(303)
    expect(done.headers.location).toBe(`${SITE}/payment/complete?order=${order.reference}`)
    const state = await orderState(t.database, order)
    expect(state.payment.status).toBe(1)
    expect(state.bookings[0]!.status).toBe(1)
  })

  it('answers 404 to forged or foreign tokens', async () => {
    const order = await newOrder()
    const other = await newOrder()
    const otherMac = paymentPageToken(APP_SECRET, other.payment.id).split('.')[1]
    for (const token of [
      `${order.payment.id}.${otherMac}`,
      `${order.payment.id}.${'A'.repeat(32)}`,
      'nonsense',
    ]) {
      expect((await t.app.inject(`/payments/sandbox/${token}`)).statusCode).toBe(404)
      const paid = await t.app.inject({
        method: 'POST',
        url: `/payments/sandbox/${token}/pay`,
        headers: form,
        payload: card('4242424242424242'),
      })
      expect(paid.statusCode).toBe(404)
    }
    expect((await orderState(t.database, order)).payment.status).toBe(0)
  })

  it('refuses forged notifications, settles a signed one once however often it is replayed', async () => {
    const order = await newOrder()
    const body = succeededNotification(chargeOf(order), 'sbx_replayed')
    const forged = await notify(body, signSandboxBody('another-secret-entirely', JSON.stringify(body)))
    expect(forged.statusCode).toBe(400)
    expect((await notify(body, 'nonsense')).statusCode).toBe(400)
    expect((await orderState(t.database, order)).events).toBe(0)

    const outcomes = []
    for (let i = 0; i < 10; i++) outcomes.push((await notify(body)).json().outcome)
    expect(outcomes).toEqual(['settled', ...Array(9).fill('duplicate')])
    const state = await orderState(t.database, order)
    expect(state.payment).toMatchObject({ status: 1, provider_reference: 'sbx_replayed' })
    expect(state.bookings[0]!.status).toBe(1)
    expect(state.receipts).toBe(1)
    expect(state.events).toBe(1)
  })

  it('changes nothing for a signed notification with the wrong amount or currency, and records it', async () => {
    const order = await newOrder()
    const wrongAmount = { ...succeededNotification(chargeOf(order), 'sbx_wrong'), amount_cents: 100 }
    expect((await notify(wrongAmount)).json().outcome).toBe('mismatch')
    const wrongCurrency = { ...succeededNotification(chargeOf(order), 'sbx_wrong2'), currency: 'LKR' }
    expect((await notify(wrongCurrency)).json().outcome).toBe('mismatch')
    const state = await orderState(t.database, order)
    expect(state.payment.status).toBe(0)
    expect(state.bookings[0]).toMatchObject({ status: 0, payment_amount_cents: 0 })
    expect(state.receipts).toBe(0)
    const events = await t.database.execute<{ event_type: string; processed_at: string | null }>(
      sql`select event_type, processed_at from payment_events where payment_id = ${order.payment.id}`,
    )
    expect(events).toEqual([
      { event_type: 'amount_mismatch', processed_at: null },
      { event_type: 'amount_mismatch', processed_at: null },
    ])
  })

  it('shows an expired order and takes no payment for it', async () => {
    const order = await newOrder({ expiresAt: new Date(Date.now() - 1000) })
    const page = await t.app.inject(pagePath(order))
    expect(page.statusCode).toBe(410)
    expect(page.body).toContain('This order has expired')
    expect((await pay(order, card('4242424242424242'))).statusCode).toBe(410)
    expect((await orderState(t.database, order)).payment.status).toBe(0)
  })

  it('pays an order made by POST /api/booking/checkout through its payment_link', async () => {
    const email = `checkout-${Date.now()}@example.com`
    const booking = {
      start_date: addDays(todayInColombo(), 40),
      activity_id: tour.id,
      location_id: tour.pickupLocationId,
      num_adults: 2,
      num_children: 0,
      num_infants: 0,
      pickup_location: 'airport',
      flight_no: 'UL 504',
      flight_time: '10:45',
      contact_firstname: 'Ayesha',
      contact_lastname: 'Silva',
      contact_email: email,
      contact_phone: '+94 77 765 4321',
      travellers: [
        { firstname: 'Ayesha', lastname: 'Silva', email, phone: '+94 77 765 4321', lead_traveller: 1 },
        { firstname: 'Ruwan', lastname: 'Silva', email: '', phone: '', lead_traveller: 0 },
      ],
    }
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/booking/checkout',
      payload: { booking: [booking], url: SITE },
    })
    expect(checkout.statusCode, checkout.body).toBe(200)
    const { payment_link: link, order_reference: reference } = checkout.json().data
    const path = new URL(link).pathname
    expect(path).toMatch(/^\/payments\/sandbox\//)
    expect((await t.app.inject(path)).body).toContain('USD 90.00')
    const paid = await t.app.inject({
      method: 'POST',
      url: `${path}/pay`,
      headers: form,
      payload: card('4242424242424242'),
    })
    expect(paid.statusCode).toBe(303)
    // Checkout keeps the public URL as the order's return URL (not the client's `url`).
    expect(paid.headers.location).toBe(`http://api.test/payment/complete?order=${reference}`)
    const answer = (await t.app.inject(`/api/booking/order/${reference}`)).json()
    expect(answer.data).toMatchObject({ status: 'paid', total_cents: 9000 })
    expect(answer.data.bookings[0].status).toBe(1)
    const [receipt] = await t.database.execute<{ text: string }>(
      sql`select text from email_outbox where to_address = ${email} and template = 'booking-receipt'`,
    )
    expect(receipt!.text).toContain('Airport')
    expect(receipt!.text).toContain('flight UL 504, arriving 10:45')
    expect(receipt!.text).toContain('2 adults: Ayesha Silva, Ruwan Silva')
  })

  it('answers 404 for an unknown order reference', async () => {
    const response = await t.app.inject('/api/booking/order/NOPE')
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ status: 'error', message: 'Order not found' })
  })
})
