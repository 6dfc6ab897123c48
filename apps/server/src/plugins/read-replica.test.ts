import type { FastifyInstance } from 'fastify'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postgresOnly } from '@serendib/db/testing'
import type { Database } from '@serendib/db/client'
import {
  allowLocalReplication,
  startLocalReplica,
  type LocalReplica,
} from '@serendib/db/replica/local-replica'
import { waitForReplay } from '@serendib/db/replica/replay'
import { buildAppOn, buildTestApp, type TestApp } from '../test-app.ts'
import { prepareTestTour, type TestTour } from '../testing/booking-fixtures.ts'
import { bearer } from '../testing/accounts.ts'
import { bookTour, createTestCustomer, supplierOf } from '../testing/bookings.ts'
import { openOnReplica } from '../testing/read-replica.ts'
import { todayInColombo, addDays } from '@serendib/domain/dates'

/**
 * Decision 052 on a REAL streaming replica of the test server: pg_basebackup of it into a
 * temporary folder, started on another port (packages/db/src/replica/local-replica.ts), removed
 * afterwards. One app reads the catalogue from the replica; another reads everything from the
 * primary. With replay running both answer the same; with replay paused, what the catalogue
 * shows proves where it reads, and checkout and the supplier's re-read must still see the write.
 */
describe.each(postgresOnly())('catalogue reads on a streaming replica (%s)', () => {
  let replica: LocalReplica
  let t: TestApp
  let reads: Database
  let app: FastifyInstance
  let tour: TestTour

  beforeAll(async () => {
    await allowLocalReplication(process.env.TEST_DATABASE_URL!)
    replica = await startLocalReplica(process.env.TEST_DATABASE_URL!)
    t = await buildTestApp('pg')
    tour = await prepareTestTour(t.database)
    reads = await openOnReplica(replica.url, t.database)
    app = await buildAppOn(t.database, { catalogueCacheMs: 60_000 }, { readDatabase: reads })
  }, 300_000)
  afterAll(async () => {
    await app?.close()
    await reads?.close()
    await t?.close()
    await replica?.stop()
  })

  const replayPaused = async <T>(run: () => Promise<T>): Promise<T> => {
    await reads.execute(sql`select pg_wal_replay_pause()`)
    try {
      return await run()
    } finally {
      await reads.execute(sql`select pg_wal_replay_resume()`)
    }
  }
  const title = async (on: FastifyInstance) =>
    (await on.inject(`/api/activity?id=${tour.id}`)).json().data.title

  it('is a hot standby, and answers the catalogue exactly as the primary does', async () => {
    const [row] = await reads.execute<{ standby: boolean }>(sql`select pg_is_in_recovery() as standby`)
    expect(row!.standby).toBe(true)
    expect(await waitForReplay(t.database, reads)).toBe(true)
    const urls = [
      '/api/search?keyword=kandy&tour_type=2&price_max=200&page=1',
      '/api/search?keyword=beech%20galle',
      '/api/search?limit=6&category=1',
      '/api/search/get?key=sig',
      `/api/activity?id=${tour.id}`,
      '/api/featured/categories/get',
      '/api/sliders/get',
      '/api/travel/inspiration?page=home',
      '/api/locationsPages/tags',
      '/api/locations/get',
      '/sitemap.xml',
      '/sitemaps/tours-1.xml',
    ]
    for (const url of urls) {
      const [fromReplica, fromPrimary] = await Promise.all([app.inject(url), t.app.inject(url)])
      expect(fromReplica.statusCode, url).toBe(200)
      expect(fromReplica.body, url).toBe(fromPrimary.body)
    }
  })

  it('shows the replica pool and its replay lag in /metrics', async () => {
    const text = (await app.inject('/metrics')).body
    expect(text).toMatch(/^db_read_pool_connections\{state="max"\} 5$/m)
    expect(text).toMatch(/^db_read_replica_lag_bytes \d+$/m)
  })

  it('reads the catalogue on the replica; checkout and the supplier re-read stay on the primary', async () => {
    const customer = await createTestCustomer(t.app, t.database)
    const supplier = await supplierOf(t.app, t.database, tour.id)
    const before = await title(app) // cached for a minute in `app` now
    const day = addDays(todayInColombo(), 5)
    await replayPaused(async () => {
      await t.database.execute(
        sql`update activities set title = 'Renamed on the primary' where id = ${tour.id}`,
      )
      await t.database.execute(
        sql`update activity_prices set adult_price_cents = 5000 where activity_id = ${tour.id}`,
      )
      // The change's notice clears the cache, but the replica has not replayed it yet.
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(await title(app)).toBe(before)
      expect(await title(t.app)).toBe('Renamed on the primary')

      const own = await app.inject({ url: `/api/supplier/tours/${tour.id}`, headers: bearer(supplier.token) })
      expect(own.json().data.title).toBe('Renamed on the primary')

      const bookingId = await bookTour(app, t.database, customer.token, { tour, day })
      const [booking] = await t.database.execute<{ cents: number }>(
        sql`select booking_amount_cents as cents from bookings where id = ${bookingId}`,
      )
      expect(booking!.cents).toBe(2 * 5000 + 2250) // the new adult rate, read on the primary
    })
    // Replay resumed: the cache that kept the replica's old answer is cleared again once the
    // replica has replayed the change (plugins/catalogue-changes.ts), well inside its minute.
    const started = performance.now()
    while ((await title(app)) !== 'Renamed on the primary') {
      expect(performance.now() - started).toBeLessThan(5000)
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  })

  it('sends catalogue reads to the primary while the replica is down', async () => {
    await replica.stop()
    app.catalogueChanges.changed() // nothing from the cache: these reads reach a database
    const answer = await app.inject(`/api/activity?id=${tour.id}`)
    expect(answer.statusCode).toBe(200)
    expect(answer.json().data.title).toBe('Renamed on the primary')
    expect((await app.inject('/api/search?keyword=beach')).statusCode).toBe(200)
  })
})
