import type { FastifyInstance } from 'fastify'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postgresOnly } from '@serendib/db/testing'
import type { ActivityCard } from '@serendib/domain/catalogue-api'
import { buildAppOn, buildTestApp, type TestApp } from '../test-app.ts'
import { LISTENER_NAME } from './catalogue-changes.ts'

/** The bound decision 040 documents for a change to reach another process's cache. */
const BOUND_MS = 1000

/**
 * Two app processes on one PostgreSQL, each caching catalogue answers for a minute: a change
 * committed anywhere reaches the other's cache through LISTEN/NOTIFY within the bound.
 */
describe.each(postgresOnly())('catalogue changes across processes on %s', () => {
  let one: TestApp
  let two: FastifyInstance
  let tour: ActivityCard

  beforeAll(async () => {
    one = await buildTestApp('pg', { cacheSeconds: 60 })
    two = await buildAppOn(one.database, { catalogueCacheMs: 60_000 })
    tour = (await two.inject('/api/search?limit=1')).json().data.results[0]
  })
  afterAll(async () => {
    await two?.close()
    await one?.close()
  })

  const detail = async () => (await two.inject(`/api/activity?id=${tour.id}`)).json().data
  /** How long until the other process answers `wanted`; fails past the bound. */
  const freshWithin = async (wanted: (data: Record<string, unknown>) => boolean, boundMs = BOUND_MS) => {
    const started = performance.now()
    while (!wanted(await detail())) {
      if (performance.now() - started > boundMs) throw new Error(`still stale after ${boundMs} ms`)
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    return performance.now() - started
  }

  it('shows a new title and a new price from another process within the bound', async () => {
    await detail() // cached in `two` now
    await one.database.execute(sql`update activities set title = 'Renamed elsewhere' where id = ${tour.id}`)
    expect(await freshWithin((d) => d.title === 'Renamed elsewhere')).toBeLessThan(BOUND_MS)

    await one.database.execute(
      sql`update activity_prices set selling_price_cents = 12345 where activity_id = ${tour.id}`,
    )
    await freshWithin((d) => (d.price as { selling_price_cents: number }).selling_price_cents === 12345)
  })

  it('shows edited site settings and site content from another process within the bound', async () => {
    const read = async () => ({
      title: (await two.inject('/api/settings/site/get')).json().data.title,
      about: (await two.inject('/api/content/site/get')).json().data.about,
    })
    await read() // cached in `two` now (decision 068)
    await one.database.execute(sql`update site_settings set title = 'Retitled elsewhere'`)
    await one.database.execute(
      sql`update site_content set body = '<p>Written elsewhere</p>' where section = 'about'`,
    )
    const started = performance.now()
    for (;;) {
      const now = await read()
      if (now.title === 'Retitled elsewhere' && now.about === '<p>Written elsewhere</p>') break
      if (performance.now() - started > BOUND_MS) throw new Error(`still stale after ${BOUND_MS} ms`)
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
  })

  it('shows a translation written in another process within the bound (decision 086)', async () => {
    const [page] = (await one.database.execute(
      sql`select id from location_pages where published order by id limit 1`,
    )) as unknown as Array<{ id: number }>
    const read = async () => ({
      location: (await two.inject(`/api/location/page?id=${page!.id}&lang=de`)).json().data.description,
      about: (await two.inject('/api/content/site/get?lang=de')).json().data.about,
    })
    await read() // cached in `two` now
    await one.database.execute(
      sql`insert into content_translations (kind, item_id, locale, field, value)
          values ('location_page', ${page!.id}, 'de', 'description', 'Anderswo übersetzt')`,
    )
    await one.database.execute(
      sql`insert into site_content_translations (section, locale, field, value)
          values ('about', 'de', 'body', '<p>Anderswo geschrieben</p>')`,
    )
    const started = performance.now()
    for (;;) {
      const now = await read()
      if (now.location === 'Anderswo übersetzt' && now.about === '<p>Anderswo geschrieben</p>') break
      if (performance.now() - started > BOUND_MS) throw new Error(`still stale after ${BOUND_MS} ms`)
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
  })

  it('keeps its cache when only the sold count moves (every paid booking does that)', async () => {
    const before = await detail()
    expect(before.sold).toEqual(expect.any(Number))
    await one.database.execute(sql`update activities set sold = sold + 7 where id = ${tour.id}`)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect((await detail()).sold).toBe(before.sold)
  })

  it('listens again after losing its connection, and starts afresh', async () => {
    await detail()
    const [killed] = await one.database.execute<{ n: number }>(
      sql`select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
          where application_name = ${LISTENER_NAME} and datname = current_database()`,
    )
    expect(killed?.n).toBe(2)
    await one.database.execute(sql`update activities set title = 'Renamed while deaf' where id = ${tour.id}`)
    // Reconnecting waits a second, then clears what may have been missed.
    await freshWithin((d) => d.title === 'Renamed while deaf', 3000)
    await one.database.execute(sql`update activities set title = 'Renamed after' where id = ${tour.id}`)
    expect(await freshWithin((d) => d.title === 'Renamed after')).toBeLessThan(BOUND_MS)
  })
})
