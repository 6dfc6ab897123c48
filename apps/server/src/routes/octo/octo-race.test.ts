/**
 * The site and a reseller race for the last seats of one departure from two app instances on
 * one database (issue 16): exactly the seats there were are sold, whoever wins them.
 */
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '@serendib/db/client'
import { activityStartTimes } from '@serendib/db/schema/tour-schedule'
import { testDatabases } from '@serendib/db/testing'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import { bearer } from '../../testing/accounts.ts'
import { checkoutItem, createTestCustomer } from '../../testing/bookings.ts'
import { prepareTestTour, type TestTour } from '../../testing/booking-fixtures.ts'
import { buildAppOn, buildTestApp, type TestApp } from '../../test-app.ts'
import { DEMO_OCTO_API_KEY } from '../../services/octo/resellers.ts'

const day = addDays(todayInColombo(), 15)
const SEATS = 4

describe.each(testDatabases())('site and reseller racing for the last seats on %s', (kind) => {
  let t: TestApp
  let other: FastifyInstance
  let tour: TestTour
  let customer: { authorization: string }
  beforeAll(async () => {
    t = await buildTestApp(kind)
    other = await buildAppOn(t.database)
    tour = await prepareTestTour(t.database, 3)
    await t.database.db
      .insert(activityStartTimes)
      .values({ activityId: tour.id, startTime: '08:00', weekdays: [1, 2, 3, 4, 5, 6, 7], capacity: SEATS })
    customer = bearer((await createTestCustomer(t.app, t.database)).token)
  })
  afterAll(async () => {
    await other.close()
    await t.close()
  })

  it(`sells exactly ${SEATS} seats of ${SEATS * 2} attempts`, async () => {
    const site = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/booking/checkout',
        headers: customer,
        payload: {
          booking: [{ ...checkoutItem({ tour, day, adults: 1, children: 0 }), start_time: '08:00' }],
          url: 'http://shop.test',
        },
      })
    const reseller = () =>
      other.inject({
        method: 'POST',
        url: '/octo/bookings',
        headers: { authorization: `Bearer ${DEMO_OCTO_API_KEY}` },
        payload: {
          uuid: randomUUID(),
          productId: String(tour.id),
          optionId: 'DEFAULT',
          availabilityId: `${day}T08:00:00+05:30`,
          unitItems: [{ unitId: 'adult' }],
        },
      })
    const answers = await Promise.all(
      Array.from({ length: SEATS * 2 }, (_, i) => (i % 2 === 0 ? site() : reseller())),
    )
    const won = answers.filter(
      (a) => a.statusCode === 200 && (a.json().status === 'ON_HOLD' || a.json().status === 'success'),
    )
    const refused = answers.filter((a) => a.statusCode !== 200)
    expect(won).toHaveLength(SEATS)
    expect(refused).toHaveLength(SEATS)
    const [seats] = await queryRows<{ slot: number; bookings: number }>(
      t.database.db,
      sql`select (select booked_pax from availability_slots s join activity_start_times st on st.id = s.start_time_id
                   where st.activity_id = ${tour.id} and s.day = ${day}::date)::int as slot,
                 (select count(*)::int from bookings where activity_id = ${tour.id} and start_date = ${day}::date
                   and deleted_at is null) as bookings`,
    )
    expect(seats).toEqual({ slot: SEATS, bookings: SEATS })
  })
})
