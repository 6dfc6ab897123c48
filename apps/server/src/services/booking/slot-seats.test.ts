import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import type { Database } from '@serendib/db/client'
import { openTestDatabase, testDatabases } from '@serendib/db/testing'
import { seedDemo } from '@serendib/db/seed/seed-demo'
import { testMediaDir } from '../../test-app.ts'
import { holdSeats, releaseSeats } from '../booking-core/seats.ts'

/** The guarded holds of a start's seats (decision 035), straight against the database. */
describe.each(testDatabases())('seats per start time on %s', (kind) => {
  let database: Database
  let activityId: number
  let otherActivityId: number
  let startId: number
  const day = '2027-02-10'
  beforeAll(async () => {
    database = await openTestDatabase(kind)
    await seedDemo(database, { mediaDir: testMediaDir })
    const tours = await database.execute<{ id: number }>(
      sql`select id from activities where status = 1 order by id limit 2`,
    )
    activityId = tours[0]!.id
    otherActivityId = tours[1]!.id
    await database.execute(sql`update activities set daily_capacity = 10 where id = ${activityId}`)
    const [start] = await database.execute<{ id: number }>(
      sql`insert into activity_start_times (activity_id, start_time, weekdays, capacity)
          values (${activityId}, '14:30', '{1,2,3,4,5,6,7}', 3) returning id`,
    )
    startId = start!.id
  })
  afterAll(() => database.close())

  const slotBooked = async () => {
    const [row] = await database.execute<{ n: number }>(
      sql`select coalesce(max(booked_pax), 0)::int as n from availability_slots where start_time_id = ${startId} and day = ${day}::date`,
    )
    return row!.n
  }
  const dayBooked = async () => {
    const [row] = await database.execute<{ n: number }>(
      sql`select coalesce(max(booked_pax), 0)::int as n from availability_days where activity_id = ${activityId} and day = ${day}::date`,
    )
    return row!.n
  }

  it('of eight concurrent holds of one seat, exactly the start capacity (3) win; the day counts only those', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        database
          .transaction(async (tx) => {
            if (!(await holdSeats(tx, activityId, day, 1, startId))) throw new Error('full')
            return true
          })
          .catch(() => false),
      ),
    )
    expect(results.filter(Boolean)).toHaveLength(3)
    expect(await slotBooked()).toBe(3)
    // The losers' day holds rolled back with their transaction.
    expect(await dayBooked()).toBe(3)
  })

  it("refuses a closed start and another tour's start; releasing gives seats back to both rows", async () => {
    await database.transaction((tx) => releaseSeats(tx, activityId, day, 1, startId))
    expect([await slotBooked(), await dayBooked()]).toEqual([2, 2])
    await database.execute(
      sql`update availability_slots set closed = true where start_time_id = ${startId} and day = ${day}::date`,
    )
    const closed = await database.transaction(async (tx) =>
      holdSeats(tx, activityId, '2027-02-10', 1, startId),
    )
    expect(closed).toBe(false)
    const foreign = await database.transaction(async (tx) =>
      holdSeats(tx, otherActivityId, '2027-02-11', 1, startId),
    )
    expect(foreign).toBe(false)
    // A refused hold leaves the day as it was.
    expect(await dayBooked()).toBe(2)
  })
  it('a release and a hold of the same start take the rows in one order: neither waits on the other forever', async () => {
    const otherDay = '2027-02-12'
    await database.transaction((tx) => holdSeats(tx, activityId, otherDay, 2, startId))
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
    // The hold takes the day's row, as holdSeats does first, and reaches the start's row later.
    const hold = database.transaction(async (tx) => {
      await tx.execute(
        sql`update availability_days set booked_pax = booked_pax where activity_id = ${activityId} and day = ${otherDay}::date`,
      )
      await pause(300)
      return holdSeats(tx, activityId, otherDay, 1, startId)
    })
    await pause(50)
    // Meanwhile a cancel gives one seat back. Taking the start's row before the day's (the order
    // before this test) deadlocked on PostgreSQL, and one of the two failed.
    const release = database.transaction((tx) => releaseSeats(tx, activityId, otherDay, 1, startId))
    const [held, released] = await Promise.all([hold, release])
    expect([held, released]).toEqual([true, 1])
    const [row] = await database.execute<{ day: number; start: number }>(
      sql`select d.booked_pax::int as day, s.booked_pax::int as start
            from availability_days d join availability_slots s using (activity_id, day)
           where d.activity_id = ${activityId} and d.day = ${otherDay}::date and s.start_time_id = ${startId}`,
    )
    expect(row).toEqual({ day: 2, start: 2 })
  })
})
