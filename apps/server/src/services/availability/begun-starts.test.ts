/**
 * A departure that has begun is never sold (startBookable): a tour whose cut-off is 0 days sells
 * today's later starts, not the 07:00 boat at 09:30; on the site's calendar and over OCTO alike.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { queryRows } from '@serendib/db/client'
import { resellers } from '@serendib/db/schema/resellers'
import { testDatabases } from '@serendib/db/testing'
import { addDays, colomboInstant, todayInColombo } from '@serendib/domain/dates'
import { buildTestApp, type TestApp } from '../../test-app.ts'
import { departures } from '../octo/availability.ts'
import { loadTour } from '../octo/products.ts'
import { monthAvailability } from './month-availability.ts'

describe.each(testDatabases())('starts that have begun on %s', (kind) => {
  let t: TestApp
  let tourId: number
  // "Now" is 09:30 on a day ahead, so the demo's bookings of the next days leave it alone.
  const day = addDays(todayInColombo(), 20)
  const now = colomboInstant(day, 9, 30)

  beforeAll(async () => {
    t = await buildTestApp(kind)
    const [tour] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select a.id from activities a
           where a.status = 1 and (select count(*) from activity_start_times s where s.activity_id = a.id) >= 2
           order by a.id limit 1`,
    )
    tourId = tour!.id
    // Two starts every day, one before 09:30 and one after, and same-day sales allowed.
    await t.database.execute(sql`update activity_start_times set weekdays = '{1,2,3,4,5,6,7}', capacity = null
                                  where activity_id = ${tourId}`)
    await t.database.execute(sql`update activity_start_times set start_time = case
                                    when id = (select min(id) from activity_start_times where activity_id = ${tourId})
                                    then '07:00'::time else '14:00'::time end
                                  where activity_id = ${tourId}`)
    await t.database.execute(
      sql`update activities set booking_cutoff_days = 0, booking_cutoff_hours = null where id = ${tourId}`,
    )
  }, 300_000)
  afterAll(async () => t?.close())

  it('the calendar offers only the starts still ahead today', async () => {
    const month = await monthAvailability(
      t.database,
      { id: tourId, month: day.slice(0, 7), na: 1, nc: 0, ni: 0 },
      now,
    )
    const today = month.days.find((d) => d.date === day)!
    expect(today.times.filter((s) => s.available).map((s) => s.time)).toEqual(['14:00'])
    const tomorrow = month.days.find((d) => d.date === addDays(day, 1))
    if (tomorrow)
      expect(tomorrow.times.filter((s) => s.available).map((s) => s.time)).toEqual(['07:00', '14:00'])
  })

  it('OCTO lists the begun start as closed', async () => {
    const [reseller] = await t.database.db.select().from(resellers).limit(1)
    const tour = await loadTour(t.database.db, { ...reseller!, allowedActivityIds: null }, String(tourId))
    const found = await departures(t.database.db, tour, day, addDays(day, 1), now)
    const open = (d: string) => found.filter((x) => x.day === d && x.open).map((x) => x.time)
    expect(open(day)).toEqual(['14:00'])
    expect(open(addDays(day, 1))).toEqual(['07:00', '14:00'])
  })
})
