import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabases } from '@serendib/db/testing'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import { DEFAULT_COMMISSION_BPS } from '@serendib/domain/earnings'
import { bearer } from '../../../testing/accounts.ts'
import { adminToken } from '../../../testing/admin.ts'
import { prepareOnRequestTour } from '../../../testing/booking-fixtures.ts'
import { bookTour } from '../../../testing/bookings.ts'
import { bookingSuite, type BookingSuite } from '../../../testing/suites.ts'

describe.each(testDatabases())('the admin dashboard on %s', (kind) => {
  let s: BookingSuite
  let admin: string
  beforeAll(async () => {
    s = await bookingSuite(kind)
    admin = await adminToken(s.t.app, s.t.database)
  })
  afterAll(() => s.t.close())

  const dashboard = async () =>
    (await s.t.app.inject({ url: '/api/admin/dashboard', headers: bearer(admin) })).json().data

  it('counts what needs a person and lists on-request bookings waiting for their supplier', async () => {
    const before = await dashboard()
    const tour = await prepareOnRequestTour(s.t.database, 3)
    const id = await bookTour(s.t.app, s.t.database, s.customer.token, {
      tour,
      day: addDays(todayInColombo(), 20),
    })
    await s.t.database.execute(
      sql`insert into email_outbox (to_address, subject, html, text, status) values ('a@b.c', 's', 'h', 't', 2)`,
    )
    const after = await dashboard()
    expect(after.queues.on_request_waiting).toBe(before.queues.on_request_waiting + 1)
    expect(after.queues.failed_emails).toBe(before.queues.failed_emails + 1)
    expect(after.on_request.map((b: { id: number }) => b.id)).toContain(id)
    expect(after.queues.suppliers_awaiting_approval).toBeGreaterThanOrEqual(0)
  })

  it("adds today's paid bookings, money in and refunds to the month and the 90 days", async () => {
    const before = await dashboard()
    expect(before.days).toHaveLength(90)
    expect(before.days.at(-1).day).toBe(todayInColombo())
    await bookTour(s.t.app, s.t.database, s.customer.token, {
      tour: s.tour,
      day: addDays(todayInColombo(), 25),
    })
    const after = await dashboard()
    expect(after.month.bookings).toBe(before.month.bookings + 1)
    expect(after.month.gross_cents).toBe(before.month.gross_cents + 11_250)
    expect(after.days.at(-1).gross_cents).toBe(before.days.at(-1).gross_cents + 11_250)
  })

  it("reads the month's commission at the default rate, as the payouts deduct it", async () => {
    // Issue 29: the dashboard said "Commission: Not set up yet" while payouts deducted 15 %.
    const before = await dashboard()
    expect(before.month.default_commission_bps).toBe(DEFAULT_COMMISSION_BPS)
    expect(typeof before.month.commission_cents).toBe('number')
    await s.t.database.execute(
      sql`update supplier_profiles set commission_bps = null where user_id = ${s.supplier.id}`,
    )
    const id = await bookTour(s.t.app, s.t.database, s.customer.token, {
      tour: s.tour,
      day: addDays(todayInColombo(), 25),
    })
    // Travelling this month: USD 112.50 at 15 % is USD 16.88 (rounded half up).
    const today = todayInColombo()
    await s.t.database.execute(
      sql`update bookings set start_date = ${today}, end_date = ${today} where id = ${id}`,
    )
    const after = await dashboard()
    expect(after.month.commission_cents - before.month.commission_cents).toBe(1688)
  })
})
