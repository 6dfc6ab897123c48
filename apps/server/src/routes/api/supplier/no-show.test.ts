import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '@serendib/db/client'
import { testDatabases } from '@serendib/db/testing'
import { AttendanceMessages } from '@serendib/domain/attendance'
import { addDays, colomboWallClock, todayInColombo } from '@serendib/domain/dates'
import { bearer } from '../../../testing/accounts.ts'
import { prepareOnRequestTour } from '../../../testing/booking-fixtures.ts'
import { bookTour } from '../../../testing/bookings.ts'
import {
  bookingSuite,
  tourOfAnotherSupplier,
  type BookingSuite,
  type TestSupplier,
} from '../../../testing/suites.ts'

const day = addDays(todayInColombo(), 9)
const HOUR = 3_600_000

/** No-show reports (decision 049): within 24 h after the start, through the attendance graph, audited. */
describe.each(testDatabases())('no-show reports on %s', (kind) => {
  let s: BookingSuite
  let other: TestSupplier

  beforeAll(async () => {
    s = await bookingSuite(kind)
    other = (await tourOfAnotherSupplier(s.t, s.supplier.id)).supplier
  })
  afterAll(() => s.t.close())

  const post = (token: string | null, url: string, payload?: object) =>
    s.t.app.inject({
      method: 'POST',
      url,
      headers: token ? bearer(token) : {},
      ...(payload ? { payload } : {}),
    })
  const noShow = (token: string | null, id: number) => post(token, `/api/supplier/bookings/${id}/no-show`)
  /** A confirmed booking whose start is moved to `hoursAgo` hours before now (Colombo wall clock). */
  const startedAgo = async (hoursAgo: number) => {
    const id = await bookTour(s.t.app, s.t.database, s.customer.token, { tour: s.tour, day })
    const start = colomboWallClock(new Date(Date.now() - hoursAgo * HOUR))
    await s.t.database.execute(
      sql`update bookings set start_date = ${start.date}, end_date = ${start.date}, start_time = ${start.time}::time
           where id = ${id}`,
    )
    return id
  }
  const attendance = async (id: number) =>
    (
      await queryRows<{ no_show_at: unknown; checked_in_at: unknown }>(
        s.t.database.db,
        sql`select no_show_at, checked_in_at from bookings where id = ${id}`,
      )
    )[0]!

  it('is refused before the start and more than 24 h after it, changing nothing', async () => {
    const ahead = await bookTour(s.t.app, s.t.database, s.customer.token, { tour: s.tour, day })
    const early = await noShow(s.supplier.token, ahead)
    expect(early.statusCode).toBe(422)
    expect(early.json().message).toBe(AttendanceMessages.noShowTooEarly)
    const old = await startedAgo(25)
    const late = await noShow(s.supplier.token, old)
    expect(late.statusCode).toBe(422)
    expect(late.json().message).toBe(AttendanceMessages.noShowTooLate)
    expect((await attendance(ahead)).no_show_at).toBeNull()
    expect((await attendance(old)).no_show_at).toBeNull()
  })

  it('is recorded within 24 h after the start, once, audited, and shown on the detail and check-in list', async () => {
    const id = await startedAgo(2)
    const before = await s.t.app.inject({
      method: 'GET',
      url: `/api/supplier/bookings/${id}`,
      headers: bearer(s.supplier.token),
    })
    expect(before.json().data.attendance).toMatchObject({ no_show_at: null, can_report_no_show: true })
    const recent = await s.t.app.inject({
      method: 'GET',
      url: '/api/supplier/check-in/recent',
      headers: bearer(s.supplier.token),
    })
    const listed = recent.json().data.find((r: { id: number }) => r.id === id)
    expect(listed.attendance.can_report_no_show).toBe(true)

    const done = await noShow(s.supplier.token, id)
    expect(done.statusCode).toBe(200)
    expect(done.json().message).toBe(AttendanceMessages.noShowReported)
    expect(done.json().data.attendance.no_show_at).toEqual(expect.any(String))
    expect(done.json().data.attendance.can_report_no_show).toBe(false)
    expect(done.json().data.status).toBe(1)

    const twice = await noShow(s.supplier.token, id)
    expect(twice.statusCode).toBe(422)
    // The day's manifest shows it too.
    const manifest = await s.t.app.inject({
      method: 'GET',
      url: `/api/supplier/manifest?date=${done.json().data.start_date}`,
      headers: bearer(s.supplier.token),
    })
    expect(JSON.stringify(manifest.json().data)).toContain(done.json().data.attendance.no_show_at)
    expect(twice.json().message).toBe(AttendanceMessages.alreadyNoShow)
    const [audit] = await queryRows<{ n: number }>(
      s.t.database.db,
      sql`select count(*)::int as n from audit_log where action = 'booking.no_show' and subject_id = ${String(id)}`,
    )
    expect(audit!.n).toBe(1)

    // The attendance graph: a no-show is not checked in afterwards.
    const [ref] = await queryRows<{ r: string }>(
      s.t.database.db,
      sql`select booking_reference as r from bookings where id = ${id}`,
    )
    const scan = await post(s.supplier.token, '/api/supplier/check-in', { code: ref!.r })
    expect(scan.statusCode).toBe(422)
    expect(scan.json().message).toBe(AttendanceMessages.checkInAfterNoShow)
    expect((await attendance(id)).checked_in_at).toBeNull()
  })

  it('is refused after a check-in and for a request not yet confirmed', async () => {
    const id = await startedAgo(1)
    const [ref] = await queryRows<{ r: string }>(
      s.t.database.db,
      sql`select booking_reference as r from bookings where id = ${id}`,
    )
    expect((await post(s.supplier.token, '/api/supplier/check-in', { code: ref!.r })).statusCode).toBe(200)
    const after = await noShow(s.supplier.token, id)
    expect(after.statusCode).toBe(422)
    expect(after.json().message).toBe(AttendanceMessages.alreadyCheckedIn)

    // The suite's tour sold on request for one booking: paid, still Pending, started an hour ago.
    const onRequest = await prepareOnRequestTour(s.t.database, 0)
    const pending = await bookTour(s.t.app, s.t.database, s.customer.token, { tour: onRequest, day })
    await s.t.database.execute(sql`update activities set sale_type = 1 where id = ${onRequest.id}`)
    const start = colomboWallClock(new Date(Date.now() - HOUR))
    await s.t.database.execute(
      sql`update bookings set start_date = ${start.date}, end_date = ${start.date}, start_time = ${start.time}::time
           where id = ${pending}`,
    )
    const refused = await noShow(s.supplier.token, pending)
    expect(refused.statusCode).toBe(422)
    expect(refused.json().message).toBe(AttendanceMessages.noShowNotConfirmed)
    expect((await attendance(pending)).no_show_at).toBeNull()
  })

  it("is 404 for another supplier's booking, 403 for a customer and 401 without a sign-in", async () => {
    const id = await startedAgo(3)
    const theirs = await noShow(other.token, id)
    expect(theirs.statusCode).toBe(404)
    expect((await noShow(s.customer.token, id)).statusCode).toBe(403)
    expect((await noShow(null, id)).statusCode).toBe(401)
    expect((await attendance(id)).no_show_at).toBeNull()
  })
})
