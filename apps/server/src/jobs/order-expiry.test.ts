import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { testDatabases } from '@serendib/db/testing'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import { loadConfig } from '../config.ts'
import { buildTestApp, type TestApp } from '../test-app.ts'
import { prepareTestTour, type TestTour } from '../testing/booking-fixtures.ts'
import { paymentProviders } from '../services/payments/payment-provider.ts'
import { settlePayment } from '../services/payments/settle.ts'
import { createTestOrder, orderState } from '../testing/orders.ts'
import { expireUnpaidOrders } from './order-expiry.ts'

describe.each(testDatabases())('unpaid order expiry on %s', (kind) => {
  let t: TestApp
  let tour: TestTour
  let nextDay = 20

  beforeAll(async () => {
    t = await buildTestApp(kind)
    tour = await prepareTestTour(t.database)
  })
  afterAll(async () => t?.close())

  const minutes = (n: number) => new Date(Date.now() + n * 60_000)
  const order = (day: string, expiresAt: Date, adults = 2) =>
    createTestOrder(t.database, {
      items: [
        {
          activityId: tour.id,
          pickupLocationId: tour.pickupLocationId,
          day,
          adults,
          children: 1,
          amountCents: 9000,
        },
      ],
      expiresAt,
    })
  const bookedPax = async (day: string) =>
    (
      await t.database.execute<{ booked_pax: number }>(
        sql`select booked_pax from availability_days where activity_id = ${tour.id} and day = ${day}::date`,
      )
    )[0]!.booked_pax

  it('expires only unpaid orders past their time, soft-deletes their bookings and releases their seats once', async () => {
    const day = addDays(todayInColombo(), nextDay++)
    await t.database.execute(
      sql`insert into availability_days (activity_id, day, booked_pax) values (${tour.id}, ${day}::date, 2)`,
    )
    const due = await order(day, minutes(-1))
    const later = await order(day, minutes(30))
    const paid = await order(day, minutes(-1))
    await t.database.execute(sql`update orders set status = 1 where id = ${paid.orderId}`)
    expect(await bookedPax(day)).toBe(11)

    const first = await expireUnpaidOrders(t.database)
    expect(first.orders).toBeGreaterThanOrEqual(1)
    expect(await bookedPax(day)).toBe(8)
    const expired = await orderState(t.database, due)
    expect(expired.order.status).toBe(2)
    expect(expired.bookings[0]!.deleted_at).not.toBeNull()
    expect((await orderState(t.database, later)).order.status).toBe(0)
    expect((await orderState(t.database, paid)).order.status).toBe(1)

    expect(await expireUnpaidOrders(t.database)).toEqual({ orders: 0, bookings: 0 })
    expect(await bookedPax(day)).toBe(8)

    await expireUnpaidOrders(t.database, minutes(31))
    expect(await bookedPax(day)).toBe(5)
    expect((await orderState(t.database, later)).bookings[0]!.deleted_at).not.toBeNull()
  })

  it('never takes booked_pax below zero', async () => {
    const day = addDays(todayInColombo(), nextDay++)
    await order(day, minutes(-1))
    await t.database.execute(
      sql`update availability_days set booked_pax = 1 where activity_id = ${tour.id} and day = ${day}::date`,
    )
    await expireUnpaidOrders(t.database)
    expect(await bookedPax(day)).toBe(0)
  })

  it('releases each order once when two runs race', async () => {
    const day = addDays(todayInColombo(), nextDay++)
    await t.database.execute(
      sql`insert into availability_days (activity_id, day, booked_pax) values (${tour.id}, ${day}::date, 4)`,
    )
    for (let i = 0; i < 6; i++) await order(day, minutes(-2), 1)
    expect(await bookedPax(day)).toBe(4 + 6 * 2)
    const runs = await Promise.all([expireUnpaidOrders(t.database), expireUnpaidOrders(t.database)])
    expect(runs[0].orders + runs[1].orders).toBe(6)
    expect(await bookedPax(day)).toBe(4)
  })

  it('keeps the seats exactly once when a payment settles while expiry runs', async () => {
    const day = addDays(todayInColombo(), nextDay++)
    const ctx = {
      log: t.app.log,
      publicUrl: 'http://api.test',
      providers: paymentProviders(loadConfig({ NODE_ENV: 'test' })),
    }
    for (let i = 0; i < 4; i++) {
      const o = await order(day, minutes(-1), 1)
      const settled = settlePayment(
        t.database,
        {
          provider: 'sandbox',
          providerEventId: `race-${o.payment.id}`,
          paymentId: o.payment.id,
          status: 'succeeded',
          amountCents: o.totalCents,
          currency: 'USD',
          payload: {},
        },
        ctx,
      )
      const [, result] = await Promise.all([expireUnpaidOrders(t.database), settled])
      expect(['settled', 'revived']).toContain(result.outcome)
      const state = await orderState(t.database, o)
      expect(state.order.status).toBe(1)
      expect(state.bookings[0]!.deleted_at).toBeNull()
      expect(await bookedPax(day)).toBe((i + 1) * 2)
    }
  })
})
