import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '@serendib/db/client'
import { testDatabases } from '@serendib/db/testing'
import { RefundMessages } from '@serendib/domain/admin-refunds'
import { BookingStatus } from '@serendib/domain/booking-status'
import { addDays, formatDisplayDate, todayInColombo } from '@serendib/domain/dates'
import { AdminGuardMessages } from '@serendib/domain/messages/admin-guards'
import { bearer } from '../../../testing/accounts.ts'
import { adminToken, auditRows, countRows } from '../../../testing/admin.ts'
import { prepareOnRequestTour } from '../../../testing/booking-fixtures.ts'
import { bookTour, bookTours } from '../../../testing/bookings.ts'
import { insertBooking } from '../../../testing/reviews.ts'
import { bookingSuite, type BookingSuite } from '../../../testing/suites.ts'

const day = addDays(todayInColombo(), 30)
const PAID = 11_250 // 2 adults at $45 and a child at $22.50

describe.each(testDatabases())('admin bookings and money on %s', (kind) => {
  let s: BookingSuite
  let admin: string
  beforeAll(async () => {
    s = await bookingSuite(kind)
    admin = await adminToken(s.t.app, s.t.database)
  })
  afterAll(() => s.t.close())

  const inject = (method: 'GET' | 'POST', url: string, payload?: object, token = admin) =>
    s.t.app.inject({ method, url, payload, headers: bearer(token) })
  const status = async (id: number) =>
    (
      await queryRows<{ status: number }>(s.t.database.db, sql`select status from bookings where id = ${id}`)
    )[0]!.status
  /** A paid booking of the test tour, travelled three days ago and completed as the job would. */
  const completedBooking = async () => {
    const id = await bookTour(s.t.app, s.t.database, s.customer.token, { tour: s.tour, day })
    const past = addDays(todayInColombo(), -3)
    await s.t.database.execute(
      sql`update bookings set status = ${BookingStatus.completed}, start_date = ${past}, end_date = ${past}
           where id = ${id}`,
    )
    return id
  }

  it('names an unpaid hold and a paid request apart, and filters each', async () => {
    // Issue 29: "Pending" meant both an abandoned order (USD 0.00) and a paid booking awaiting the supplier.
    const [hold] = await bookTours(s.t.app, s.t.database, s.customer.token, [{ tour: s.tour, day }], {
      pay: false,
    })
    const request = await bookTour(s.t.app, s.t.database, s.customer.token, {
      tour: await prepareOnRequestTour(s.t.database, 2),
      day,
    })
    const row = async (id: number) => (await inject('GET', `/api/admin/bookings/${id}`)).json().data
    expect(await row(hold!)).toMatchObject({
      status: 0,
      paid: false,
      status_label: AdminGuardMessages.awaitingPayment,
      payment_amount_cents: 0,
    })
    expect(await row(request)).toMatchObject({
      status: 0,
      paid: true,
      status_label: AdminGuardMessages.awaitingSupplier,
    })
    const ids = async (status: string) =>
      (
        (await inject('GET', `/api/admin/bookings?status=${status}&user=${s.customer.id}`)).json().data
          .data as {
          id: number
          status_label: string
        }[]
      ).map((b) => b.id)
    expect(await ids('awaiting_payment')).toContain(hold)
    expect(await ids('awaiting_payment')).not.toContain(request)
    expect(await ids('awaiting_supplier')).toContain(request)
    expect(await ids('awaiting_supplier')).not.toContain(hold)
    expect(await ids('0')).toEqual(expect.arrayContaining([hold, request]))
    expect((await inject('GET', '/api/admin/bookings?status=awaiting')).statusCode).toBe(400)
  })

  it('neither offers nor accepts "Mark completed" before the tour is over', async () => {
    // Issue 29: "Mark completed" on a booking dated next month.
    const id = await bookTour(s.t.app, s.t.database, s.customer.token, { tour: s.tour, day })
    expect(await status(id)).toBe(BookingStatus.confirmed)
    const detail = (await inject('GET', `/api/admin/bookings/${id}`)).json().data
    expect(detail.actions).toEqual(['cancel', 'dispute'])
    const refused = await inject('POST', `/api/admin/bookings/${id}/transition`, { action: 'complete' })
    expect(refused.statusCode).toBe(422)
    const [dates] = await queryRows<{ end_date: string }>(
      s.t.database.db,
      sql`select end_date::text as end_date from bookings where id = ${id}`,
    )
    expect(refused.json().message).toBe(
      AdminGuardMessages.completeBeforeEnd(formatDisplayDate(dates!.end_date)),
    )
    expect(await status(id)).toBe(BookingStatus.confirmed)
    expect(await auditRows(s.t.database, 'booking', id)).toEqual([])
    // A dispute on it may be reinstated or cancelled, not resolved as "it took place".
    await inject('POST', `/api/admin/bookings/${id}/transition`, { action: 'dispute', reason: 'Chargeback' })
    const disputed = (await inject('GET', `/api/admin/bookings/${id}`)).json().data
    expect(disputed.actions).toEqual(['reinstate', 'cancel'])
    expect(
      (await inject('POST', `/api/admin/bookings/${id}/transition`, { action: 'resolve' })).statusCode,
    ).toBe(422)
    await inject('POST', `/api/admin/bookings/${id}/transition`, { action: 'reinstate' })

    // On its last travel day it is still running; from the next day it can be completed.
    const today = todayInColombo()
    await s.t.database.execute(
      sql`update bookings set start_date = ${today}, end_date = ${today} where id = ${id}`,
    )
    expect((await inject('GET', `/api/admin/bookings/${id}`)).json().data.actions).not.toContain('complete')
    const yesterday = addDays(today, -1)
    await s.t.database.execute(
      sql`update bookings set start_date = ${yesterday}, end_date = ${yesterday} where id = ${id}`,
    )
    expect((await inject('GET', `/api/admin/bookings/${id}`)).json().data.actions).toContain('complete')
    const done = await inject('POST', `/api/admin/bookings/${id}/transition`, { action: 'complete' })
    expect(done.statusCode, done.body).toBe(200)
    expect(await status(id)).toBe(BookingStatus.completed)
  })

  it('finds bookings by reference, customer and status, paginated on the server', async () => {
    const id = await completedBooking()
    const detail = (await inject('GET', `/api/admin/bookings/${id}`)).json().data
    expect(detail.money).toEqual({ paid_in_cents: PAID, refunded_cents: 0, refundable_cents: PAID })
    expect(detail.actions).toEqual(['dispute'])
    const byRef = (
      await inject('GET', `/api/admin/bookings?q=${detail.booking_reference.toLowerCase()}`)
    ).json().data
    expect(byRef.data.map((b: { id: number }) => b.id)).toEqual([id])
    const byUser = (await inject('GET', `/api/admin/bookings?user=${s.customer.id}&status=4`)).json().data
    expect(byUser.data.every((b: { status: number }) => b.status === 4)).toBe(true)
    expect(byUser.per_page).toBe(25)
    const bad = await inject('GET', '/api/admin/bookings?status=9')
    expect(bad.statusCode).toBe(400)
  })

  it('opens a dispute through the state graph with its audit row, and refuses without a reason', async () => {
    const id = await completedBooking()
    const refused = await inject('POST', `/api/admin/bookings/${id}/transition`, { action: 'dispute' })
    expect(refused.statusCode).toBe(422)
    expect(await status(id)).toBe(BookingStatus.completed)
    expect(await auditRows(s.t.database, 'booking', id)).toEqual([])

    const wrong = await inject('POST', `/api/admin/bookings/${id}/transition`, {
      action: 'reinstate',
      reason: 'x',
    })
    expect(wrong.statusCode).toBe(422)

    const opened = await inject('POST', `/api/admin/bookings/${id}/transition`, {
      action: 'dispute',
      reason: 'Guide never came',
    })
    expect(opened.statusCode).toBe(200)
    expect(opened.json().message).toBe('Dispute opened')
    expect(opened.json().data.actions).toEqual(['resolve', 'reinstate', 'cancel'])
    expect(await status(id)).toBe(BookingStatus.dispute)
    const [row] = await auditRows(s.t.database, 'booking', id)
    expect(row).toMatchObject({
      action: 'booking.dispute',
      actorRole: 'admin',
      before: { status: 4 },
      after: { status: 5 },
    })
    expect(row!.ip).toBeTruthy()
  })

  it('refunds part of a booking, never more than is left, each refund recorded and audited', async () => {
    const id = await completedBooking()
    const tooMuch = await inject('POST', `/api/admin/bookings/${id}/refunds`, {
      amount_cents: PAID + 1,
      reason: 'Goodwill',
    })
    expect(tooMuch.statusCode).toBe(422)
    expect(tooMuch.json().message).toBe(RefundMessages.tooMuch(PAID))
    expect(await auditRows(s.t.database, 'booking', id)).toEqual([])
    const noReason = await inject('POST', `/api/admin/bookings/${id}/refunds`, {
      amount_cents: 100,
      reason: ' ',
    })
    expect(noReason.json().message).toBe(RefundMessages.reasonRequired)

    const part = await inject('POST', `/api/admin/bookings/${id}/refunds`, {
      amount_cents: 5000,
      reason: 'Late pick-up',
    })
    expect(part.statusCode).toBe(200)
    expect(part.json().message).toBe(RefundMessages.recorded)
    const data = part.json().data
    expect(data.money).toEqual({ paid_in_cents: PAID, refunded_cents: 5000, refundable_cents: PAID - 5000 })
    expect(data.payments.filter((p: { kind: string }) => p.kind === 'refund')).toMatchObject([
      { amount_cents: 5000, status: 'succeeded', reason: 'Late pick-up' },
    ])
    const [row] = await auditRows(s.t.database, 'booking', id)
    expect(row).toMatchObject({
      action: 'booking.refund',
      reason: 'Late pick-up',
      after: { amount_cents: 5000 },
    })

    // Issue 29 point 8: the traveller reads the reason on the booking and in the refund mail.
    const shown = await inject('GET', `/api/account/my-bookings/show/${id}`, undefined, s.customer.token)
    expect(shown.statusCode, shown.body).toBe(200)
    expect(shown.json().data.payment_history).toContainEqual(
      expect.objectContaining({ kind: 'refunded', amount_cents: 5000, reason: 'Late pick-up' }),
    )
    const [mail] = await queryRows<{ text: string; html: string }>(
      s.t.database.db,
      sql`select text, html from email_outbox where template = 'admin-refund'
           and text like '%' || (select booking_reference from bookings where id = ${id}) || '%'
         order by id desc limit 1`,
    )
    expect(mail?.text).toContain('Reason: Late pick-up')
    expect(mail?.html).toContain('Late pick-up')

    const rest = await inject('POST', `/api/admin/bookings/${id}/refunds`, {
      amount_cents: PAID - 5000 + 1,
      reason: 'More',
    })
    expect(rest.json().message).toBe(RefundMessages.tooMuch(PAID - 5000))
  })

  it('lets only one of two admins in two app processes refund the same money', async () => {
    const { buildAppOn } = await import('../../../test-app.ts')
    const second = await buildAppOn(s.t.database)
    try {
      const otherAdmin = await adminToken(second, s.t.database, true)
      for (let round = 0; round < 3; round++) {
        const id = await completedBooking()
        const amount = Math.ceil(PAID * 0.6)
        const [a, b] = await Promise.all([
          inject('POST', `/api/admin/bookings/${id}/refunds`, { amount_cents: amount, reason: 'Admin one' }),
          second.inject({
            method: 'POST',
            url: `/api/admin/bookings/${id}/refunds`,
            payload: { amount_cents: amount, reason: 'Admin two' },
            headers: bearer(otherAdmin),
          }),
        ])
        expect([a.statusCode, b.statusCode].sort()).toEqual([200, 422])
        const [sum] = await queryRows<{ n: number; cents: number }>(
          s.t.database.db,
          sql`select count(*)::int as n, coalesce(sum(amount_cents), 0)::int as cents from payments
               where booking_id = ${id} and kind = 2 and status in (0, 1)`,
        )
        expect(sum).toEqual({ n: 1, cents: amount })
        expect(
          (await auditRows(s.t.database, 'booking', id)).filter((r) => r.action === 'booking.refund'),
        ).toHaveLength(1)
      }
    } finally {
      await second.close()
    }
  })

  it('rolls back the status change and its audit row when the refund can not be recorded', async () => {
    // Paid outside our payment rows: no charge to refund from.
    const booking = await insertBooking(s.t.database, {
      userId: s.customer.id,
      activityId: s.tour.id,
      supplierUserId: s.supplier.id,
      status: BookingStatus.confirmed,
      startOffset: 20,
    })
    const before = await countRows(s.t.database, 'audit_log')
    const response = await inject('POST', `/api/admin/bookings/${booking.id}/transition`, {
      action: 'cancel',
      reason: 'Supplier closed',
      on_behalf_of: 'supplier',
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().message).toBe(RefundMessages.uncovered)
    expect(await status(booking.id)).toBe(BookingStatus.confirmed)
    expect(await countRows(s.t.database, 'audit_log')).toBe(before)
    expect(await countRows(s.t.database, 'booking_status_changes')).toBeGreaterThanOrEqual(0)
    const history = await queryRows(
      s.t.database.db,
      sql`select 1 from booking_status_changes where booking_id = ${booking.id}`,
    )
    expect(history).toEqual([])
  })

  it("cancels on the supplier's behalf with a full refund and mails both", async () => {
    const id = await bookTour(s.t.app, s.t.database, s.customer.token, { tour: s.tour, day })
    const response = await inject('POST', `/api/admin/bookings/${id}/transition`, {
      action: 'cancel',
      reason: 'Boat broken',
      on_behalf_of: 'supplier',
    })
    expect(response.statusCode).toBe(200)
    const data = response.json().data
    expect(data.status).toBe(BookingStatus.canceled)
    expect(data.money.refundable_cents).toBe(0)
    expect(data.status_history.at(-1)).toMatchObject({
      action: 'cancel',
      reason: "Boat broken (on the supplier's behalf)",
    })
    const mails = await queryRows<{ template: string }>(
      s.t.database.db,
      sql`select template from email_outbox where template in ('admin-booking-cancel', 'admin-supplier-cancel')
           and text like ${`%${data.booking_reference}%`}`,
    )
    expect(mails.map((m) => m.template).sort()).toEqual(['admin-booking-cancel', 'admin-supplier-cancel'])
  })

  it('shows a refused provider refund as failed and sends it again on retry', async () => {
    const id = await completedBooking()
    // The charge was taken by PayHere, which this process has no API credentials for.
    await s.t.database.execute(
      sql`update payments set provider = 'payhere' where kind = 1 and order_id = (select order_id from bookings where id = ${id})`,
    )
    const refused = await inject('POST', `/api/admin/bookings/${id}/refunds`, {
      amount_cents: 1000,
      reason: 'Partial',
    })
    expect(refused.statusCode).toBe(200)
    expect(refused.json().message).toBe(RefundMessages.failed)
    const failed = (await inject('GET', '/api/admin/refunds?status=failed')).json().data.data
    const mine = failed.find((r: { booking_id: number }) => r.booking_id === id)
    expect(mine).toMatchObject({ status: 'failed', amount_cents: 1000 })
    expect(refused.json().data.money.refundable_cents).toBe(PAID)

    // The credentials arrive (here: the charge is handled by a provider that works).
    await s.t.database.execute(
      sql`update payments set provider = 'sandbox' where order_id = (select order_id from bookings where id = ${id})`,
    )
    const retried = await inject('POST', `/api/admin/refunds/${mine.id}/retry`)
    expect(retried.statusCode).toBe(200)
    expect(retried.json()).toMatchObject({ message: RefundMessages.retried, data: { status: 'succeeded' } })
    const again = await inject('POST', `/api/admin/refunds/${mine.id}/retry`)
    expect(again.statusCode).toBe(409)
    const trail = await auditRows(s.t.database, 'booking', id)
    expect(trail.map((r) => r.action)).toEqual(['refund.retry', 'booking.refund'])
  })

  it('answers 404 for an unknown booking', async () => {
    expect((await inject('GET', '/api/admin/bookings/999999')).statusCode).toBe(404)
    expect(
      (await inject('POST', '/api/admin/bookings/999999/refunds', { amount_cents: 1, reason: 'x' }))
        .statusCode,
    ).toBe(404)
  })
})
