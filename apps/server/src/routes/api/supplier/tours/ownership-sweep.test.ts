import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { testDatabases } from '@serendib/db/testing'
import type { AdminTourQueueItem } from '@serendib/domain/api/supplier-tours'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import { StartTimeMessages } from '@serendib/domain/supplier-tours'
import { supplierOf } from '../../../../testing/bookings.ts'
import { activeTour } from '../../../../testing/reviews.ts'
import {
  approvedTour,
  completeTourBody,
  createTour,
  supplierToursSuite,
  type SupplierToursSuite,
} from '../../../../testing/supplier-tours.ts'

interface Endpoint {
  method: string
  path: string
}

describe.each(testDatabases())('supplier tours: every endpoint, existing tours, cut-off on %s', (kind) => {
  let s: SupplierToursSuite
  beforeAll(async () => {
    s = await supplierToursSuite(kind)
  })
  afterAll(() => s.t.close())

  it("every /api/supplier/tours/{id} endpoint answers another supplier's tour 404 and changes nothing", async () => {
    const doc = (await s.t.app.inject('/api/docs/json')).json() as {
      paths: Record<string, Record<string, unknown>>
    }
    const endpoints: Endpoint[] = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/supplier/tours/{id}'))
      .flatMap(([path, ops]) => Object.keys(ops).map((method) => ({ method: method.toUpperCase(), path })))
    // list/get/patch, submit, archive, duplicate, photos ×4, calendar ×3.
    expect(endpoints.length).toBeGreaterThanOrEqual(12)
    const tour = await createTour(s, s.a, {
      ...completeTourBody(s),
      start_times: [{ time: '09:00', weekdays: [1, 2, 3, 4, 5, 6, 7], capacity: 4 }],
    })
    const before = await s.t.database.execute(sql`select * from activities where id = ${tour.id}`)
    const bodies: Record<string, object> = {
      PATCH: { title: 'Taken over', alt_text: 'x' },
      PUT: { ids: [1] },
      POST: { day: addDays(todayInColombo(), 5), start_time_id: tour.start_times[0]!.id },
    }
    for (const { method, path } of endpoints) {
      const url =
        path.replace('{id}', String(tour.id)).replace('{photoId}', '1') +
        (path.endsWith('/calendar') ? '?month=2026-12' : '')
      const response = await s.t.app.inject({
        method: method as 'GET',
        url,
        headers: s.b.headers,
        payload: bodies[method],
      })
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(404)
      expect(response.body).not.toContain(tour.seo_url)
    }
    expect(await s.t.database.execute(sql`select * from activities where id = ${tour.id}`)).toEqual(before)
    const [closed] = await s.t.database.execute<{ n: number }>(
      sql`select count(*)::int as n from availability_slots where activity_id = ${tour.id}`,
    )
    expect(closed!.n).toBe(0)
  })

  it('a seeded tour (no start times, approved before snapshots) opens in the editor and keeps selling after an edit', async () => {
    const seeded = await activeTour(s.t.database, 0)
    const owner = await supplierOf(s.t.app, s.t.database, seeded.id)
    const headers = { authorization: `Bearer ${owner.token}` }
    const got = await s.t.app.inject({ url: `/api/supplier/tours/${seeded.id}`, headers })
    expect(got.statusCode, got.body).toBe(200)
    expect(got.json().data).toMatchObject({ status: 1, start_times: [], changed_since_approval: false })
    const edit = await s.t.app.inject({
      method: 'PATCH',
      url: `/api/supplier/tours/${seeded.id}`,
      headers,
      payload: { overview: 'Rewritten by its supplier' },
    })
    expect(edit.statusCode, edit.body).toBe(200)
    expect(edit.json().data).toMatchObject({ status: 1, changed_since_approval: true })
    const queue = (
      await s.t.app.inject({ url: '/api/admin/tours/review-queue?queue=changed', headers: s.admin })
    ).json().data.tours as AdminTourQueueItem[]
    expect(queue.find((t) => t.id === seeded.id)?.diff.map((d) => d.field)).toEqual(['overview'])
    const quote = await s.t.app.inject({
      method: 'POST',
      url: '/api/activity/cost',
      payload: {
        aid: seeded.id,
        pud: addDays(todayInColombo(), 20),
        pul: got.json().data.pickup_locations[0].location_id,
        na: 1,
      },
    })
    expect(quote.statusCode, quote.body).toBe(200)
    expect(quote.json().available_times).toBeUndefined()
  })

  it('a cut-off in hours closes a start that many hours before it', async () => {
    const tour = await approvedTour(s, s.a, {
      ...completeTourBody(s),
      booking_cutoff: { unit: 'hours', value: 48 },
      start_times: [{ time: '10:00', weekdays: [1, 2, 3, 4, 5, 6, 7], capacity: 8 }],
    })
    const cost = (pud: string) =>
      s.t.app.inject({
        method: 'POST',
        url: '/api/activity/cost',
        payload: { aid: tour.id, pud, pul: s.pickupIds[0], na: 1, start_time: '10:00' },
      })
    const tomorrow = await cost(addDays(todayInColombo(), 1))
    expect(tomorrow.statusCode).toBe(422)
    expect(tomorrow.json().message).toBe(StartTimeMessages.tooLate(48))
    expect((await cost(addDays(todayInColombo(), 3))).statusCode).toBe(200)
  })
})
