import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { testDatabases } from '@serendib/db/testing'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import { loadConfig, type Config, type PayHereConfig } from '../../config.ts'
import { expireUnpaidOrders } from '../../jobs/order-expiry.ts'
import { reconcilePayments } from '../../jobs/payment-reconciliation.ts'
import { buildTestApp, type TestApp } from '../../test-app.ts'
import { prepareOnRequestTour, prepareTestTour, type TestTour } from '../../testing/booking-fixtures.ts'
import { refundBooking } from '../../services/payments/charges.ts'
import { paymentProviders } from '../../services/payments/payment-provider.ts'
import { startPayHereStandIn, type PayHereStandIn } from '../../testing/payhere-stand-in.ts'
import { paymentPageToken } from '../../services/payments/references.ts'
import { createTestOrder, orderState, type TestOrder } from '../../testing/orders.ts'

const APP_SECRET = 'payhere-test-app-secret-0123456789'
const SITE = 'http://shop.test'
const merchant = {
  merchantId: '1211149',
  merchantSecret: 'stand-in-merchant-secret',
  appId: 'app-4OVx',
  appSecret: 'app-8n4V',
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })

const unescape = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

describe.each(testDatabases())('PayHere payments on %s', (kind) => {
  let t: TestApp
  let standIn: PayHereStandIn
  let config: Config
  let tour: TestTour
  let onRequestTour: TestTour
  let notifyUrl: string
  let nextDay = 10

  beforeAll(async () => {
    standIn = await startPayHereStandIn(merchant)
    const port = await freePort()
    const payhere: PayHereConfig = { ...merchant, baseUrl: standIn.url }
    const overrides = {
      appSecret: APP_SECRET,
      publicUrl: `http://127.0.0.1:${port}`,
      paymentProvider: 'payhere',
      payhere,
    } as const
    config = loadConfig({ NODE_ENV: 'test' }, overrides)
    t = await buildTestApp(kind, { config: overrides })
    await t.app.listen({ port, host: '127.0.0.1' })
    notifyUrl = `${config.publicUrl}/api/payments/payhere/notify`
    tour = await prepareTestTour(t.database)
    onRequestTour = await prepareOnRequestTour(t.database, 1)
  })
  afterAll(async () => {
    await t?.close()
    await standIn?.close()
  })

  /** Each order on its own day, so seat counts of one test never meet another's. */
  const newOrder = (options: { tour?: TestTour; day?: string } = {}) => {
    const { id, pickupLocationId } = options.tour ?? tour
    const day = options.day ?? addDays(todayInColombo(), nextDay++)
    return createTestOrder(t.database, {
      items: [{ activityId: id, pickupLocationId, day, adults: 2, children: 1, amountCents: 11250 }],
      provider: 'payhere',
      returnUrl: SITE,
    })
  }

  /** The browser's way: our hand-off page, then its form posted to the (stand-in) PayHere host. */
  async function checkout(order: TestOrder, status = 2) {
    const page = await t.app.inject(`/payments/payhere/${paymentPageToken(APP_SECRET, order.payment.id)}`)
    expect(page.statusCode).toBe(200)
    const action = unescape(/<form id="payhere" method="post" action="([^"]+)"/.exec(page.body)![1]!)
    const fields = Object.fromEntries(
      [...page.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
        m[1]!,
        unescape(m[2]!),
      ]),
    )
    standIn.nextStatus = status
    const response = await fetch(action, {
      method: 'POST',
      body: new URLSearchParams(fields),
      redirect: 'manual',
    })
    return { page, fields, response, notification: standIn.notifications.at(-1)! }
  }

  /** An order on a day with three seats, paid at PayHere but only heard of after it expired. */
  async function expiredWhilePaying() {
    const day = addDays(todayInColombo(), nextDay++)
    await t.database.execute(
      sql`insert into availability_days (activity_id, day, capacity) values (${tour.id}, ${day}::date, 3)`,
    )
    const order = await newOrder({ day })
    standIn.deliver = false
    const { notification } = await checkout(order)
    standIn.deliver = true
    await expireUnpaidOrders(t.database, new Date(Date.now() + 31 * 60_000))
    return { day, order, notification }
  }

  it('hands off with a signed USD form that the PayHere host accepts, and confirms on success', async () => {
    const order = await newOrder()
    const { page, fields, response, notification } = await checkout(order)
    expect(page.body).toContain('Continue to PayHere')
    expect(page.headers['content-security-policy']).toContain(`form-action 'self' ${standIn.url}`)
    expect(fields).toMatchObject({
      merchant_id: merchant.merchantId,
      currency: 'USD',
      amount: '112.50',
      order_id: `${order.reference}-${order.payment.id}`,
      notify_url: notifyUrl,
      return_url: `${SITE}/payment/complete?order=${order.reference}`,
      cancel_url: `${SITE}/checkout`,
      email: order.contactEmail,
    })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(fields.return_url)

    const state = await orderState(t.database, order)
    expect(state.order.status).toBe(1)
    expect(state.payment).toMatchObject({ status: 1, provider_reference: notification.payment_id })
    expect(state.bookings[0]).toMatchObject({ status: 1, payment_amount_cents: 11250 })
    expect(state.receipts).toBe(1)
    expect(state.supplierMails).toBe(1)
    const [stored] = await t.database.execute<{ payload: Record<string, string> }>(
      sql`select payload from payment_events where payment_id = ${order.payment.id}`,
    )
    expect(stored!.payload).not.toHaveProperty('card_no')
    expect(stored!.payload).not.toHaveProperty('card_holder_name')
  })

  it('keeps an on-request booking pending (but paid) for the supplier', async () => {
    const order = await newOrder({ tour: onRequestTour })
    await checkout(order)
    const state = await orderState(t.database, order)
    expect(state.payment.status).toBe(1)
    expect(state.bookings[0]).toMatchObject({ status: 0, payment_amount_cents: 11250 })
  })

  it('changes the booking once and sends one receipt when a notification is replayed ten times', async () => {
    const order = await newOrder()
    const { notification } = await checkout(order)
    for (let i = 0; i < 10; i++) expect(await standIn.post(notifyUrl, notification)).toBe(200)
    const state = await orderState(t.database, order)
    expect(state.bookings[0]!.status).toBe(1)
    expect(state.receipts).toBe(1)
    expect(state.events).toBe(1)
  })

  it('refuses a bad md5sig or merchant id with 400 and changes nothing', async () => {
    const order = await newOrder()
    const fields = {
      order_id: `${order.reference}-${order.payment.id}`,
      payment_id: '320000000001',
      payhere_amount: '112.50',
      payhere_currency: 'USD',
      status_code: '2',
    }
    const tampered = [
      standIn.notification(fields, { md5sig: 'A'.repeat(32) }),
      standIn.notification(fields, { payhere_amount: '1.00' }),
      standIn.notification(fields, { merchant_id: '999' }),
      standIn.notification(fields, { md5sig: '' }),
    ]
    for (const body of tampered) expect(await standIn.post(notifyUrl, body)).toBe(400)
    const state = await orderState(t.database, order)
    expect(state.payment.status).toBe(0)
    expect(state.bookings[0]).toMatchObject({ status: 0, payment_amount_cents: 0 })
    expect(state.events).toBe(0)
  })

  it('changes nothing for a correctly signed notification with the wrong amount', async () => {
    const order = await newOrder()
    const body = standIn.notification({
      order_id: `${order.reference}-${order.payment.id}`,
      payment_id: '320000000002',
      payhere_amount: '11.25',
      payhere_currency: 'USD',
      status_code: '2',
    })
    expect(await standIn.post(notifyUrl, body)).toBe(200)
    const state = await orderState(t.database, order)
    expect(state.payment.status).toBe(0)
    expect(state.bookings[0]!.payment_amount_cents).toBe(0)
    expect(state.receipts).toBe(0)
  })

  it('marks the payment canceled (-1) or failed (-2) and leaves the booking alone', async () => {
    const canceled = await newOrder()
    const { response } = await checkout(canceled, -1)
    expect(response.headers.get('location')).toBe(`${SITE}/checkout`)
    let state = await orderState(t.database, canceled)
    expect(state.payment.status).toBe(3)
    expect(state.order.status).toBe(0)
    expect(state.bookings[0]).toMatchObject({ status: 0, payment_amount_cents: 0, deleted_at: null })

    const failed = await newOrder()
    await checkout(failed, -2)
    state = await orderState(t.database, failed)
    expect(state.payment.status).toBe(2)
    expect(state.bookings[0]).toMatchObject({ status: 0, payment_amount_cents: 0 })
  })

  it('puts the booking in dispute on a chargeback (-3)', async () => {
    const order = await newOrder()
    const { notification } = await checkout(order)
    const chargeback = standIn.notification({
      order_id: notification.order_id!,
      payment_id: notification.payment_id!,
      payhere_amount: notification.payhere_amount!,
      payhere_currency: 'USD',
      status_code: '-3',
    })
    expect(await standIn.post(notifyUrl, chargeback)).toBe(200)
    expect((await orderState(t.database, order)).bookings[0]!.status).toBe(5)
  })

  it('revives an expired order when a late payment finds its seats still free', async () => {
    const { day, order, notification } = await expiredWhilePaying()
    expect((await orderState(t.database, order)).order.status).toBe(2)

    expect(await standIn.post(notifyUrl, notification)).toBe(200)
    const state = await orderState(t.database, order)
    expect(state.order.status).toBe(1)
    expect(state.bookings[0]).toMatchObject({ status: 1, deleted_at: null, payment_amount_cents: 11250 })
    const [seats] = await t.database.execute<{ booked_pax: number }>(
      sql`select booked_pax from availability_days where activity_id = ${tour.id} and day = ${day}::date`,
    )
    expect(seats!.booked_pax).toBe(3)
    expect(state.receipts).toBe(1)
  })

  it('refunds a late payment through PayHere when the seats were taken meanwhile', async () => {
    const { day, order, notification } = await expiredWhilePaying()
    await newOrder({ day }) // someone else takes the three places

    expect(await standIn.post(notifyUrl, notification)).toBe(200)
    expect(await standIn.post(notifyUrl, notification)).toBe(200)
    const state = await orderState(t.database, order)
    expect(state.order.status).toBe(2)
    expect(state.bookings[0]!.deleted_at).not.toBeNull()
    expect(state.payment.status).toBe(1)
    expect(state.payment.failure_reason).toContain('expired')
    expect(state.receipts).toBe(0)
    expect(standIn.refunds.filter((r) => r.payment_id === notification.payment_id)).toHaveLength(1)
    const refunds = await t.database.execute<{
      status: number
      amount_cents: number
      provider_reference: string
    }>(
      sql`select status, amount_cents, provider_reference from payments where kind = 2 and order_id = ${order.orderId}`,
    )
    expect(refunds).toHaveLength(1)
    expect(refunds[0]).toMatchObject({ status: 1, amount_cents: 11250 })
    const [event] = await t.database.execute<{ event_type: string }>(
      sql`select event_type from payment_events where payment_id = ${order.payment.id} and event_type <> 'refund_requested'`,
    )
    expect(event!.event_type).toBe('late_payment')
  })

  it('refunds a second PayHere payment of an already paid order', async () => {
    const order = await newOrder()
    const { fields, notification: first } = await checkout(order)
    // The customer goes back and submits the same PayHere form again.
    await fetch(`${standIn.url}/pay/checkout`, {
      method: 'POST',
      body: new URLSearchParams(fields),
      redirect: 'manual',
    })
    const second = standIn.notifications.at(-1)!
    expect(second.payment_id).not.toBe(first.payment_id)
    const state = await orderState(t.database, order)
    expect(state.payment).toMatchObject({ status: 1, provider_reference: first.payment_id })
    expect(state.receipts).toBe(1)
    expect(standIn.refunds.filter((r) => r.payment_id === second.payment_id)).toHaveLength(1)
    expect(standIn.refunds.filter((r) => r.payment_id === first.payment_id)).toHaveLength(0)
  })

  it('refunds part of a booking through the refund API', async () => {
    const order = await newOrder()
    const { notification } = await checkout(order)
    const result = await refundBooking(t.database, paymentProviders(config), {
      bookingId: order.bookingIds[0]!,
      amountCents: 5000,
      reason: 'Customer canceled',
    })
    expect(result.ok).toBe(true)
    expect(result.refunds[0]).toMatchObject({
      kind: 2,
      status: 1,
      amountCents: 5000,
      bookingId: order.bookingIds[0],
    })
    expect(standIn.refunds.at(-1)).toEqual({
      payment_id: notification.payment_id,
      description: 'Customer canceled',
      amount: 50,
    })
    // Never more than was charged: 112.50 − 50 leaves 62.50.
    const rest = await refundBooking(t.database, paymentProviders(config), {
      bookingId: order.bookingIds[0]!,
      amountCents: 10_000,
      reason: 'Again',
    })
    expect(rest.ok).toBe(false)
    expect(rest.refunds.map((r) => r.amountCents)).toEqual([6250])
  })

  it('completes a payment whose notification was lost, through the retrieval API', async () => {
    const order = await newOrder()
    standIn.deliver = false
    const { notification } = await checkout(order)
    standIn.deliver = true
    expect((await orderState(t.database, order)).payment.status).toBe(0)

    const ctx = { database: t.database, config, providers: paymentProviders(config), log: t.app.log }
    const result = await reconcilePayments(ctx, { now: new Date(Date.now() + 15 * 60_000) })
    expect(result.payhere).toBeGreaterThanOrEqual(1)
    let state = await orderState(t.database, order)
    expect(state.payment).toMatchObject({ status: 1, provider_reference: notification.payment_id })
    expect(state.bookings[0]!.status).toBe(1)

    // The notification turning up after all is a duplicate.
    expect(await standIn.post(notifyUrl, notification)).toBe(200)
    state = await orderState(t.database, order)
    expect(state.receipts).toBe(1)
    expect(state.events).toBe(1)
  })
})
