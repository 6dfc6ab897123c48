import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabases } from '@serendib/db/testing'
import { addDays, todayInColombo } from '@serendib/domain/dates'
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
})
