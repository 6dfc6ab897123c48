import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '@serendib/db/client'
import { PaymentKind } from '@serendib/db/schema/payments'
import { testDatabases } from '@serendib/db/testing'
import { BookingStatus } from '@serendib/domain/booking-status'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import { paymentProviders } from '../services/payments/payment-provider.ts'
import { buildAppOn } from '../test-app.ts'
import { prepareOnRequestTour } from '../testing/booking-fixtures.ts'
import { bookTour, startBookingIn } from '../testing/bookings.ts'
import { bookingSuite, type BookingSuite } from '../testing/suites.ts'
import { rejectOverdueRequests } from './response-deadline.ts'

describe.each(testDatabases())('response deadline job on %s', (kind) => {
  let s: BookingSuite
  let second: FastifyInstance

  beforeAll(async () => {
    s = await bookingSuite(kind)
    second = await buildAppOn(s.t.database)
  })
  afterAll(async () => {
    await second.close()
    await s.t.close()
  })

  const facts = async (id: number) => {
    const [row] = await queryRows<{ status: number; ref: string }>(
      s.t.database.db,
      sql`select status, booking_reference as ref from bookings where id = ${id}`,
    )
    const refunds = await queryRows<{ n: number }>(
      s.t.database.db,
      sql`select count(*)::int as n from payments where booking_id = ${id} and kind = ${PaymentKind.refund}`,
    )
    const mails = await queryRows<{ template: string }>(
      s.t.database.db,
      sql`select template from email_outbox where subject like ${`%${row!.ref}%`} and template like 'supplier-%reject%'`,
    )
    return { status: row!.status, refunds: refunds[0]!.n, mails: mails.map((m) => m.template).sort() }
  }
  const paidHoursAgo = (id: number, hours: number) =>
    s.t.database.execute(
      sql`update orders set paid_at = now() - make_interval(hours => ${hours})
           where id = (select order_id from bookings where id = ${id})`,
    )
  const runIn = (app: FastifyInstance) =>
    rejectOverdueRequests({
      database: app.database,
      providers: paymentProviders(app.config),
      publicUrl: app.config.publicUrl,
      log: app.log,
    })

  it('rejects and refunds an overdue request exactly once with two processes running it at once', async () => {
    const tour = await prepareOnRequestTour(s.t.database, 3)
    const day = addDays(todayInColombo(), 20)
    const overdue = await bookTour(s.t.app, s.t.database, s.customer.token, { tour, day })
    const fresh = await bookTour(s.t.app, s.t.database, s.customer.token, { tour, day })
    // Paid 2 h ago, but the tour starts in 20 h: the 24 h-before-start limit has passed.
    const soon = await bookTour(s.t.app, s.t.database, s.customer.token, { tour, day: addDays(day, 1) })
    await paidHoursAgo(overdue, 49)
    await paidHoursAgo(fresh, 47)
    await paidHoursAgo(soon, 2)
    await startBookingIn(s.t.database, soon, 20)

    const [a, b] = await Promise.all([runIn(s.t.app), runIn(second)])
    // The demo seed may hold overdue requests of its own: they are rejected too.
    expect(a + b).toBeGreaterThanOrEqual(2)
    expect(await facts(overdue)).toEqual({
      status: BookingStatus.rejected,
      refunds: 1,
      mails: ['supplier-booking-reject', 'supplier-notice-reject-deadline'],
    })
    expect((await facts(soon)).status).toBe(BookingStatus.rejected)
    expect(await facts(fresh)).toEqual({ status: BookingStatus.pending, refunds: 0, mails: [] })

    // A second round finds nothing more to do.
    expect(await runIn(second)).toBe(0)
    expect((await facts(overdue)).refunds).toBe(1)
  })
})
