import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '@serendib/db/client'
import { testDatabases } from '@serendib/db/testing'
import { TourLifecycleMessages } from '@serendib/domain/tour-lifecycle'
import { auditRows } from '../../../testing/admin.ts'
import { multipart, picture } from '../../../testing/reviews.ts'
import {
  approvedTour,
  completeTourBody,
  createTour,
  supplierToursSuite,
  type SupplierToursSuite,
} from '../../../testing/supplier-tours.ts'

describe.each(testDatabases())('the admin tour review page and featuring on %s', (kind) => {
  let s: SupplierToursSuite
  beforeAll(async () => {
    s = await supplierToursSuite(kind, { cacheSeconds: 30 })
  })
  afterAll(() => s.t.close())

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, headers: object = s.admin) =>
    s.t.app.inject({ method, url, payload, headers: headers as Record<string, string> })

  async function submittedTour(title: string) {
    const tour = await createTour(s, s.a, { ...completeTourBody(s), title })
    const form = multipart([
      { name: 'file', filename: 'a.jpg', contentType: 'image/jpeg', bytes: await picture('jpeg') },
    ])
    await s.t.app.inject({
      method: 'POST',
      url: `/api/supplier/tours/${tour.id}/photos`,
      headers: { ...s.a.headers, ...form.headers },
      payload: form.payload,
    })
    const submit = await call('POST', `/api/supplier/tours/${tour.id}/submit`, undefined, s.a.headers)
    expect(submit.statusCode, submit.body).toBe(200)
    return tour
  }

  it('shows a pending tour as travellers will see it, which the public API does not yet', async () => {
    const tour = await submittedTour('Knuckles range cloud forest trek')
    expect((await s.t.app.inject(`/api/activity?id=${tour.id}`)).statusCode).toBe(404)
    const response = await call('GET', `/api/admin/tours/${tour.id}/review`)
    expect(response.statusCode, response.body).toBe(200)
    const { review, tour: page } = response.json().data
    expect(page).toMatchObject({ id: tour.id, title: 'Knuckles range cloud forest trek', status: 0 })
    expect(page.itinery).toHaveLength(2)
    expect(page.images).toHaveLength(1)
    expect(review).toMatchObject({
      status: 0,
      queue: 'pending',
      featured: false,
      supplier: { id: s.a.id, email: s.a.email, approval_status: 1 },
      diff: [],
    })
    expect(review.submitted_at).not.toBeNull()
    expect((await call('GET', '/api/admin/tours/99999999/review')).statusCode).toBe(404)
    for (const who of [s.a.headers, s.customer]) {
      expect((await call('GET', `/api/admin/tours/${tour.id}/review`, undefined, who)).statusCode).toBe(403)
    }
    expect((await s.t.app.inject(`/api/admin/tours/${tour.id}/review`)).statusCode).toBe(401)
  })

  it('pages the review queue on the server, 25 tours a page', async () => {
    const queue = async (page: number) =>
      (await call('GET', `/api/admin/tours/review-queue?queue=pending&page=${page}`)).json().data
    const [count] = await queryRows<{ n: number }>(
      s.t.database.db,
      sql`select count(*)::int as n from activities where status = 0`,
    )
    const first = await queue(1)
    expect(first).toMatchObject({ current_page: 1, per_page: 25, total: count!.n })
    expect(first.tours).toHaveLength(Math.min(25, count!.n))
    expect(first.last_page).toBe(Math.max(1, Math.ceil(count!.n / 25)))
    const beyond = await queue(first.last_page + 1)
    expect(beyond.tours).toEqual([])
    expect((await call('GET', '/api/admin/tours/review-queue?page=0')).statusCode).toBe(400)
  })

  it('shows what changed on an active tour since approval, and counts it on the dashboard', async () => {
    const count = async () =>
      (await call('GET', '/api/admin/dashboard')).json().data.queues.tours_changed_since_approval as number
    const tour = await approvedTour(s, s.a, completeTourBody(s))
    const before = await count()
    const edit = await call(
      'PATCH',
      `/api/supplier/tours/${tour.id}`,
      { overview: 'Now with a picnic breakfast at the foot of the rock.' },
      s.a.headers,
    )
    expect(edit.statusCode, edit.body).toBe(200)
    expect(await count()).toBe(before + 1)
    const { review } = (await call('GET', `/api/admin/tours/${tour.id}/review`)).json().data
    expect(review.queue).toBe('changed')
    expect(review.diff).toEqual([
      {
        field: 'overview',
        before: completeTourBody(s).overview,
        after: 'Now with a picnic breakfast at the foot of the rock.',
      },
    ])
    await call('POST', `/api/admin/tours/${tour.id}/approve`)
    expect(await count()).toBe(before)
  })

  it('features only active tours, shows them in Made for you at once, and audits each change', async () => {
    const pending = await submittedTour('Yala leopard safari at dawn')
    const refused = await call('POST', `/api/admin/tours/${pending.id}/feature`, { featured: true })
    expect(refused.statusCode).toBe(422)
    expect(refused.json().message).toBe(TourLifecycleMessages.featureActiveOnly)
    expect((await call('POST', `/api/admin/tours/${pending.id}/feature`, {}, s.customer)).statusCode).toBe(
      403,
    )

    const tour = await approvedTour(s, s.a, completeTourBody(s))
    const featuredIds = async () =>
      ((await s.t.app.inject('/api/search?featured=1&limit=50')).json().data.results as { id: number }[]).map(
        (r) => r.id,
      )
    expect(await featuredIds()).not.toContain(tour.id) // and cached for 30 s
    const on = await call('POST', `/api/admin/tours/${tour.id}/feature`, { featured: true })
    expect(on.json()).toMatchObject({ message: TourLifecycleMessages.featured, data: { featured: true } })
    expect(await featuredIds()).toContain(tour.id)
    await call('POST', `/api/admin/tours/${tour.id}/feature`, { featured: true }) // no change, no row
    const off = await call('POST', `/api/admin/tours/${tour.id}/feature`, { featured: false })
    expect(off.json().message).toBe(TourLifecycleMessages.unfeatured)
    const [row] = await queryRows<{ featured: boolean }>(
      s.t.database.db,
      sql`select featured from activities where id = ${tour.id}`,
    )
    expect(row!.featured).toBe(false)
    const trail = await auditRows(s.t.database, 'tour', tour.id)
    expect(trail.map((r) => r.action).filter((a) => a.includes('feature'))).toEqual([
      'tour.unfeature',
      'tour.feature',
    ])
  })
})
