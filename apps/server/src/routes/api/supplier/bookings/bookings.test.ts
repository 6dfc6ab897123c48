import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '@serendib/db/client'
import { PaymentKind } from '@serendib/db/schema/payments'
import { testDatabases } from '@serendib/db/testing'
import { BookingStatus } from '@serendib/domain/booking-status'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import { SupplierBookingMessages } from '@serendib/domain/supplier-bookings'
import { bearer, lastMailTo } from '../../../../testing/accounts.ts'
import { prepareOnRequestTour, type TestTour } from '../../../../testing/booking-fixtures.ts'
import { bookTour, bookTours, supplierOf } from '../../../../testing/bookings.ts'
import {
  bookingSuite,
  tourOfAnotherSupplier,
  type BookingSuite,
  type TestSupplier,
} from '../../../../testing/suites.ts'

const day = addDays(todayInColombo(), 30)

describe.each(testDatabases())('supplier bookings inbox on %s', (kind) => {
  let s: BookingSuite
  let tour: TestTour
  let owner: TestSupplier
  let other: TestSupplier

  beforeAll(async () => {
    s = await bookingSuite(kind)
    tour = await prepareOnRequestTour(s.t.database, 3)
    owner = await supplierOf(s.t.app, s.t.database, tour.id)
    other = (await tourOfAnotherSupplier(s.t, owner.id)).supplier
  })
  afterAll(() => s.t.close())

  const get = (token: string, url: string) => s.t.app.inject({ method: 'GET', url, headers: bearer(token) })
  const post = (token: string, url: string, payload?: object) =>
    s.t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) })
  const book = (d = day) => bookTour(s.t.app, s.t.database, s.customer.token, { tour, day: d })
  const status = async (id: number) =>
    (
      await queryRows<{ status: number }>(s.t.database.db, sql`select status from bookings where id = ${id}`)
    )[0]!.status
  const refunds = (id: number) =>
    queryRows<{ amount_cents: number; status: number }>(
      s.t.database.db,
      sql`select amount_cents, status from payments where booking_id = ${id} and kind = ${PaymentKind.refund} order by id`,
    )
  const reference = async (id: number) =>
    (
      await queryRows<{ r: string }>(
        s.t.database.db,
        sql`select booking_reference as r from bookings where id = ${id}`,
      )
    )[0]!.r

  it('lists its own paid bookings with filters, travel-date order and the awaiting badge', async () => {
    const late = await book(addDays(day, 5))
    const early = await book(day)
    const [unpaid] = await bookTours(s.t.app, s.t.database, s.customer.token, [{ tour, day }], { pay: false })
    const list = await get(owner.token, `/api/supplier/bookings?tour=${tour.id}`)
    expect(list.statusCode).toBe(200)
    const page = list.json().data
    const ids = page.data.map((r: { id: number }) => r.id)
    expect(ids).toContain(late)
    expect(ids).not.toContain(unpaid)
    expect(ids.indexOf(early)).toBeLessThan(ids.indexOf(late))
    expect(page.awaiting_decision).toBeGreaterThanOrEqual(2)
    const row = page.data.find((r: { id: number }) => r.id === early)
    expect(row).toMatchObject({ awaiting_decision: true, lead_traveller: 'Nimali Perera', pax: 3 })
    expect(new Date(row.response_deadline).getTime()).toBeGreaterThan(Date.now())

    const desc = (await get(owner.token, `/api/supplier/bookings?tour=${tour.id}&sort=desc`)).json().data.data
    expect(desc[0].start_date >= desc.at(-1).start_date).toBe(true)
    const byRef = (await get(owner.token, `/api/supplier/bookings?q=${await reference(late)}`)).json().data
    expect(byRef.data.map((r: { id: number }) => r.id)).toEqual([late])
    const byName = (await get(owner.token, `/api/supplier/bookings?q=nimali&tour=${tour.id}`)).json().data
    expect(byName.total).toBeGreaterThanOrEqual(2)
    const dated = (
      await get(owner.token, `/api/supplier/bookings?tour=${tour.id}&from=${day}&to=${day}`)
    ).json().data
    expect(dated.data.map((r: { id: number }) => r.id)).not.toContain(late)
    const confirmedOnly = (await get(owner.token, `/api/supplier/bookings?status=1&tour=${tour.id}`)).json()
      .data
    expect(confirmedOnly.data.map((r: { id: number }) => r.id)).not.toContain(early)

    const theirs = (await get(other.token, `/api/supplier/bookings?q=${await reference(late)}`)).json().data
    expect(theirs.total).toBe(0)
    expect((await get(owner.token, '/api/supplier/bookings?from=tomorrow')).statusCode).toBe(400)
    expect((await get(s.customer.token, '/api/supplier/bookings')).statusCode).toBe(403)
  })

  it('shows a booking in full to its supplier and 404 to another', async () => {
    const id = await book()
    const detail = await get(owner.token, `/api/supplier/bookings/${id}`)
    expect(detail.statusCode).toBe(200)
    const data = detail.json().data
    expect(data.travellers).toHaveLength(3)
    expect(data.travellers[0]).toMatchObject({ first_name: 'Nimali', lead: true })
    expect(data.pickup).toMatchObject({ type: 'hotel', hotel_name: 'Galle Face Hotel' })
    expect(data.contact).toMatchObject({ email: 'nimali.contact@example.com', phone: '+94 77 123 4567' })
    expect(data.payment.paid_cents).toBeGreaterThan(0)
    expect(data.actions).toEqual(['confirm', 'reject'])
    // The existing message thread lives beside the inbox routes and still answers.
    expect((await get(owner.token, `/api/supplier/bookings/${id}/comments`)).statusCode).toBe(200)
    expect((await get(other.token, `/api/supplier/bookings/${id}`)).statusCode).toBe(404)
    expect((await post(other.token, `/api/supplier/bookings/${id}/confirm`)).statusCode).toBe(404)
    expect(await status(id)).toBe(BookingStatus.pending)
  })

  it('confirms a request once, mailing the customer and the supplier', async () => {
    const id = await book()
    const done = await post(owner.token, `/api/supplier/bookings/${id}/confirm`)
    expect(done.statusCode).toBe(200)
    expect(done.json()).toMatchObject({ message: SupplierBookingMessages.confirmed, data: { status: 1 } })
    expect(await status(id)).toBe(BookingStatus.confirmed)
    const ref = await reference(id)
    expect(
      (await lastMailTo(s.t.database, 'nimali.contact@example.com', 'supplier-booking-confirm'))?.subject,
    ).toContain(ref)
    expect((await lastMailTo(s.t.database, owner.email, 'supplier-notice-confirm'))?.subject).toContain(ref)
    // The graph has no confirm from Confirmed, nor reject: refused, nothing changed.
    expect((await post(owner.token, `/api/supplier/bookings/${id}/confirm`)).statusCode).toBe(422)
    expect(
      (await post(owner.token, `/api/supplier/bookings/${id}/reject`, { reason: 'Full' })).statusCode,
    ).toBe(422)
    expect(await status(id)).toBe(BookingStatus.confirmed)
  })

  it('rejects a request with the reason the customer reads and refunds in full', async () => {
    const id = await book()
    const noReason = await post(owner.token, `/api/supplier/bookings/${id}/reject`, { reason: '  ' })
    expect(noReason.statusCode).toBe(422)
    expect(await status(id)).toBe(BookingStatus.pending)
    const done = await post(owner.token, `/api/supplier/bookings/${id}/reject`, {
      reason: 'Our boat is in repair',
    })
    expect(done.statusCode).toBe(200)
    expect(done.json().message).toBe(SupplierBookingMessages.rejected)
    const data = done.json().data
    expect(data.status).toBe(BookingStatus.rejected)
    expect(data.payment.refundable_cents).toBe(0)
    expect(data.history.at(-1)).toMatchObject({ action: 'reject', reason: 'Our boat is in repair' })
    const rows = await refunds(id)
    expect(rows.reduce((sum, r) => sum + r.amount_cents, 0)).toBe(data.payment.paid_cents)
    const mail = await lastMailTo(s.t.database, 'nimali.contact@example.com', 'supplier-booking-reject')
    expect(mail?.text).toContain('Our boat is in repair')
    // The customer's own booking page says why.
    const shown = await get(s.customer.token, `/api/account/my-bookings/show/${id}`)
    expect(shown.json().data).toMatchObject({
      status: BookingStatus.rejected,
      status_reason: 'Our boat is in repair',
    })
    expect(
      (await post(owner.token, `/api/supplier/bookings/${id}/cancel`, { reason_code: 'weather' })).statusCode,
    ).toBe(422)
  })

  it('cancels a confirmed booking for weather with a full refund; a pending one cannot be cancelled by the supplier', async () => {
    const pending = await book()
    expect(
      (await post(owner.token, `/api/supplier/bookings/${pending}/cancel`, { reason_code: 'weather' }))
        .statusCode,
    ).toBe(422)
    const id = await book()
    await post(owner.token, `/api/supplier/bookings/${id}/confirm`)
    const bad = await post(owner.token, `/api/supplier/bookings/${id}/cancel`, { reason_code: 'bored' })
    expect(bad.statusCode).toBe(400)
    expect(
      (await post(other.token, `/api/supplier/bookings/${id}/cancel`, { reason_code: 'weather' })).statusCode,
    ).toBe(404)
    const done = await post(owner.token, `/api/supplier/bookings/${id}/cancel`, {
      reason_code: 'weather',
      reason: 'Monsoon storm warning',
    })
    expect(done.statusCode).toBe(200)
    expect(done.json().data).toMatchObject({
      status: BookingStatus.canceled,
      payment: { refundable_cents: 0 },
    })
    const mail = await lastMailTo(s.t.database, 'nimali.contact@example.com', 'supplier-booking-cancel')
    expect(mail?.text).toContain('Weather: Monsoon storm warning')
    // The dashboard counts it in the supplier's cancellation rate.
    const summary = (await get(owner.token, '/api/supplier/bookings/summary')).json().data
    expect(summary.cancellation_rate).toBeGreaterThan(0)
    expect(summary.awaiting.map((r: { id: number }) => r.id)).toContain(pending)
    expect(
      (await get(other.token, '/api/supplier/bookings/summary'))
        .json()
        .data.awaiting.map((r: { id: number }) => r.id),
    ).not.toContain(pending)
  })
})
