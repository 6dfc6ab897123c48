/**
 * The demo reseller's OCTO sandbox (issue 33, decision 060) is reseller only: search, the
 * search box's suggestions, the home page's lists, the sitemap, its tour page, its calendar and
 * the site's price call never show it, while OCTO lists it and books it with the demo key. Its
 * pick-up points are reached minutes before each of its starts (decision 058), also in a demo
 * folder made before migration 0029 (which then repairs it).
 */
import { readFileSync } from 'node:fs'
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '@serendib/db/client'
import { testDatabases } from '@serendib/db/testing'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import { OCTO_SANDBOX_TOUR_CODE } from '@serendib/domain/octo'
import { TourLifecycle } from '@serendib/domain/tour-lifecycle'
import { RequestLimit } from '@serendib/domain/site'
import { SANDBOX_PICKUP_MINUTES } from '@serendib/db/seed/insert-octo-sandbox'
import { buildTestApp, type TestApp } from '../../test-app.ts'
import { ensureOctoSandbox } from '../../services/octo/octo-sandbox.ts'
import { DEMO_OCTO_API_KEY } from '../../services/octo/resellers.ts'

const key = { authorization: `Bearer ${DEMO_OCTO_API_KEY}` }
const day = addDays(todayInColombo(), 10)

interface SandboxRow extends Record<string, unknown> {
  id: number
  status: number
  full_seo_url: string
}
interface PointRow extends Record<string, unknown> {
  location_id: number
  pickup_time: string | null
  minutes_before_start: number | null
}

describe.each(testDatabases())('the OCTO sandbox is reseller only on %s', (kind) => {
  let t: TestApp
  let sandbox: SandboxRow
  beforeAll(async () => {
    t = await buildTestApp(kind)
    ;[sandbox] = (await queryRows<SandboxRow>(
      t.database.db,
      sql`select id, status, full_seo_url from activities where tour_id = ${OCTO_SANDBOX_TOUR_CODE}`,
    )) as [SandboxRow]
    // A new migration rebuilds the seeded template first.
  }, 300_000)
  afterAll(() => t.close())

  const get = (url: string) => t.app.inject({ method: 'GET', url })
  const ids = async (url: string) => {
    const res = await get(url)
    expect(res.statusCode, res.body).toBe(200)
    const results = res.json().data.results as { id: number }[] | { data: { id: number }[] }
    return (Array.isArray(results) ? results : results.data).map((r) => r.id)
  }
  const points = (activityId: number) =>
    queryRows<PointRow>(
      t.database.db,
      sql`select location_id, to_char(pickup_time, 'HH24:MI') as pickup_time, minutes_before_start
            from activity_pickup_locations where activity_id = ${activityId} order by sort_order, location_id`,
    )

  it('is in no public list or page', async () => {
    expect(sandbox.status).toBe(TourLifecycle.resellerOnly)
    // The words of its title and its copy's places and categories find other tours, not it.
    for (const keyword of ['OCTO sandbox', 'sandbox', 'test bookings for resellers'])
      expect(await ids(`/api/search?keyword=${encodeURIComponent(keyword)}`)).not.toContain(sandbox.id)
    expect(await ids('/api/search')).not.toContain(sandbox.id)
    // The home page's top-selling list, even when it outsells every tour.
    await t.database.db.execute(sql`update activities set sold = 10000000 where id = ${sandbox.id}`)
    expect(await ids(`/api/search?limit=${RequestLimit.topSelling}`)).not.toContain(sandbox.id)
    const suggest = await get('/api/search/get?key=sandbox')
    expect(suggest.statusCode).toBe(200)
    expect(suggest.body).not.toMatch(/sandbox/i)
    const sitemap = await get('/sitemaps/tours-1.xml')
    expect(sitemap.statusCode).toBe(200)
    expect(sitemap.body).not.toContain(sandbox.full_seo_url)
    expect(sitemap.body).toContain('<loc>')
    // Its tour page, its calendar and the site's price for it.
    expect((await get(`/api/activity?id=${sandbox.id}`)).statusCode).toBe(404)
    expect(
      (await get(`/api/activity/availability?id=${sandbox.id}&month=${day.slice(0, 7)}`)).statusCode,
    ).toBe(404)
    const [point] = await points(sandbox.id)
    const cost = await t.app.inject({
      method: 'POST',
      url: '/api/activity/cost',
      payload: { aid: sandbox.id, pud: day, pul: point?.location_id, na: 1, start_time: '09:00' },
    })
    expect(cost.statusCode).toBe(404)
  })

  it('is listed and booked over OCTO with the demo key', async () => {
    const products = (await t.app.inject({ method: 'GET', url: '/octo/products', headers: key })).json()
    expect(products.map((p: { id: string }) => p.id)).toContain(String(sandbox.id))
    const uuid = randomUUID()
    const hold = await t.app.inject({
      method: 'POST',
      url: '/octo/bookings',
      headers: key,
      payload: {
        uuid,
        productId: String(sandbox.id),
        optionId: 'DEFAULT',
        availabilityId: `${day}T15:00:00+05:30`,
        unitItems: [{ unitId: 'adult' }, { unitId: 'adult' }],
      },
    })
    expect(hold.json()).toMatchObject({ status: 'ON_HOLD', testMode: true })
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/octo/bookings/${uuid}/confirm`,
      headers: key,
      payload: { contact: { fullName: 'Sandbox Run' } },
    })
    expect(confirmed.json()).toMatchObject({ status: 'CONFIRMED', testMode: true })
  })

  it('is repaired by migration 0029 in a folder made before it', async () => {
    // As the sandbox was made before: on sale on the site, points with fixed times only.
    await t.database.db.execute(
      sql`update activities set status = ${TourLifecycle.active} where id = ${sandbox.id}`,
    )
    await t.database.db.execute(
      sql`update activity_pickup_locations set minutes_before_start = null where activity_id = ${sandbox.id}`,
    )
    expect(await ids('/api/search?keyword=sandbox')).toContain(sandbox.id)
    const migration = readFileSync(
      new URL('../../../../../packages/db/migrations/0029_octo-sandbox-reseller-only.sql', import.meta.url),
      'utf8',
    )
    for (const statement of migration.split('--> statement-breakpoint').filter((s) => /UPDATE/.test(s)))
      await t.database.db.execute(sql.raw(statement))
    const [after] = await queryRows<{ status: number }>(
      t.database.db,
      sql`select status from activities where id = ${sandbox.id}`,
    )
    expect(after?.status).toBe(TourLifecycle.resellerOnly)
    expect((await points(sandbox.id)).map((p) => p.minutes_before_start)).toEqual(
      (await points(sandbox.id)).map(() => SANDBOX_PICKUP_MINUTES),
    )
    expect(await ids('/api/search?keyword=sandbox')).not.toContain(sandbox.id)
  })

  it('collects travellers minutes before each start, with a time on every departure', async () => {
    // The demo's tours give their points no time; give the source's first point a fixed 07:30.
    const [source] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select a.id from activities a where a.tour_id <> ${OCTO_SANDBOX_TOUR_CODE} and a.title = (
            select substring(overview from 'are those of "(.*)"\\.$') from activities where id = ${sandbox.id})`,
    )
    const original = await points(source!.id)
    await t.database.db.execute(
      sql`update activity_pickup_locations set pickup_time = '07:30', minutes_before_start = null
           where activity_id = ${source!.id} and location_id = ${original[0]!.location_id}`,
    )
    // A demo folder whose sandbox is missing makes it on start (OCTO's area, ensureOctoSandbox).
    await t.database.db.execute(
      sql`update activities set tour_id = 'OLD-SANDBOX', seo_url = 'old-sandbox', full_seo_url = '/old-sandbox'
           where id = ${sandbox.id}`,
    )
    const made = (await ensureOctoSandbox(t.database.db))!
    expect(made).not.toBe(sandbox.id)
    const copied = await points(made)
    expect(copied.map((p) => p.location_id)).toEqual(original.map((p) => p.location_id))
    // 07:30 is 90 minutes before the 09:00 start; points without a time get the sandbox's 30.
    expect(copied.map((p) => p.minutes_before_start)).toEqual(
      copied.map((_, i) => (i === 0 ? 90 : SANDBOX_PICKUP_MINUTES)),
    )
    const departures = (
      await t.app.inject({
        method: 'POST',
        url: '/octo/availability',
        headers: { ...key, 'octo-capabilities': 'octo/pickups' },
        payload: { productId: String(made), optionId: 'DEFAULT', localDate: day },
      })
    ).json() as { id: string; pickupPoints: { localDateTime: string | null }[] }[]
    expect(departures.map((d) => d.pickupPoints.map((p) => p.localDateTime?.slice(11, 16)))).toEqual([
      copied.map((_, i) => (i === 0 ? '07:30' : '08:30')),
      copied.map((_, i) => (i === 0 ? '13:30' : '14:30')),
    ])
  })
})
