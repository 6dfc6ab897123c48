import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '@serendib/db/client'
import { testDatabases } from '@serendib/db/testing'
import { AmendmentStatus } from '@serendib/domain/amendments'
import { BookingStatus } from '@serendib/domain/booking-status'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import { prepareOnRequestTour } from '../../testing/booking-fixtures.ts'
import { bookedPax, bookTour } from '../../testing/bookings.ts'
import { bookingSuite, type BookingSuite } from '../../testing/suites.ts'
import { systemActor } from '../audit/record-audit.ts'
import { BookingTransitionRefused, transitionBooking } from './transition-booking.ts'

const day = addDays(todayInColombo(), 40)

describe.each(testDatabases())('transitionBooking on %s', (kind) => {
  let s: BookingSuite
  const supplierActor = () => ({ role: 'supplier' as const, userId: s.supplier.id, label: s.supplier.email })

  beforeAll(async () => {
    s = await bookingSuite(kind)
  })
  afterAll(() => s.t.close())

  const facts = async (id: number) => {
    const [row] = await queryRows<{ status: number; sold: number; confirmed_at: Date | null }>(
      s.t.database.db,
      sql`select b.status, a.sold, b.confirmed_at from bookings b join activities a on a.id = b.activity_id
           where b.id = ${id}`,
    )
    return row!
  }
  const history = (id: number) =>
    queryRows<{
      action: string
      from_status: number
      to_status: number
      actor_role: string
      reason: string | null
    }>(
      s.t.database.db,
      sql`select action, from_status, to_status, actor_role, reason from booking_status_changes
           where booking_id = ${id} order by id`,
    )
  const audits = (id: number) =>
    queryRows<{ action: string; actor_role: string }>(
      s.t.database.db,
      sql`select action, actor_role from audit_log where subject_type = 'booking' and subject_id = ${String(id)} order by id`,
    )

  it('confirms an on-request booking for its supplier, with history and an audit row', async () => {
    const tour = await prepareOnRequestTour(s.t.database, 3)
    const id = await bookTour(s.t.app, s.t.database, s.customer.token, { tour, day })
    expect((await facts(id)).status).toBe(BookingStatus.pending)
    const result = await s.t.database.transaction((tx) =>
      transitionBooking(tx, { bookingId: id, action: 'confirm', actor: supplierActor() }),
    )
    expect(result).toMatchObject({ from: BookingStatus.pending, to: BookingStatus.confirmed })
    const after = await facts(id)
    expect(after.status).toBe(BookingStatus.confirmed)
    expect(after.confirmed_at).not.toBeNull()
    expect(await history(id)).toEqual([
      { action: 'confirm', from_status: 0, to_status: 1, actor_role: 'supplier', reason: null },
    ])
    expect(await audits(id)).toEqual([{ action: 'booking.confirm', actor_role: 'supplier' }])
  })

  it('refuses what the graph forbids and changes nothing', async () => {
    const id = await bookTour(s.t.app, s.t.database, s.customer.token, { tour: s.tour, day })
    await s.t.database.transaction((tx) =>
      transitionBooking(tx, {
        bookingId: id,
        action: 'cancel',
        actor: supplierActor(),
        reason: 'Flooded road',
      }),
    )
    const before = await facts(id)
    for (const [action, actor] of [
      ['confirm', supplierActor()],
      ['dispute', systemActor('payment chargeback')],
      ['cancel', { role: 'customer' as const, userId: s.customer.id, label: s.customer.email }],
      ['resolve', { role: 'admin' as const, userId: null, label: 'admin' }],
    ] as const) {
      await expect(
        s.t.database.transaction((tx) => transitionBooking(tx, { bookingId: id, action, actor })),
      ).rejects.toBeInstanceOf(BookingTransitionRefused)
    }
    expect(await facts(id)).toEqual(before)
    // The payment confirmed the instant tour; the supplier's cancel and its reason follow.
    expect(await history(id)).toEqual([
      { action: 'confirm', from_status: 0, to_status: 1, actor_role: 'system', reason: null },
      { action: 'cancel', from_status: 1, to_status: 3, actor_role: 'supplier', reason: 'Flooded road' },
    ])
  })

  it('gives the sale back when a paid booking is canceled', async () => {
    const id = await bookTour(s.t.app, s.t.database, s.customer.token, { tour: s.tour, day })
    const sold = (await facts(id)).sold
    await s.t.database.transaction((tx) =>
      transitionBooking(tx, {
        bookingId: id,
        action: 'cancel',
        actor: { role: 'customer', userId: s.customer.id, label: s.customer.email },
      }),
    )
    expect((await facts(id)).sold).toBe(sold - 1)
    // A customer's own cancel is history, not an audit entry (the audit log is for staff and suppliers).
    expect(await audits(id)).toEqual([])
  })

  // Decision 069: the effects of closing a booking come from the domain's table, applied here
  // once for every actor, so no caller can forget the seats or a pending change.
  it('gives the seats back and withdraws a pending amendment when any actor closes a booking', async () => {
    const otherDay = addDays(day, 3)
    const pendingAmendment = (bookingId: number) =>
      s.t.database.execute(
        sql`insert into amendments (booking_id, start_date, num_adults, amend_amount_cents, balance_amount_cents)
            values (${bookingId}, ${otherDay}::date, 1, 0, 0)`,
      )
    const amendmentStatus = async (bookingId: number) =>
      (
        await queryRows<{ status: number }>(
          s.t.database.db,
          sql`select status from amendments where booking_id = ${bookingId}`,
        )
      )[0]?.status
    const before = await bookedPax(s.t.database, s.tour.id, otherDay)
    const actors = [
      ['cancel', { role: 'customer' as const, userId: s.customer.id, label: s.customer.email }],
      ['cancel', supplierActor()],
      ['cancel', { role: 'reseller' as const, userId: null, label: 'reseller' }],
      ['cancel', { role: 'admin' as const, userId: null, label: 'admin' }],
    ] as const
    for (const [action, actor] of actors) {
      const id = await bookTour(s.t.app, s.t.database, s.customer.token, { tour: s.tour, day: otherDay })
      await pendingAmendment(id)
      expect(await bookedPax(s.t.database, s.tour.id, otherDay)).toBe(before + 3)
      await s.t.database.transaction((tx) => transitionBooking(tx, { bookingId: id, action, actor }))
      expect(await bookedPax(s.t.database, s.tour.id, otherDay)).toBe(before)
      expect(await amendmentStatus(id)).toBe(AmendmentStatus.withdrawn)
    }
    // A dispute holds no seats: an admin canceling it gives nothing back.
    const id = await bookTour(s.t.app, s.t.database, s.customer.token, { tour: s.tour, day: otherDay })
    const admin = { role: 'admin' as const, userId: null, label: 'admin' }
    await s.t.database.transaction((tx) =>
      transitionBooking(tx, { bookingId: id, action: 'dispute', actor: admin }),
    )
    await s.t.database.transaction((tx) =>
      transitionBooking(tx, { bookingId: id, action: 'cancel', actor: admin }),
    )
    expect(await bookedPax(s.t.database, s.tour.id, otherDay)).toBe(before + 3)
  })

  it('keeps the audit log append-only', async () => {
    await expect(s.t.database.execute(sql`update audit_log set action = 'x'`)).rejects.toThrow()
    await expect(s.t.database.execute(sql`delete from audit_log`)).rejects.toThrow()
    const [{ n }] = (await queryRows<{ n: number }>(
      s.t.database.db,
      sql`select count(*)::int as n from audit_log`,
    )) as [{ n: number }]
    expect(n).toBeGreaterThan(0)
  })
})
