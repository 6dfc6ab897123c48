import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows, type Database } from './client.ts'
import { migrationsFolder } from './migrate.ts'
import { openTestDatabase, testDatabases } from './testing.ts'

// Found by name, not number: the integrator renumbers migrations when branches merge.
const file = readdirSync(migrationsFolder).find((name) => name.endsWith('_pickup-minutes-before-start.sql'))
const statements = readFileSync(path.join(migrationsFolder, file!), 'utf8').split('--> statement-breakpoint')
const backfill = statements.find((s) => s.includes('UPDATE "activity_pickup_locations"'))!

describe.each(testDatabases())('pick-up minutes migration on %s', (kind) => {
  let database: Database
  beforeAll(async () => {
    database = await openTestDatabase(kind)
  })
  afterAll(async () => database?.close())

  /** A tour with these start times and pick-up points (fixed times); its id. */
  async function tour(key: string, starts: string[], points: (string | null)[]): Promise<number> {
    const [supplier] = await queryRows<{ id: number }>(
      database.db,
      sql`insert into users (user_type, email) values (2, ${`${key}@example.com`}) returning id`,
    )
    const [a] = await queryRows<{ id: number }>(
      database.db,
      sql`insert into activities (tour_id, supplier_user_id, title, tour_type, duration_value, duration_unit,
                                  seo_url, full_seo_url)
          values (${key}, ${supplier!.id}, ${key}, 2, 4, 2, ${key}, ${`/${key}`}) returning id`,
    )
    for (const time of starts)
      await database.execute(
        sql`insert into activity_start_times (activity_id, start_time, weekdays)
            values (${a!.id}, ${time}::time, '{1,2,3,4,5,6,7}')`,
      )
    for (const [i, time] of points.entries()) {
      const [l] = await queryRows<{ id: number }>(
        database.db,
        sql`insert into locations (name, slug, kind, is_pickup_point)
            values (${`${key} point ${i}`}, ${`${key}-point-${i}`}, 'hotel', true) returning id`,
      )
      await database.execute(
        sql`insert into activity_pickup_locations (activity_id, location_id, pickup_time, sort_order)
            values (${a!.id}, ${l!.id}, ${time}::time, ${i})`,
      )
    }
    return a!.id
  }

  const points = (id: number) =>
    queryRows<{ pickup_time: string | null; minutes_before_start: number | null }>(
      database.db,
      sql`select to_char(pickup_time, 'HH24:MI') as pickup_time, minutes_before_start
            from activity_pickup_locations where activity_id = ${id} order by sort_order`,
    )

  it('turns fixed times into minutes before the first start, and leaves tours sold per day fixed', async () => {
    // Starts 14:00 and 08:00 (the first start is the earliest, not the first row).
    const timed = await tour('timed', ['14:00', '08:00'], ['07:30', '08:00', null, '09:00', '19:00'])
    const perDay = await tour('per-day', [], ['07:30'])
    await database.execute(sql.raw(backfill))
    expect(await points(timed)).toEqual([
      { pickup_time: '07:30', minutes_before_start: 30 },
      { pickup_time: '08:00', minutes_before_start: 0 },
      { pickup_time: null, minutes_before_start: null },
      // After the first start: not guessed, the supplier says it again.
      { pickup_time: '09:00', minutes_before_start: null },
      { pickup_time: '19:00', minutes_before_start: null },
    ])
    expect(await points(perDay)).toEqual([{ pickup_time: '07:30', minutes_before_start: null }])
  })

  it('refuses minutes outside 0 to 720', async () => {
    const id = await tour('bounds', ['08:00'], ['07:00'])
    await expect(
      database.execute(
        sql`update activity_pickup_locations set minutes_before_start = 721 where activity_id = ${id}`,
      ),
    ).rejects.toThrow()
  })
})
