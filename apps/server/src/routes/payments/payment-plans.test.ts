/**
 * Payment plans end to end through the API (decision 075): a deposit and "reserve now, pay later"
 * at checkout, the balance paid by its link through the sandbox's signed notification, the
 * overdue-balance cancel and its refund, reminders once across two processes, refunds from what
 * was actually paid.
 */
import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '@serendib/db/client'
import { activities } from '@serendib/db/schema/activities'
import { PaymentKind, PaymentStatus } from '@serendib/db/schema/payments'
import { testDatabases } from '@serendib/db/testing'
import { BookingStatus } from '@serendib/domain/booking-status'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import { PaymentPlanMessages } from '@serendib/domain/payment-plans'
import { cancelUnpaidBalances, sendBalanceReminders } from '../../jobs/balance-due.ts'
import { sendDayBeforeReminders } from '../../jobs/day-before-reminder.ts'
import { paymentProviders } from '../../services/payments/payment-provider.ts'
import { buildAppOn } from '../../test-app.ts'
import { bearer } from '../../testing/accounts.ts'
import { adminToken } from '../../testing/admin.ts'
import { prepareTestTour, type TestTour } from '../../testing/booking-fixtures.ts'
import { bookedPax, bookTour, checkoutItem, paySandboxLink, startBookingIn } from '../../testing/bookings.ts'
import { bookingSuite, type BookingSuite } from '../../testing/suites.ts'

// 2 adults and 1 child on a prepared tour: 2 × 45.00 + 22.50 = 112.50
const TOTAL = 11_250

describe.each(testDatabases())('payment plans on %s', (kind) => {
  let s: BookingSuite
  let second: FastifyInstance
  let depositTour: TestTour
  let laterTour: TestTour

  beforeAll(async () => {
    s = await bookingSuite(kind)
    second = await buildAppOn(s.t.database)
    depositTour = s.tour
    await s.t.database.db
      .update(activities)
      .set({ paymentPlan: 'deposit', depositPercent: 20, depositCents: null, balanceDaysBefore: 14 })
      .where(eq(activities.id, depositTour.id))
    laterTour = await prepareTestTour(s.t.database, 1)
    await s.t.database.db
      .update(activities)
      .set({ paymentPlan: 'pay_later', balanceDaysBefore: 7 })
      .where(eq(activities.id, laterTour.id))
  })
  afterAll(async () => {
    await second?.close()
    await s?.t.close()
  })

  const db = () => s.t.database.db
  const booking = async (id: number) => {
    const [row] = await queryRows<{
      status: number
      payment_plan: string
      booking_amount_cents: number
      payment_amount_cents: number
      upfront_cents: number | null
      balance_due_date: string | null
      balance_token: string | null
      start_date: string
    }>(
      db(),
      sql`select status, payment_plan, booking_amount_cents, payment_amount_cents, upfront_cents,
                 balance_due_date::text as balance_due_date, balance_token, start_date::text as start_date
            from bookings where id = ${id}`,
    )
    return row!
  }
  const refunds = (id: number) =>
    queryRows<{ amount_cents: number; status: number }>(
      db(),
      sql`select amount_cents, status from payments where booking_id = ${id} and kind = ${PaymentKind.refund} order by id`,
    )
  const checkout = (token: string | null, tour: TestTour, day: string) =>
    s.t.app.inject({
      method: 'POST',
      url: '/api/booking/checkout',
      headers: token ? bearer(token) : {},
      payload: { booking: [checkoutItem({ tour, day })], url: 'http://shop.test' },
    })
  const ctxOf = (app: FastifyInstance, now?: Date) => ({
    database: app.database,
    providers: paymentProviders(app.config),
    publicUrl: app.config.publicUrl,
    log: app.log,
    now,
  })
  const refOf = async (id: number) =>
    (
      await queryRows<{ r: string }>(db(), sql`select booking_reference as r from bookings where id = ${id}`)
    )[0]!.r
  const payBalance = async (token: string) => {
    const link = await s.t.app.inject({ method: 'GET', url: `/payments/balance/${token}` })
    expect(link.statusCode, link.body).toBe(303)
    return link.headers.location as string
  }

  it('quotes and charges a 20 % deposit today and records the balance and its due date', async () => {
    const day = addDays(todayInColombo(), 40)
    const cost = await s.t.app.inject({
      method: 'POST',
      url: '/api/activity/cost',
      payload: { aid: depositTour.id, pud: day, pul: depositTour.pickupLocationId, na: 2, nc: 1 },
    })
    expect(cost.json()).toMatchObject({
      amount_cents: TOTAL,
      payment_plan: 'deposit',
      pay_today_cents: 2_250,
      balance_cents: 9_000,
      balance_due_date: addDays(day, -14),
    })
    const response = await checkout(s.customer.token, depositTour, day)
    expect(response.statusCode, response.body).toBe(200)
    const data = response.json().data
    expect(data.total_cents).toBe(2_250)
    expect(data.bookings[0]).toMatchObject({
      amount_cents: TOTAL,
      pay_today_cents: 2_250,
      balance_cents: 9_000,
      balance_due_date: addDays(day, -14),
    })
    const [charge] = await queryRows<{ amount_cents: number }>(
      db(),
      sql`select p.amount_cents from payments p join orders o on o.id = p.order_id where o.reference = ${data.order_reference}`,
    )
    expect(charge!.amount_cents).toBe(2_250)
    expect((await paySandboxLink(s.t.app, data.payment_link)).statusCode).toBe(303)
    const [row] = await queryRows<{ id: number }>(
      db(),
      sql`select id from bookings where booking_reference = ${data.bookings[0].booking_reference}`,
    )
    expect(await booking(row!.id)).toMatchObject({
      status: BookingStatus.confirmed,
      payment_plan: 'deposit',
      booking_amount_cents: TOTAL,
      payment_amount_cents: 2_250,
      upfront_cents: 2_250,
      balance_due_date: addDays(day, -14),
    })
    // the receipt names the balance, its day and the link that pays it
    const [receipt] = await queryRows<{ text: string }>(
      db(),
      sql`select text from email_outbox where template = 'booking-receipt' and subject like ${`%${data.bookings[0].booking_reference}%`}`,
    )
    expect(receipt!.text).toContain('Balance due')
    expect(receipt!.text).toContain(`/payments/balance/${(await booking(row!.id)).balance_token}`)
  })

  it('charges everything today when travel is sooner than the balance’s due date allows', async () => {
    const id = await bookTour(s.t.app, s.t.database, s.customer.token, {
      tour: depositTour,
      day: addDays(todayInColombo(), 14),
    })
    expect(await booking(id)).toMatchObject({
      payment_plan: 'full',
      payment_amount_cents: TOTAL,
      balance_due_date: null,
      balance_token: null,
    })
  })

  it('pays the balance by its link once: one charge for two clicks, a replayed notice changes nothing', async () => {
    const id = await bookTour(s.t.app, s.t.database, s.customer.token, {
      tour: depositTour,
      day: addDays(todayInColombo(), 30),
    })
    const { balance_token: token } = await booking(id)
    const first = await payBalance(token!)
    expect(await payBalance(token!)).toBe(first)
    expect(new URL(first).pathname).toMatch(/^\/payments\/sandbox\//)
    // a wrong token is a 404 page, not a 500
    expect(
      (await s.t.app.inject({ method: 'GET', url: '/payments/balance/not-a-real-token-at-all' })).statusCode,
    ).toBe(404)

    const paid = await paySandboxLink(s.t.app, first)
    expect(paid.statusCode).toBe(303)
    expect(paid.headers.location).toContain(`/account/booking/detail/${id}`)
    expect(await booking(id)).toMatchObject({ payment_amount_cents: TOTAL, balance_due_date: null })
    // paying the same page again changes nothing; the link now leads to the booking
    await paySandboxLink(s.t.app, first)
    expect((await booking(id)).payment_amount_cents).toBe(TOTAL)
    const after = await s.t.app.inject({ method: 'GET', url: `/payments/balance/${token}` })
    expect(after.statusCode).toBe(303)
    expect(after.headers.location).toContain(`/account/booking/detail/${id}`)
    const charges = await queryRows<{ amount_cents: number; status: number }>(
      db(),
      sql`select amount_cents, status from payments where booking_id = ${id} and kind = ${PaymentKind.charge}`,
    )
    expect(charges).toEqual([{ amount_cents: 9_000, status: PaymentStatus.succeeded }])
    const [mail] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from email_outbox where template = 'balance-received'
            and subject like ${`%${await refOf(id)}%`}`,
    )
    expect(mail!.n).toBe(1)

    // the customer's cancel refunds what was actually paid, from both charges
    await startBookingIn(s.t.database, id, 24 * 10)
    const cancel = await s.t.app.inject({
      method: 'GET',
      url: `/api/account/my-bookings/cancel/${id}`,
      headers: bearer(s.customer.token),
    })
    expect(cancel.statusCode, cancel.body).toBe(200)
    expect((await refunds(id)).map((r) => r.amount_cents).sort((a, b) => a - b)).toEqual([2_250, 9_000])
  })

  it('refunds a deposit-only booking’s cancel from the deposit, and the admin may refund no more than it', async () => {
    const id = await bookTour(s.t.app, s.t.database, s.customer.token, {
      tour: depositTour,
      day: addDays(todayInColombo(), 30),
    })
    const admin = await adminToken(s.t.app, s.t.database)
    const tooMuch = await s.t.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${id}/refunds`,
      headers: bearer(admin),
      payload: { amount_cents: 2_251, reason: 'Goodwill' },
    })
    expect(tooMuch.statusCode).toBe(422)
    const ok = await s.t.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${id}/refunds`,
      headers: bearer(admin),
      payload: { amount_cents: 2_250, reason: 'Goodwill' },
    })
    expect(ok.statusCode, ok.body).toBe(200)
    expect(await refunds(id)).toEqual([{ amount_cents: 2_250, status: PaymentStatus.succeeded }])
  })

  it('reserves now with nothing to pay for a customer, and asks a visitor to log in', async () => {
    const day = addDays(todayInColombo(), 20)
    const visitor = await checkout(null, laterTour, day)
    expect(visitor.statusCode).toBe(403)
    expect(visitor.json().message).toBe(PaymentPlanMessages.payLaterNeedsAccount)

    const response = await checkout(s.customer.token, laterTour, day)
    expect(response.statusCode, response.body).toBe(200)
    const data = response.json().data
    expect(data.total_cents).toBe(0)
    expect(data.payment_link).toBe(
      `${s.t.app.config.publicUrl}/payment/complete?order=${data.order_reference}`,
    )
    const [row] = await queryRows<{ id: number }>(
      db(),
      sql`select id from bookings where booking_reference = ${data.bookings[0].booking_reference}`,
    )
    expect(await booking(row!.id)).toMatchObject({
      status: BookingStatus.confirmed,
      payment_plan: 'pay_later',
      payment_amount_cents: 0,
      balance_due_date: addDays(day, -7),
    })
    const noCharge = await queryRows(
      db(),
      sql`select id from payments where order_id = (select order_id from bookings where id = ${row!.id})`,
    )
    expect(noCharge).toEqual([])
  })

  it('cancels an unpaid balance after its due date once across two processes, refunding under the 24-hour rule', async () => {
    const far = await bookTour(s.t.app, s.t.database, s.customer.token, {
      tour: depositTour,
      day: addDays(todayInColombo(), 30),
    })
    const near = await bookTour(s.t.app, s.t.database, s.customer.token, {
      tour: depositTour,
      day: addDays(todayInColombo(), 31),
    })
    const onTime = await bookTour(s.t.app, s.t.database, s.customer.token, {
      tour: depositTour,
      day: addDays(todayInColombo(), 32),
    })
    // far: due yesterday, starts in 10 days; near: due yesterday, starts in 10 hours
    await s.t.database.execute(
      sql`update bookings set balance_due_date = ${addDays(todayInColombo(), -1)}::date where id in (${far}, ${near})`,
    )
    await startBookingIn(s.t.database, near, 10)
    const farDay = (await booking(far)).start_date
    const seatsBefore = await bookedPax(s.t.database, depositTour.id, farDay)

    const [a, b] = await Promise.all([
      cancelUnpaidBalances(ctxOf(s.t.app)),
      cancelUnpaidBalances(ctxOf(second)),
    ])
    expect(a + b).toBe(2)
    expect((await booking(far)).status).toBe(BookingStatus.canceled)
    expect(await refunds(far)).toEqual([{ amount_cents: 2_250, status: PaymentStatus.succeeded }])
    expect((await booking(near)).status).toBe(BookingStatus.canceled)
    expect(await refunds(near)).toEqual([])
    expect((await booking(onTime)).status).toBe(BookingStatus.confirmed)
    expect(await bookedPax(s.t.database, depositTour.id, farDay)).toBe(seatsBefore - 3)
    const mails = await queryRows<{ template: string }>(
      db(),
      sql`select template from email_outbox where template in ('balance-unpaid-canceled', 'supplier-booking-canceled')
            and (subject like ${`%${await refOf(far)}%`})`,
    )
    expect(mails.map((m) => m.template).sort()).toEqual([
      'balance-unpaid-canceled',
      'supplier-booking-canceled',
    ])
    expect(await cancelUnpaidBalances(ctxOf(second))).toBe(0)
    // its link no longer takes money
    const closed = await s.t.app.inject({
      method: 'GET',
      url: `/payments/balance/${(await booking(far)).balance_token}`,
    })
    expect(closed.statusCode).toBe(410)
  })

  it('sends each balance reminder once with two processes running, and none for a step on the booking day', async () => {
    const id = await bookTour(s.t.app, s.t.database, s.customer.token, {
      tour: depositTour,
      day: addDays(todayInColombo(), 30),
    })
    const fresh = await bookTour(s.t.app, s.t.database, s.customer.token, {
      tour: depositTour,
      day: addDays(todayInColombo(), 31),
    })
    await s.t.database.execute(
      sql`update bookings set balance_due_date = ${addDays(todayInColombo(), 3)}::date where id in (${id}, ${fresh})`,
    )
    await s.t.database.execute(
      sql`update bookings set created_at = now() - interval '10 days' where id = ${id}`,
    )
    await Promise.all([sendBalanceReminders(ctxOf(s.t.app)), sendBalanceReminders(ctxOf(second))])
    await sendBalanceReminders(ctxOf(second))
    const sent = await queryRows<{ booking_id: number; kind: string }>(
      db(),
      sql`select booking_id, kind from booking_reminders where booking_id in (${id}, ${fresh})`,
    )
    expect(sent).toEqual([{ booking_id: id, kind: 'balance-3' }])
    const mails = await queryRows<{ subject: string; text: string }>(
      db(),
      sql`select subject, text from email_outbox where template = 'balance-reminder' and text like ${`%${await refOf(id)}%`}`,
    )
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toContain('USD 90.00')
    expect(mails[0]!.text).toContain(`/payments/balance/${(await booking(id)).balance_token}`)
  })

  it('reminds the traveller the day before the tour once, with the pick-up time', async () => {
    const id = await bookTour(s.t.app, s.t.database, s.customer.token, {
      tour: depositTour,
      day: addDays(todayInColombo(), 1),
    })
    await s.t.database.execute(sql`update bookings set pickup_time = '07:30' where id = ${id}`)
    const runs = await Promise.all([
      sendDayBeforeReminders(s.t.database, { publicUrl: 'http://shop.test' }),
      sendDayBeforeReminders(second.database, { publicUrl: 'http://shop.test' }),
    ])
    expect(runs[0] + runs[1]).toBeGreaterThanOrEqual(1)
    await sendDayBeforeReminders(s.t.database, { publicUrl: 'http://shop.test' })
    const mails = await queryRows<{ subject: string; text: string }>(
      db(),
      sql`select subject, text from email_outbox where template = 'day-before-reminder' and text like ${`%${await refOf(id)}%`}`,
    )
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toContain('at 07:30')
    expect(mails[0]!.text).toContain('Pick-up time')
  })
})
