import type { FastifyInstance } from 'fastify'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabases } from '@serendib/db/testing'
import type { SupplierTour } from '@serendib/domain/api/supplier-tours'
import { RequestLimit } from '@serendib/domain/site'
import { multipart, picture } from '../../../../testing/reviews.ts'
import { buildAppOn } from '../../../../test-app.ts'
import {
  completeTourBody,
  createTour,
  supplierToursSuite,
  type SupplierToursSuite,
} from '../../../../testing/supplier-tours.ts'

/** The bound issue 13 allows a decision to reach every process's cached answers. */
const BOUND_MS = 3000

/**
 * A tour enters search, the sitemap and the home page's sections the moment it becomes Active,
 * and leaves them when archived or rejected: decided in one app process, seen in another whose
 * answers are cached for a minute (on PostgreSQL: two processes, LISTEN/NOTIFY; PGlite is one
 * process, so there the deciding process is also the reading one).
 */
describe.each(testDatabases())('a tour in search, sitemap and home across processes on %s', (kind) => {
  let s: SupplierToursSuite
  let reader: FastifyInstance
  beforeAll(async () => {
    s = await supplierToursSuite(kind, { cacheSeconds: 60 })
    reader = kind === 'pg' ? await buildAppOn(s.t.database, { catalogueCacheMs: 60_000 }) : s.t.app
  })
  afterAll(async () => {
    if (reader !== s.t.app) await reader.close()
    await s.t.close()
  })

  const post = (url: string, headers: object, payload?: object) =>
    s.t.app.inject({ method: 'POST', url, headers: headers as Record<string, string>, payload })

  /** A submitted tour that would top the home page's "top selling" section once on sale. */
  async function submittedTour(word: string): Promise<SupplierTour> {
    const tour = await createTour(s, s.a, { ...completeTourBody(s), title: `Kandy ${word} lake walk` })
    const form = multipart([
      { name: 'file', filename: 'a.jpg', contentType: 'image/jpeg', bytes: await picture('jpeg') },
    ])
    const upload = await s.t.app.inject({
      method: 'POST',
      url: `/api/supplier/tours/${tour.id}/photos`,
      headers: { ...s.a.headers, ...form.headers },
      payload: form.payload,
    })
    expect(upload.statusCode, upload.body).toBe(200)
    await s.t.database.execute(sql`update activities set sold = 1000000 where id = ${tour.id}`)
    expect((await post(`/api/supplier/tours/${tour.id}/submit`, s.a.headers)).statusCode).toBe(200)
    return tour
  }

  /** Where the reading process shows the tour: keyword search, home's top selling, sitemap. */
  async function seenIn(tour: SupplierTour) {
    const ids = async (url: string) =>
      ((await reader.inject(url)).json().data.results as { id: number }[]).map((r) => r.id)
    return {
      search: (await ids(`/api/search?keyword=${encodeURIComponent(tour.title)}&limit=10`)).includes(tour.id),
      home: (await ids(`/api/search?limit=${RequestLimit.topSelling}`)).includes(tour.id),
      sitemap: (await reader.inject('/sitemaps/tours-1.xml')).body.includes(tour.full_seo_url),
    }
  }

  async function within(tour: SupplierTour, wanted: boolean) {
    const started = performance.now()
    for (;;) {
      const seen = await seenIn(tour)
      if (Object.values(seen).every((v) => v === wanted)) return performance.now() - started
      if (performance.now() - started > BOUND_MS)
        throw new Error(`after ${BOUND_MS} ms: ${JSON.stringify(seen)}`)
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }

  it('enters every list when approved and leaves them when archived', async () => {
    const tour = await submittedTour('zqpresencearchive')
    // Cached in the reader while the tour is pending.
    expect(await seenIn(tour)).toEqual({ search: false, home: false, sitemap: false })
    expect((await post(`/api/admin/tours/${tour.id}/approve`, s.admin)).statusCode).toBe(200)
    expect(await within(tour, true)).toBeLessThan(BOUND_MS)
    expect((await post(`/api/supplier/tours/${tour.id}/archive`, s.a.headers)).statusCode).toBe(200)
    expect(await within(tour, false)).toBeLessThan(BOUND_MS)
  })

  it('leaves every list when an admin rejects it', async () => {
    const tour = await submittedTour('zqpresencereject')
    expect((await post(`/api/admin/tours/${tour.id}/approve`, s.admin)).statusCode).toBe(200)
    await within(tour, true)
    const rejected = await post(`/api/admin/tours/${tour.id}/reject`, s.admin, { reason: 'Wrong photos' })
    expect(rejected.statusCode).toBe(200)
    expect(await within(tour, false)).toBeLessThan(BOUND_MS)
  })
})
