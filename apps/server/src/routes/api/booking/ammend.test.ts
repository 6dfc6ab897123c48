import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, sql } from 'drizzle-orm'
import { PaymentKind, payments } from '@serendib/db/schema/payments'
import { deals, dealSubscriptions } from '@serendib/db/schema/deals'
import { testDatabases } from '@serendib/db/testing'
import { activities } from '@serendib/db/schema/activities'
import { DEMO_ADMIN_EMAIL } from '@serendib/db/seed/insert-demo-people'
import { DEMO_PASSWORD } from '@serendib/db/seed/seed-demo'
import { AmendmentMessages } from '@serendib/domain/amendments'
import type { AmendmentJson, BookingJson } from '@serendib/domain/booking-json'
import { addDays, formatDisplayDate, todayInColombo } from '@serendib/domain/dates'
import { BookingMessages } from '@serendib/domain/pricing'
import type { TestApp } from '../../../test-app.ts'
import { loadConfig } from '../../../config.ts'
import { paymentProviders } from '../../../services/payments/payment-provider.ts'
import { settlePayment } from '../../../services/payments/settle.ts'
import { accessToken, bearer, lastMailTo } from '../../../testing/accounts.ts'
import { prepareTestTour, type TestTour } from '../../../testing/booking-fixtures.ts'
import {
  bookedPax,
  bookTour,
  paySandboxLink,
  supplierOf,
  type TestCustomer,
} from '../../../testing/bookings.ts'
import {
  bookingSuite,
  tourOfAnotherSupplier,
  type TestSupplier as Supplier,
} from '../../../testing/suites.ts'

describe.each(testDatabases())('amendments on %s', (kind) => {
  let t: TestApp
  let tour: TestTour
  let otherTour: TestTour
  let customer: TestCustomer
  let stranger: TestCustomer
  let supplier: Supplier
  let otherSupplier: Supplier
  const day = (n: number) => addDays(todayInColombo(), n)
  let nextDay = 10

  beforeAll(async () => {
    ;({ t, tour, customer, stranger, supplier } = await bookingSuite(kind))
    // A tour of another supplier, for the "not your booking" refusals.
    ;({ tour: otherTour, supplier: otherSupplier } = await tourOfAnotherSupplier(t, supplier.id))
  })
  afterAll(async () => t?.close())

  const book = (options: { adults?: number; children?: number; on?: TestTour } = {}) => {
    const start = day(nextDay++)
    return bookTour(t.app, t.database, customer.token, {
      tour: options.on ?? tour,
      day: start,
      ...options,
    }).then((id) => ({ id, start }))
  }
  const amend = (booking: number, data: Record<string, unknown>, token = customer.token) =>
    t.app.inject({
      method: 'POST',
      url: '/api/booking/ammend',
      headers: bearer(token),
      payload: {
        booking,
        ammendData: { aid: tour.id, pul: tour.pickupLocationId, na: 2, nc: 1, ni: 0, amount: 1, ...data },
      },
    })
  const decide = (id: number, decision: 'accept' | 'reject', token = supplier.token) =>
    t.app.inject({
      method: 'POST',
      url: `/api/supplier/amendments/${id}/${decision}`,
      headers: bearer(token),
    })
  const show = async (id: number) =>
    (
      await t.app.inject({ url: `/api/account/my-bookings/show/${id}`, headers: bearer(customer.token) })
    ).json().data as BookingJson
  const bookingRow = async (id: number) =>
    (
      await t.database.execute<{
        start_date: string
        num_adults: number
        num_children: number
        booking_amount_cents: number
        payment_amount_cents: number
        location_id: number
      }>(
        sql`select start_date::text, num_adults, num_children, booking_amount_cents, payment_amount_cents, location_id
              from bookings where id = ${id}`,
      )
    )[0]!

  it('sends a server-priced request to the supplier; the client amount is ignored', async () => {
    const { id } = await book()
    const newDay = day(70)
    const response = await amend(id, { pud: newDay, na: 3 })
    expect(response.statusCode).toBe(200)
    const body = response.json() as { status: string; message: string; data: AmendmentJson }
    expect(body.message).toBe('Ammendment requet sent.')
    expect(body.data).toMatchObject({
      formatted_pickup_date: formatDisplayDate(newDay),
      start_date: newDay,
      pickup_info: { location: { id: tour.pickupLocationId, name: expect.any(String) } },
      num_adults: 3,
      num_children: 1,
      num_infants: 0,
      ammend_amount: 157.5,
      ammend_amount_cents: 15750,
      balance_amount: 45,
      balance_amount_cents: 4500,
      status: 0,
      status_label: 'Pending',
      pay_link: null,
      paid: false,
    })
    const mail = await lastMailTo(t.database, supplier.email, 'supplier-amendment-request')
    expect(mail?.text).toContain(formatDisplayDate(newDay))
    expect(mail?.text).toContain('USD 45.00')
    expect((await show(id)).ammendments).toHaveLength(1)
  })

  it('prices from the booking’s own price and deal: nothing changed is balance 0, a change only its difference (issue 30)', async () => {
    // Booked at USD 45 + 22.50 with no deal; a 10 % deal starts running afterwards.
    const { id, start } = await book()
    const [deal] = await t.database.db
      .insert(deals)
      .values({ title: 'Issue 30 deal', discountPercent: 10, startsOn: day(-1), endsOn: day(30) })
      .returning()
    await t.database.db.insert(dealSubscriptions).values({ dealId: deal!.id, activityId: tour.id })
    try {
      const preview = (data: Record<string, unknown>) =>
        t.app.inject({
          method: 'POST',
          url: '/api/booking/ammend/quote',
          headers: bearer(customer.token),
          payload: {
            booking: id,
            ammendData: { aid: tour.id, pul: tour.pickupLocationId, na: 2, nc: 1, ...data },
          },
        })
      const same = await preview({ pud: start })
      expect(same.statusCode).toBe(200)
      // Paid in full: nothing goes onto an open balance (`to_balance` is for deposit plans, decision 075).
      expect(same.json().data).toEqual({
        amount_cents: 11250,
        balance_amount_cents: 0,
        unchanged: true,
        to_balance: null,
      })
      // Another day at the same rates: nothing to pay, nothing back (today's deal is not applied).
      expect((await preview({ pud: day(75) })).json().data).toEqual({
        amount_cents: 11250,
        balance_amount_cents: 0,
        unchanged: false,
        to_balance: null,
      })
      // One more adult: only USD 45.00 more, at the booking's own (no) deal.
      expect((await preview({ pud: start, na: 3 })).json().data).toMatchObject({
        amount_cents: 15750,
        balance_amount_cents: 4500,
      })
      // The request records what the dialog showed; one adult fewer gives back USD 45.00.
      const fewer = (await amend(id, { pud: start, na: 1 })).json().data as AmendmentJson
      expect(fewer).toMatchObject({ ammend_amount_cents: 6750, balance_amount_cents: -4500 })
      // Someone else's booking: the same 404 as everywhere.
      const foreign = await t.app.inject({
        method: 'POST',
        url: '/api/booking/ammend/quote',
        headers: bearer(stranger.token),
        payload: { booking: id, ammendData: { pud: start, pul: tour.pickupLocationId, na: 2 } },
      })
      expect(foreign.statusCode).toBe(404)
    } finally {
      await t.database.db.delete(dealSubscriptions).where(eq(dealSubscriptions.dealId, deal!.id))
      await t.database.db.delete(deals).where(eq(deals.id, deal!.id))
    }
  })

  it('keeps one pending request per booking (409) and refuses what cannot be amended', async () => {
    const { id, start } = await book()
    expect((await amend(id, { pud: day(71) })).statusCode).toBe(200)
    const twice = await amend(id, { pud: day(72) })
    expect(twice.statusCode).toBe(409)
    expect(twice.json().message).toBe(AmendmentMessages.pendingExists)

    const fresh = await book()
    const otherTourAnswer = await amend(fresh.id, { aid: otherTour.id, pud: day(71) })
    expect(otherTourAnswer.statusCode).toBe(422)
    expect(otherTourAnswer.json().message).toBe(AmendmentMessages.otherTour)
    const unchanged = await amend(fresh.id, { pud: fresh.start })
    expect(unchanged.statusCode).toBe(422)
    expect(unchanged.json().message).toBe(AmendmentMessages.nothingChanged)
    const tooEarly = await amend(fresh.id, { pud: todayInColombo() })
    expect(tooEarly.statusCode).toBe(422)
    expect(tooEarly.json().message).toBe(BookingMessages.tooEarly(day(1)))
    const noAdults = await amend(fresh.id, { pud: day(71), na: 0 })
    expect(noAdults.statusCode).toBe(422)
    expect(noAdults.json().message).toBe('Please select number of adults')

    await t.database.execute(sql`update bookings set status = 3 where id = ${fresh.id}`)
    const canceled = await amend(fresh.id, { pud: day(71) })
    expect(canceled.statusCode).toBe(422)
    expect(canceled.json().message).toBe(AmendmentMessages.notAllowed)
    expect(start).not.toBe(fresh.start)
  })

  it('takes one of two requests sent at once', async () => {
    const { id } = await book()
    const answers = await Promise.all([amend(id, { pud: day(80) }), amend(id, { pud: day(81) })])
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409])
    const [row] = await t.database.execute<{ n: number }>(
      sql`select count(*)::int as n from amendments where booking_id = ${id}`,
    )
    expect(row?.n).toBe(1)
  })

  it('answers 404 for another customer’s booking and 403 for a supplier token', async () => {
    const { id } = await book()
    const foreign = await amend(id, { pud: day(71) }, stranger.token)
    expect(foreign.statusCode).toBe(404)
    expect((await amend(id, { pud: day(71) }, supplier.token)).statusCode).toBe(403)
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/booking/ammend',
      payload: { booking: id, ammendData: {} },
    })
    expect(anonymous.statusCode).toBe(401)
  })

  it('accepts with a positive balance: booking changed, seats moved, pay link settles the balance', async () => {
    const { id, start } = await book()
    const newDay = day(73)
    const amendment = (await amend(id, { pud: newDay, na: 3 })).json().data as AmendmentJson
    expect(await bookedPax(t.database, tour.id, start)).toBe(3)

    const response = await decide(amendment.id, 'accept')
    expect(response.statusCode).toBe(200)
    const accepted = response.json() as { message: string; data: AmendmentJson }
    expect(accepted.message).toBe(AmendmentMessages.accepted)
    expect(accepted.data).toMatchObject({
      status: 1,
      status_label: 'Confirmed',
      balance_amount_cents: 4500,
      paid: false,
    })
    expect(accepted.data.pay_link).toMatch(/\/payments\/sandbox\//)

    expect(await bookingRow(id)).toMatchObject({
      start_date: newDay,
      num_adults: 3,
      num_children: 1,
      booking_amount_cents: 15750,
      payment_amount_cents: 11250,
    })
    expect(await bookedPax(t.database, tour.id, start)).toBe(0)
    expect(await bookedPax(t.database, tour.id, newDay)).toBe(4)
    const mail = await lastMailTo(t.database, 'nimali.contact@example.com', 'amendment-decision')
    expect(mail?.text).toContain('Please pay the balance of USD 45.00')

    const page = await t.app.inject(new URL(accepted.data.pay_link!).pathname)
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('USD 45.00')
    const paid = await paySandboxLink(t.app, accepted.data.pay_link!)
    expect(paid.statusCode).toBe(303)
    expect(paid.headers.location).toContain(`/account/booking/detail/${id}`)
    expect((await bookingRow(id)).payment_amount_cents).toBe(15750)
    const shown = await show(id)
    expect(shown.payment_amount_cents).toBe(15750)
    expect(shown.ammendments![0]).toMatchObject({ paid: true, pay_link: null })

    const again = await decide(amendment.id, 'accept')
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(AmendmentMessages.alreadyDecided)
  })

  it('refunds a balance paid from an old tab after the booking was canceled', async () => {
    const { id } = await book()
    const amendment = (await amend(id, { pud: day(79), na: 3 })).json().data as AmendmentJson
    const accepted = (await decide(amendment.id, 'accept')).json() as { data: AmendmentJson }
    const cancel = await t.app.inject({
      url: `/api/account/my-bookings/cancel/${id}`,
      headers: bearer(customer.token),
    })
    expect(cancel.statusCode).toBe(200)
    const before = (await bookingRow(id)).payment_amount_cents

    // The hosted page no longer takes the card…
    expect((await paySandboxLink(t.app, accepted.data.pay_link!)).statusCode).toBe(409)
    // …and money a gateway took anyway (a notification for the old charge) is refunded, not kept.
    const [charge] = await t.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.amendmentId, amendment.id), eq(payments.kind, PaymentKind.charge)))
    const settled = await settlePayment(
      t.database,
      {
        provider: 'sandbox',
        providerEventId: `late-${charge!.id}`,
        paymentId: charge!.id,
        status: 'succeeded',
        amountCents: charge!.amountCents,
        currency: 'USD',
        providerReference: `sbx_late_${charge!.id}`,
        payload: {},
      },
      {
        log: t.app.log,
        publicUrl: 'http://localhost:3000',
        providers: paymentProviders(loadConfig({ NODE_ENV: 'test' })),
      },
    )
    expect(settled.outcome).toBe('late_refunded')
    expect((await bookingRow(id)).payment_amount_cents).toBe(before)
    const refunds = await t.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.kind, PaymentKind.refund), eq(payments.amountCents, charge!.amountCents)))
    expect(refunds.length).toBeGreaterThan(0)
  })

  it('waits for an accepted balance to be paid before another request', async () => {
    const { id } = await book()
    const first = (await amend(id, { pud: day(74), na: 3 })).json().data as AmendmentJson
    expect((await decide(first.id, 'accept')).statusCode).toBe(200)
    const next = await amend(id, { pud: day(75), na: 3 })
    expect(next.statusCode).toBe(409)
    expect(next.json().message).toBe(AmendmentMessages.unpaidBalance)
  })

  it('accepts with a negative balance: the difference is refunded, and a later cancel refunds the rest', async () => {
    const { id } = await book()
    const amendment = (await amend(id, { pud: day(76), na: 1, nc: 0 })).json().data as AmendmentJson
    expect(amendment).toMatchObject({ ammend_amount_cents: 4500, balance_amount_cents: -6750 })
    const accepted = (await decide(amendment.id, 'accept')).json().data as AmendmentJson
    expect(accepted).toMatchObject({ status: 1, pay_link: null, balance_amount_cents: -6750 })
    const refunds = await t.database.execute<{ amount_cents: number; status: number }>(
      sql`select amount_cents, status from payments where kind = 2 and booking_id = ${id} order by id`,
    )
    expect(refunds).toEqual([{ amount_cents: 6750, status: 1 }])
    expect(await bookingRow(id)).toMatchObject({ booking_amount_cents: 4500, payment_amount_cents: 4500 })
    const mail = await lastMailTo(t.database, 'nimali.contact@example.com', 'amendment-decision')
    expect(mail?.text).toContain('We are refunding USD 67.50')

    const canceled = await t.app.inject({
      url: `/api/account/my-bookings/cancel/${id}`,
      headers: bearer(customer.token),
    })
    expect(canceled.json().message).toContain('USD 45.00')
    const all = await t.database.execute<{ total: number }>(
      sql`select sum(amount_cents)::int as total from payments where kind = 2 and status = 1 and booking_id = ${id}`,
    )
    expect(all[0]?.total).toBe(11250)
  })

  it('rejects: the booking stays as it was and the customer is told', async () => {
    const { id, start } = await book()
    const amendment = (await amend(id, { pud: day(77) })).json().data as AmendmentJson
    const response = await decide(amendment.id, 'reject')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      message: AmendmentMessages.rejected,
      data: { status: 2, status_label: 'Rejected', pay_link: null },
    })
    expect(await bookingRow(id)).toMatchObject({ start_date: start, booking_amount_cents: 11250 })
    const mail = await lastMailTo(t.database, 'nimali.contact@example.com', 'amendment-decision')
    expect(mail?.text).toContain('Your booking stays as it was.')
    expect((await decide(amendment.id, 'accept')).statusCode).toBe(409)
    // Decided, so a new request may be made.
    expect((await amend(id, { pud: day(78) })).statusCode).toBe(200)
  })

  it('lets only the booking’s supplier decide', async () => {
    const { id } = await book()
    const amendment = (await amend(id, { pud: day(79) })).json().data as AmendmentJson
    expect((await decide(amendment.id, 'accept', otherSupplier.token)).statusCode).toBe(404)
    expect((await decide(amendment.id, 'reject', otherSupplier.token)).statusCode).toBe(404)
    expect((await decide(amendment.id, 'accept', customer.token)).statusCode).toBe(403)
    const admin = await accessToken(t.app, DEMO_ADMIN_EMAIL, DEMO_PASSWORD)
    expect((await decide(amendment.id, 'accept', admin)).statusCode).toBe(403)
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/supplier/amendments/${amendment.id}/accept`,
    })
    expect(anonymous.statusCode).toBe(401)
    expect((await decide(99999999, 'accept')).statusCode).toBe(404)
    expect((await show(id)).ammendments![0]!.status).toBe(0)
  })

  it('prices a same-day change without counting the booking’s own seats, and refuses a full day (409)', async () => {
    const small = await prepareTestTour(t.database, 3)
    const owner = await supplierOf(t.app, t.database, small.id)
    await t.database.db.update(activities).set({ dailyCapacity: 4 }).where(eq(activities.id, small.id))
    const { id, start } = await book({ on: small })
    // 3 of 4 seats are this booking's: a fourth traveller fits.
    const grow = (await amend(id, { aid: small.id, pul: small.pickupLocationId, pud: start, na: 3 })).json()
      .data as AmendmentJson
    expect(grow).toMatchObject({ start_date: start, num_adults: 3, balance_amount_cents: 4500 })
    expect(await bookedPax(t.database, small.id, start)).toBe(3)
    expect((await decide(grow.id, 'accept', owner.token)).statusCode).toBe(200)
    expect(await bookedPax(t.database, small.id, start)).toBe(4)

    // A day that fills up between the request and the decision.
    const other = await book({ on: small, adults: 1, children: 0 })
    const full = day(nextDay++)
    const move = (
      await amend(other.id, { aid: small.id, pul: small.pickupLocationId, pud: full, na: 1, nc: 0 })
    ).json().data as AmendmentJson
    expect(move.status).toBe(0)
    await bookTour(t.app, t.database, stranger.token, { tour: small, day: full, adults: 4, children: 0 })
    const refused = await decide(move.id, 'accept', owner.token)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(BookingMessages.soldOut(full))
    expect(await bookedPax(t.database, small.id, other.start)).toBe(1)
    expect((await bookingRow(other.id)).start_date).toBe(other.start)
    expect((await show(other.id)).ammendments![0]!.status).toBe(0)
  })
})
