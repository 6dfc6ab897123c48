import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { testDatabases } from '@serendib/db/testing'
import type { AdminTourQueueItem, SupplierTour } from '@serendib/domain/api/supplier-tours'
import { TourEditorMessages as M } from '@serendib/domain/supplier-tours'
import { TourLifecycle, TourLifecycleMessages } from '@serendib/domain/tour-lifecycle'
import { lastMailTo } from '../../../../testing/accounts.ts'
import { multipart, picture } from '../../../../testing/reviews.ts'
import {
  completeTourBody,
  createSupplier,
  createTour,
  setSupplierApproval,
  supplierToursSuite,
  type SupplierToursSuite,
  type TestSupplierAccount,
} from '../../../../testing/supplier-tours.ts'

describe.each(testDatabases())('supplier tours: review and lifecycle on %s', (kind) => {
  let s: SupplierToursSuite
  // A 30-second catalogue cache, as in production: decisions must show at once anyway.
  beforeAll(async () => {
    s = await supplierToursSuite(kind, { cacheSeconds: 30 })
  })
  afterAll(() => s.t.close())

  const post = (url: string, headers: object, payload?: object) =>
    s.t.app.inject({ method: 'POST', url, headers: headers as Record<string, string>, payload })
  const tourData = (response: { json: () => unknown }) => (response.json() as { data: SupplierTour }).data

  async function readyTour(who: TestSupplierAccount, word: string): Promise<SupplierTour> {
    const tour = await createTour(s, who, { ...completeTourBody(s), title: `Sigiriya ${word} sunrise climb` })
    const body = multipart([
      { name: 'file', filename: 'a.jpg', contentType: 'image/jpeg', bytes: await picture('jpeg') },
    ])
    const upload = await s.t.app.inject({
      method: 'POST',
      url: `/api/supplier/tours/${tour.id}/photos`,
      headers: { ...who.headers, ...body.headers },
      payload: body.payload,
    })
    expect(upload.statusCode, upload.body).toBe(200)
    return tour
  }
  const searchIds = async (word: string) =>
    (
      (await s.t.app.inject(`/api/search?keyword=${word}&limit=10`)).json().data.results as { id: number }[]
    ).map((r) => r.id)
  const sitemap = async () => (await s.t.app.inject('/sitemaps/tours-1.xml')).body

  it('a pending supplier prepares but cannot submit; approved, it can', async () => {
    const pending = await createSupplier(s.t.app, s.t.database)
    await setSupplierApproval(s.t.database, pending.id, false)
    const tour = await readyTour(pending, 'pendingcheck')
    expect(tour.can_submit).toBe(false)
    const refused = await post(`/api/supplier/tours/${tour.id}/submit`, pending.headers)
    expect(refused.statusCode).toBe(422)
    expect(refused.json().message).toBe(TourLifecycleMessages.supplierNotApproved)
    const list = await s.t.app.inject({ url: '/api/supplier/tours', headers: pending.headers })
    expect(list.json().data.supplier_approved).toBe(false)
    await setSupplierApproval(s.t.database, pending.id, true)
    const submitted = await post(`/api/supplier/tours/${tour.id}/submit`, pending.headers)
    expect(submitted.statusCode, submitted.body).toBe(200)
  })

  it('refuses an incomplete tour with what is missing, field by field', async () => {
    const tour = await createTour(s, s.a, { title: 'Half done' })
    const response = await post(`/api/supplier/tours/${tour.id}/submit`, s.a.headers)
    expect(response.statusCode, response.body).toBe(422)
    expect(response.json()).toMatchObject({
      message: TourLifecycleMessages.incomplete,
      errors: { overview: M.overviewRequired, images: M.photoRequired, category_ids: M.categoryRequired },
    })
  })

  it('submit → pending (read-only) → approved: on sale in search, detail and sitemap at once', async () => {
    const tour = await readyTour(s.a, 'zqapproveword')
    // Warm the cache with the answer that does not have the tour yet.
    expect(await searchIds('zqapproveword')).toEqual([])
    const submitted = await post(`/api/supplier/tours/${tour.id}/submit`, s.a.headers)
    expect(tourData(submitted)).toMatchObject({ status: 0, status_name: 'pending' })
    const edit = await s.t.app.inject({
      method: 'PATCH',
      url: `/api/supplier/tours/${tour.id}`,
      headers: s.a.headers,
      payload: { title: 'x' },
    })
    expect(edit.statusCode).toBe(422)
    expect(edit.json().message).toBe(TourLifecycleMessages.pendingReadOnly)

    const queue = (await s.t.app.inject({ url: '/api/admin/tours/review-queue', headers: s.admin })).json()
      .data.tours as AdminTourQueueItem[]
    expect(queue.find((t) => t.id === tour.id)).toMatchObject({ queue: 'pending', status: 0 })
    expect((await post(`/api/admin/tours/${tour.id}/approve`, s.a.headers)).statusCode).toBe(403)
    const approved = await post(`/api/admin/tours/${tour.id}/approve`, s.admin)
    expect(approved.json()).toMatchObject({ message: TourLifecycleMessages.approved, data: { status: 1 } })

    expect(await searchIds('zqapproveword')).toEqual([tour.id])
    expect((await s.t.app.inject(`/api/activity?id=${tour.id}`)).statusCode).toBe(200)
    expect(await sitemap()).toContain(tour.full_seo_url)
    const [audit] = await s.t.database.execute<{ n: number }>(
      sql`select count(*)::int as n from audit_log where subject_type = 'tour' and subject_id = ${String(tour.id)}
            and action in ('tour.submit', 'tour.approve')`,
    )
    expect(audit!.n).toBe(2)
  })

  it('an active tour edited stays on sale and joins the changed queue with a diff; re-approval clears it', async () => {
    const tour = await readyTour(s.a, 'zqchangedword')
    await post(`/api/supplier/tours/${tour.id}/submit`, s.a.headers)
    await post(`/api/admin/tours/${tour.id}/approve`, s.admin)
    const edit = await s.t.app.inject({
      method: 'PATCH',
      url: `/api/supplier/tours/${tour.id}`,
      headers: s.a.headers,
      payload: {
        overview: 'A new overview',
        rates: { ...completeTourBody(s).rates, adult_price_cents: 7000 },
      },
    })
    expect(tourData(edit)).toMatchObject({ status: 1, changed_since_approval: true })
    expect(await searchIds('zqchangedword')).toEqual([tour.id])
    const queue = (
      await s.t.app.inject({ url: '/api/admin/tours/review-queue?queue=changed', headers: s.admin })
    ).json().data.tours as AdminTourQueueItem[]
    const item = queue.find((t) => t.id === tour.id)!
    expect(item.queue).toBe('changed')
    expect(item.diff.map((d) => d.field).sort()).toEqual(['overview', 'rates'])
    expect(item.diff.find((d) => d.field === 'overview')).toMatchObject({ after: 'A new overview' })
    const again = await post(`/api/admin/tours/${tour.id}/approve`, s.admin)
    expect(again.json().message).toBe(TourLifecycleMessages.reapproved)
    const after = await s.t.app.inject({ url: `/api/supplier/tours/${tour.id}`, headers: s.a.headers })
    expect(tourData(after).changed_since_approval).toBe(false)
    expect((await post(`/api/admin/tours/${tour.id}/approve`, s.admin)).json().message).toBe(
      TourLifecycleMessages.notChanged,
    )
  })

  it('reject with a reason takes it off sale; the supplier fixes and resubmits', async () => {
    const tour = await readyTour(s.a, 'zqrejectword')
    await post(`/api/supplier/tours/${tour.id}/submit`, s.a.headers)
    await post(`/api/admin/tours/${tour.id}/approve`, s.admin)
    expect(await searchIds('zqrejectword')).toEqual([tour.id])
    const noReason = await post(`/api/admin/tours/${tour.id}/reject`, s.admin, { reason: '' })
    expect(noReason.statusCode).toBe(400)
    const rejected = await post(`/api/admin/tours/${tour.id}/reject`, s.admin, {
      reason: 'Photos are blurry',
    })
    expect(rejected.json().data).toMatchObject({ status: 2, rejection_reason: 'Photos are blurry' })
    expect(await searchIds('zqrejectword')).toEqual([])
    expect(await sitemap()).not.toContain(tour.full_seo_url)
    const seen = await s.t.app.inject({ url: `/api/supplier/tours/${tour.id}`, headers: s.a.headers })
    expect(tourData(seen)).toMatchObject({ status_name: 'rejected', rejection_reason: 'Photos are blurry' })
    const fixed = await s.t.app.inject({
      method: 'PATCH',
      url: `/api/supplier/tours/${tour.id}`,
      headers: s.a.headers,
      payload: { overview: 'Sharper photos now' },
    })
    expect(fixed.statusCode).toBe(200)
    const resubmitted = await post(`/api/supplier/tours/${tour.id}/submit`, s.a.headers)
    expect(tourData(resubmitted)).toMatchObject({ status: 0, rejection_reason: null })
    const [audit] = await s.t.database.execute<{ reason: string }>(
      sql`select reason from audit_log where action = 'tour.reject' and subject_id = ${String(tour.id)}`,
    )
    expect(audit!.reason).toBe('Photos are blurry')
    const mail = await lastMailTo(s.t.database, s.a.email, 'tour-rejected')
    expect(mail?.text).toContain('Reason: Photos are blurry')
    expect(await lastMailTo(s.t.database, s.a.email, 'tour-approved')).toBeDefined()
  })

  it('archive takes an active tour off sale for good, bookings kept; duplicate makes a new draft', async () => {
    const tour = await readyTour(s.a, 'zqarchiveword')
    await post(`/api/supplier/tours/${tour.id}/submit`, s.a.headers)
    await post(`/api/admin/tours/${tour.id}/approve`, s.admin)
    const archived = await post(`/api/supplier/tours/${tour.id}/archive`, s.a.headers)
    expect(tourData(archived)).toMatchObject({ status: TourLifecycle.archived, status_name: 'archived' })
    expect(await searchIds('zqarchiveword')).toEqual([])
    expect((await s.t.app.inject(`/api/activity?id=${tour.id}`)).statusCode).toBe(404)
    const again = await post(`/api/supplier/tours/${tour.id}/submit`, s.a.headers)
    expect(again.statusCode).toBe(422)
    const edit = await s.t.app.inject({
      method: 'PATCH',
      url: `/api/supplier/tours/${tour.id}`,
      headers: s.a.headers,
      payload: { title: 'Back' },
    })
    expect(edit.json().message).toBe(TourLifecycleMessages.archivedReadOnly)
    const copy = await post(`/api/supplier/tours/${tour.id}/duplicate`, s.a.headers)
    expect(copy.statusCode).toBe(201)
    expect(tourData(copy)).toMatchObject({
      status: TourLifecycle.draft,
      title: tour.title,
      seo_url: `${tour.seo_url}-copy`,
      overview: tour.overview,
    })
    expect(tourData(copy).images).toHaveLength(1)
    expect(tourData(copy).can_submit).toBe(true)
  })

  it('duplicates one tour several times at once into drafts with distinct addresses (issue 27: one was a 500)', async () => {
    const tour = await createTour(s, s.a, { ...completeTourBody(s), title: 'Knuckles ridge concurrent copy' })
    const copies = await Promise.all(
      [1, 2, 3].map(() => post(`/api/supplier/tours/${tour.id}/duplicate`, s.a.headers)),
    )
    expect(copies.map((c) => c.statusCode)).toEqual([201, 201, 201])
    const urls = copies.map((c) => tourData(c).seo_url).sort()
    expect(urls).toEqual([`${tour.seo_url}-copy`, `${tour.seo_url}-copy-2`, `${tour.seo_url}-copy-3`])
    // Two tours given one address at once: one keeps it, the other is told it is taken.
    const other = await createTour(s, s.a)
    const saves = await Promise.all(
      [tour, other].map((t) =>
        s.t.app.inject({
          method: 'PATCH',
          url: `/api/supplier/tours/${t.id}`,
          headers: s.a.headers,
          payload: { seo_url: 'knuckles-one-address' },
        }),
      ),
    )
    expect(saves.map((r) => r.statusCode).sort()).toEqual([200, 422])
    expect(saves.find((r) => r.statusCode === 422)!.json().errors.seo_url).toBe(M.seoUrlTaken)
  })

  it('admin decisions on a missing tour are 404; a draft cannot be approved', async () => {
    expect((await post('/api/admin/tours/999999/approve', s.admin)).statusCode).toBe(404)
    const draft = await createTour(s, s.a)
    const refused = await post(`/api/admin/tours/${draft.id}/approve`, s.admin)
    expect(refused.statusCode).toBe(422)
  })
})
