import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { randomUUID } from 'node:crypto'
import { DEMO_ADMIN_EMAIL, DEMO_CUSTOMER_EMAIL } from '@serendib/db/seed/insert-demo-people'
import { activityStartTimes } from '@serendib/db/schema/tour-schedule'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import { checkoutItem } from '../apps/server/src/testing/bookings.ts'
import { prepareTestTour } from '../apps/server/src/testing/booking-fixtures.ts'
import { DEMO_OCTO_API_KEY } from '../apps/server/src/services/octo/resellers.ts'
import { DEMO_PASSWORD } from '@serendib/db/seed/seed-demo'
import { startCluster, type RunningCluster } from './support/cluster-server.ts'

const CLUSTER_APP_SECRET = 'cluster-test-app-secret-0123456789abcdef'
const CLUSTER_CLIENT_SECRET = 'cluster-test-client-secret-0123456789abcdef'

/** A 96 × 64 PNG, as an admin would upload it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAABACAIAAABqVuVZAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAv0lEQVR4nO3ZsQnDQADFUG9wm6rM/OkDcRPCd/HgJhD68tm+zivnfIdwoXNuFQEogPplJQwKoBjU/x41JhZAMSgTa3Wh1aAAikGZWBrUM78riHQAxaBMLA1q3mORDqAYlIk1746LYgDFoEyseYC8rAZQDMrE0qDmMRbpAIpBmVjz6LgoBlAMysR6yPFnNYBiUCaWBjXvsUgHUAzKxJp3x0UxgGJQJtY8QF5WAygGZWJpUPMYi3QAxaBMrHl0Ps4bmyDJS8cqzdQAAAAASUVORK5CYII=',
  'base64',
)

/**
 * `npm run cluster -- --processes 2` on a fresh PostgreSQL database: the API through nginx,
 * spread over both processes, sharing media, cache invalidation and sign-ins (issue 17).
 */
describe.runIf(process.env.TEST_DATABASE_URL)('two app processes behind nginx', () => {
  let cluster: RunningCluster
  let base: string
  let appPorts: number[]

  beforeAll(async () => {
    // Both processes need the same secrets: set here, as a deployment does.
    cluster = await startCluster(2, {
      CATALOGUE_CACHE_SECONDS: '60',
      APP_SECRET: CLUSTER_APP_SECRET,
      OAUTH_CLIENT_SECRET: CLUSTER_CLIENT_SECRET,
    })
    base = cluster.baseUrl
    appPorts = cluster.appPorts
  }, 300_000)
  afterAll(async () => {
    if (cluster?.process.exitCode === null) await cluster.stop()
  }, 60_000)

  const direct = (appPort: number, url: string, init?: RequestInit) =>
    fetch(`http://127.0.0.1:${appPort}${url}`, init)
  const signIn = (email: string) =>
    fetch(`${base}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        client_id: 2,
        client_secret: CLUSTER_CLIENT_SECRET,
        grant_type: 'password',
        username: email,
        password: DEMO_PASSWORD,
      }),
    }).then(async (r) => ((await r.json()) as { access_token: string }).access_token)

  it('spreads API requests over both processes', async () => {
    const upstreams = new Set<string>()
    // Concurrent requests: least_conn gives the second one to the idle process.
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all(Array.from({ length: 4 }, () => fetch(`${base}/api/search?limit=2`)))
      for (const answer of answers) {
        expect(answer.status).toBe(200)
        upstreams.add(String(answer.headers.get('x-upstream')))
      }
    }
    expect([...upstreams].sort()).toEqual(appPorts.map((p) => `127.0.0.1:${p}`).sort())
  })

  it('serves an image uploaded through nginx from every process, and caches media at the proxy', async () => {
    const token = await fetch(`${base}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        client_id: 2,
        client_secret: CLUSTER_CLIENT_SECRET,
        grant_type: 'password',
        username: DEMO_ADMIN_EMAIL,
        password: DEMO_PASSWORD,
      }),
    }).then(async (r) => ((await r.json()) as { access_token: string }).access_token)
    const form = new FormData()
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'tile.png')
    const uploaded = await fetch(`${base}/api/admin/images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    })
    expect(uploaded.status).toBe(200)
    const { url } = ((await uploaded.json()) as { data: { url: string } }).data
    for (const appPort of appPorts) {
      const served = await direct(appPort, url)
      expect(served.status, `process on ${appPort}`).toBe(200)
      expect(served.headers.get('content-type')).toBe('image/webp')
    }
    expect((await fetch(`${base}${url}`)).headers.get('x-cache')).toBe('MISS')
    expect((await fetch(`${base}${url}`)).headers.get('x-cache')).toBe('HIT')
  })

  it('shows a catalogue change on every process within a second', async () => {
    const search = (await (await fetch(`${base}/api/search?limit=1`)).json()) as {
      data: { results: { id: number }[] }
    }
    const id = search.data.results[0]!.id
    for (const appPort of appPorts) await direct(appPort, `/api/activity?id=${id}`) // cached in each
    await cluster.database.execute(
      sql`update activities set title = 'Renamed in the cluster' where id = ${id}`,
    )
    const started = Date.now()
    for (const appPort of appPorts) {
      for (;;) {
        const data = (
          (await (await direct(appPort, `/api/activity?id=${id}`)).json()) as { data: { title: string } }
        ).data
        if (data.title === 'Renamed in the cluster') break
        expect(Date.now() - started).toBeLessThan(1000)
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    }
  })

  it('keeps /metrics off the public proxy, and on each process for a local scraper', async () => {
    expect((await fetch(`${base}/metrics`)).status).toBe(404)
    for (const appPort of appPorts) {
      const text = await (await direct(appPort, '/metrics')).text()
      expect(text).toContain('http_requests_total{method="GET",route="/api/search",status_code="200"}')
    }
  })

  it('sells exactly the seats there were when the site (one process) and a reseller (the other) race', async () => {
    const SEATS = 4
    const day = addDays(todayInColombo(), 15)
    const tour = await prepareTestTour(cluster.database, 3)
    await cluster.database.db
      .insert(activityStartTimes)
      .values({ activityId: tour.id, startTime: '08:00', weekdays: [1, 2, 3, 4, 5, 6, 7], capacity: SEATS })
    const customer = await signIn(DEMO_CUSTOMER_EMAIL)
    const json = (authorization: string, body: object): RequestInit => ({
      method: 'POST',
      headers: { authorization: `Bearer ${authorization}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    const [sitePort, resellerPort] = appPorts as [number, number]
    // A contact e-mail each: one e-mail may hold only two unpaid orders (issue 12).
    const site = (i: number) =>
      direct(
        sitePort,
        '/api/booking/checkout',
        json(customer, {
          booking: [
            {
              ...checkoutItem({ tour, day, adults: 1, children: 0 }),
              contact_email: `racer${i}@example.com`,
              start_time: '08:00',
            },
          ],
          url: base,
        }),
      )
    const reseller = () =>
      direct(
        resellerPort,
        '/octo/bookings',
        json(DEMO_OCTO_API_KEY, {
          uuid: randomUUID(),
          productId: String(tour.id),
          optionId: 'DEFAULT',
          availabilityId: `${day}T08:00:00+05:30`,
          unitItems: [{ unitId: 'adult' }],
        }),
      )
    const answers = await Promise.all(
      Array.from({ length: SEATS * 2 }, (_, i) => (i % 2 === 0 ? site(i) : reseller())),
    )
    const bodies = await Promise.all(answers.map(async (a) => ({ status: a.status, body: await a.text() })))
    const won = bodies.filter((a) => a.status === 200)
    expect(won, JSON.stringify(bodies)).toHaveLength(SEATS)
    // Refused: the site answers 409 (the start filled up while it held seats) or 422 (the quote
    // already saw it full), OCTO 400 UNPROCESSABLE_ENTITY.
    const refused = bodies.filter((a) => [400, 409, 422].includes(a.status))
    expect(refused, JSON.stringify(bodies.map((a) => a.status))).toHaveLength(SEATS)
    const [seats] = await cluster.database.execute<{ slot: number; bookings: number }>(
      sql`select (select booked_pax from availability_slots s join activity_start_times st on st.id = s.start_time_id
                   where st.activity_id = ${tour.id} and s.day = ${day}::date)::int as slot,
                 (select count(*)::int from bookings where activity_id = ${tour.id} and start_date = ${day}::date
                   and deleted_at is null) as bookings`,
    )
    expect(seats).toEqual({ slot: SEATS, bookings: SEATS })
  })

  it('stops nginx and both processes on SIGTERM', async () => {
    expect(await cluster.stop()).toBe(0)
    for (const appPort of appPorts) await expect(direct(appPort, '/healthz')).rejects.toThrow()
    await expect(fetch(`${base}/healthz`)).rejects.toThrow()
  }, 30_000)
})
