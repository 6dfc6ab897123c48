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

  it('shows every commercial field of a tour, with the names of its places', async () => {
    // Issue 29: the traveller preview has no start times, capacities, child rate, pick-ups or seasons.
    const tour = await createTour(s, s.a, {
      ...completeTourBody(s),
      title: 'Horton Plains and World’s End at first light',
      overview: 'A cold dawn walk across the plateau to the escarpment, before the mist rises.',
      rates: {
        adult_price_cents: 6500,
        child_price_cents: 3500,
        infant_price_cents: 500,
        group_price_cents: null,
      },
      include_infants: true,
      start_times: [{ time: '05:30', weekdays: [1, 3, 5], capacity: 8 }],
      price_periods: [
        {
          label: 'August peak',
          starts_on: '2031-08-01',
          ends_on: '2031-08-31',
          adult_price_cents: 8000,
          child_price_cents: 4000,
          infant_price_cents: 600,
          group_price_cents: null,
        },
      ],
      booking_cutoff: { unit: 'hours', value: 12 },
      pickup_locations: [],
    })
    // Any status: here a draft, as the admin opens it from the supplier's page.
    const { review } = (await call('GET', `/api/admin/tours/${tour.id}/review`)).json().data
    expect(review.fields).toMatchObject({
      rates: { adult_price_cents: 6500, child_price_cents: 3500, infant_price_cents: 500 },
      start_times: [{ time: '05:30', weekdays: [1, 3, 5], capacity: 8 }],
      price_periods: [{ label: 'August peak', starts_on: '2031-08-01', adult_price_cents: 8000 }],
      booking_cutoff: { unit: 'hours', value: 12 },
      daily_capacity: 20,
      cancel_policy: 'Free cancellation up to 24 hours before',
    })
    const [place] = await queryRows<{ name: string }>(
      s.t.database.db,
      sql`select name from locations where id = ${s.placeIds[0]!}`,
    )
    expect(review.names.locations).toEqual([{ id: s.placeIds[0], name: place!.name }])
    expect(review.names.categories.map((c: { id: number }) => c.id)).toEqual([s.categoryId])
    expect(review.has_approved_version).toBe(false)
  })

  it('compares a tour submitted again after a rejection with its last approved version', async () => {
    const tour = await approvedTour(s, s.a, {
      ...completeTourBody(s),
      title: 'Galle Fort ramparts at sunset',
    })
    const off = await call('POST', `/api/admin/tours/${tour.id}/reject`, {
      reason: 'The child rate is wrong.',
    })
    expect(off.statusCode, off.body).toBe(200)
    const edit = await call(
      'PATCH',
      `/api/supplier/tours/${tour.id}`,
      { rates: { ...completeTourBody(s).rates, child_price_cents: 3000 } },
      s.a.headers,
    )
    expect(edit.statusCode, edit.body).toBe(200)
    expect(
      (await call('POST', `/api/supplier/tours/${tour.id}/submit`, undefined, s.a.headers)).statusCode,
    ).toBe(200)
    const { review } = (await call('GET', `/api/admin/tours/${tour.id}/review`)).json().data
    expect(review.queue).toBe('pending')
    expect(review.has_approved_version).toBe(true)
    // Its pick-up points, by id and by name.
    expect(review.fields.pickup_locations.map((p: { location_id: number }) => p.location_id)).toEqual(
      s.pickupIds,
    )
    const [pickup] = await queryRows<{ name: string }>(
      s.t.database.db,
      sql`select name from locations where id = ${s.pickupIds[0]!}`,
    )
    expect(review.names.locations).toContainEqual({ id: s.pickupIds[0], name: pickup!.name })
    expect(review.diff).toEqual([
      {
        field: 'rates',
        before: expect.objectContaining({ child_price_cents: 3500 }),
        after: expect.objectContaining({ child_price_cents: 3000 }),
      },
    ])
  })

  it('lists the tours a submission nearly copies, with their codes and how alike they are', async () => {
    // Issue 29: a near-copy of another supplier's SER-00051 went through.
    const [original] = await queryRows<{ id: number; tour_id: string; title: string; overview: string }>(
      s.t.database.db,
      sql`select id, tour_id, title, overview from activities where status = 1 and length(overview) > 80
           order by id limit 1`,
    )
    const copy = await submittedTour(`${original!.title} (private)`)
    await s.t.database.execute(
      sql`update activities set overview = ${`${original!.overview} Hotel pick-up included.`} where id = ${copy.id}`,
    )
    const { review } = (await call('GET', `/api/admin/tours/${copy.id}/review`)).json().data
    const found = review.similar.find((t: { id: number }) => t.id === original!.id)
    expect(found).toMatchObject({ tour_id: original!.tour_id, status: 1, same_supplier: false })
    expect(found.title_similarity).toBeGreaterThan(0.7)
    expect(found.overview_similarity).toBeGreaterThan(0.8)

    const own = await createTour(s, s.b, {
      ...completeTourBody(s),
      title: 'Kitulgala white-water rafting on the Kelani',
      overview: 'Grade three rapids, a jungle lunch and a swim in the river pools below the falls.',
    })
    const { review: other } = (await call('GET', `/api/admin/tours/${own.id}/review`)).json().data
    expect(other.similar.map((t: { id: number }) => t.id)).not.toContain(original!.id)
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
