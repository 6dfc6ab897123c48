import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { testDatabases } from '@serendib/db/testing'
import type { SupplierTour } from '@serendib/domain/api/supplier-tours'
import { PaymentPlanMessages } from '@serendib/domain/payment-plans'
import { TourEditorMessages as M } from '@serendib/domain/supplier-tours'
import { TourLifecycle } from '@serendib/domain/tour-lifecycle'
import {
  completeTourBody,
  createTour,
  supplierToursSuite,
  type SupplierToursSuite,
} from '../../../../testing/supplier-tours.ts'

describe.each(testDatabases())('supplier tours: drafts and autosave on %s', (kind) => {
  let s: SupplierToursSuite
  beforeAll(async () => {
    s = await supplierToursSuite(kind)
  })
  afterAll(() => s.t.close())

  const patch = (id: number, payload: unknown, headers = s.a.headers) =>
    s.t.app.inject({ method: 'PATCH', url: `/api/supplier/tours/${id}`, headers, payload: payload as object })

  it('creates a draft owned by the supplier and lists it', async () => {
    const tour = await createTour(s, s.a, { title: 'Kandy city walk' })
    expect(tour).toMatchObject({
      title: 'Kandy city walk',
      status: TourLifecycle.draft,
      status_name: 'draft',
    })
    expect(tour.missing).toMatchObject({ overview: M.overviewRequired, images: M.photoRequired })
    expect(tour.can_submit).toBe(false)
    const list = await s.t.app.inject({ url: '/api/supplier/tours', headers: s.a.headers })
    expect(list.json().data.tours.map((t: { id: number }) => t.id)).toContain(tour.id)
    const other = await s.t.app.inject({ url: '/api/supplier/tours', headers: s.b.headers })
    expect(other.json().data.tours.map((t: { id: number }) => t.id)).not.toContain(tour.id)
  })

  it('autosaves partial changes and round-trips every field', async () => {
    const tour = await createTour(s, s.a)
    const body = completeTourBody(s)
    const saved = await patch(tour.id, {
      ...body,
      price_periods: [
        {
          label: 'High season',
          starts_on: '2026-12-15',
          ends_on: '2027-03-31',
          adult_price_cents: 8000,
          child_price_cents: 4000,
          infant_price_cents: null,
          group_price_cents: null,
        },
      ],
      start_times: [
        { time: '08:00', weekdays: [1, 2, 3, 4, 5, 6, 7], capacity: 10 },
        { time: '14:30', weekdays: [6, 7], capacity: 6 },
      ],
      blackout_dates: [{ day: '2026-12-25', reason: 'Christmas' }],
      booking_cutoff: { unit: 'hours', value: 12 },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const got = (await s.t.app.inject({ url: `/api/supplier/tours/${tour.id}`, headers: s.a.headers })).json()
      .data as SupplierTour
    const {
      start_times: _s,
      price_periods: _p,
      blackout_dates: _b,
      booking_cutoff: _c,
      pickup_locations: points,
      ...rest
    } = body
    expect(got).toMatchObject({ ...rest, booking_cutoff: { unit: 'hours', value: 12 } })
    // With start times, the fixed 07:00 is kept and read as 60 minutes before the 08:00 start (decision 058).
    expect(got.pickup_locations).toEqual(points!.map((p) => ({ ...p, minutes_before_start: 60 })))
    expect(got.start_times.map((t) => [t.time, t.capacity])).toEqual([
      ['08:00', 10],
      ['14:30', 6],
    ])
    expect(got.price_periods[0]).toMatchObject({ label: 'High season', adult_price_cents: 8000 })
    expect(got.blackout_dates).toEqual([{ day: '2026-12-25', reason: 'Christmas' }])
    expect(got.missing).toEqual({ images: M.photoRequired })
    // A partial save changes only what it sends.
    const second = await patch(tour.id, { title: 'Sigiriya at sunrise' })
    expect(second.json().data).toMatchObject({ title: 'Sigiriya at sunrise', overview: body.overview })
    expect(second.json().data.start_times.map((t: { id: number }) => t.id)).toEqual(
      got.start_times.map((t) => t.id),
    )
  })

  it("answers another supplier's tour 404 on every route, changing nothing", async () => {
    const tour = await createTour(s, s.a, { title: 'Mine' })
    const urls: [string, string, object?][] = [
      ['GET', `/api/supplier/tours/${tour.id}`],
      ['PATCH', `/api/supplier/tours/${tour.id}`, { title: 'Stolen' }],
      ['POST', `/api/supplier/tours/${tour.id}/submit`],
      ['POST', `/api/supplier/tours/${tour.id}/archive`],
      ['POST', `/api/supplier/tours/${tour.id}/duplicate`],
    ]
    for (const [method, url, payload] of urls) {
      const response = await s.t.app.inject({ method: method as 'GET', url, headers: s.b.headers, payload })
      expect(response.statusCode, `${method} ${url}`).toBe(404)
      expect(response.body).not.toContain('Mine')
    }
    const [row] = await s.t.database.execute<{ title: string; status: number }>(
      sql`select title, status from activities where id = ${tour.id}`,
    )
    expect(row).toEqual({ title: 'Mine', status: TourLifecycle.draft })
  })

  it('refuses customers and admins with the area guard', async () => {
    for (const headers of [s.customer, s.admin]) {
      const response = await s.t.app.inject({ url: '/api/supplier/tours', headers })
      expect(response.statusCode).toBe(403)
    }
    expect((await s.t.app.inject({ url: '/api/supplier/tours' })).statusCode).toBe(401)
  })

  it('refuses each bad input on its field with the domain message, changing nothing', async () => {
    const tour = await createTour(s, s.a, completeTourBody(s))
    const other = await createTour(s, s.b, completeTourBody(s))
    const cases: [object, Record<string, string>][] = [
      [
        { children_age_from: 10, children_age_to: 14 },
        { children_age_from: M.ageBandsOverlap('adult', 'child') },
      ],
      [
        {
          price_periods: [
            {
              starts_on: '2026-12-01',
              ends_on: '2027-01-31',
              adult_price_cents: 7000,
              child_price_cents: 3000,
              infant_price_cents: null,
              group_price_cents: null,
            },
            {
              starts_on: '2027-01-15',
              ends_on: '2027-02-28',
              adult_price_cents: 7000,
              child_price_cents: 3000,
              infant_price_cents: null,
              group_price_cents: null,
            },
          ],
        },
        { 'price_periods.1.starts_on': M.periodsOverlap(0) },
      ],
      [
        {
          rates: {
            adult_price_cents: -100,
            child_price_cents: 0,
            infant_price_cents: null,
            group_price_cents: null,
          },
        },
        { 'rates.adult_price_cents': M.priceNegative },
      ],
      [{ seo_url: other.seo_url }, { seo_url: M.seoUrlTaken }],
      [{ seo_url: 'Not A Slug' }, { seo_url: M.seoUrlFormat }],
      [
        { start_times: [{ time: '25:00', weekdays: [1], capacity: 4 }] },
        { 'start_times.0.time': M.timeFormat },
      ],
      [
        {
          start_times: [
            { time: '08:00', weekdays: [1], capacity: 4 },
            { time: '08:00', weekdays: [2], capacity: 4 },
          ],
        },
        { 'start_times.1.time': M.startTimeDuplicate },
      ],
      [{ daily_capacity: 0 }, { daily_capacity: M.capacityPositive }],
      [{ category_ids: [s.categoryId, 999_999] }, { 'category_ids.1': M.categoryUnknown }],
      [{ start_location_ids: [999_998] }, { 'start_location_ids.0': M.placeUnknown }],
      [
        { pickup_locations: [{ location_id: 999_997, pickup_time: null }] },
        { 'pickup_locations.0.location_id': M.pickupUnknown },
      ],
      [{ tour_type: 9 }, { tour_type: M.tourTypeRequired }],
      [{ category_ids: ['x'] }, { 'category_ids.0': M.categoryUnknown }],
      [{ booking_cutoff: { unit: 'hours', value: 100 } }, { 'booking_cutoff.value': M.cutoffRange }],
      // decision 075: the payment plan's rule, under its field
      [
        { payment_plan: { kind: 'deposit', deposit_percent: 100, balance_days_before: 14 } },
        { 'payment_plan.deposit_percent': PaymentPlanMessages.depositPercent },
      ],
      [
        { payment_plan: { kind: 'pay_later', balance_days_before: 0 } },
        { 'payment_plan.balance_days_before': PaymentPlanMessages.balanceDays },
      ],
      [
        { payment_plan: { kind: 'deposit', deposit_cents: 0, balance_days_before: 14 } },
        { 'payment_plan.deposit_cents': PaymentPlanMessages.depositCents },
      ],
    ]
    for (const [payload, errors] of cases) {
      const response = await patch(tour.id, payload)
      expect(response.statusCode, JSON.stringify(payload)).toBe(422)
      expect(response.json()).toMatchObject({ status: 'error', errors })
    }
    const after = (
      await s.t.app.inject({ url: `/api/supplier/tours/${tour.id}`, headers: s.a.headers })
    ).json().data
    expect(after).toMatchObject({ ...completeTourBody(s, tour.seo_url), seo_url: tour.seo_url })
  })

  it('saves a payment plan with only the fields its kind uses (decision 075)', async () => {
    const tour = await createTour(s, s.a)
    expect(tour.payment_plan).toEqual({
      kind: 'full',
      deposit_percent: null,
      deposit_cents: null,
      balance_days_before: null,
    })
    const saved = await patch(tour.id, {
      payment_plan: { kind: 'deposit', deposit_percent: 20, balance_days_before: 14 },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const after = async () =>
      (await s.t.app.inject({ url: `/api/supplier/tours/${tour.id}`, headers: s.a.headers })).json().data
    expect((await after()).payment_plan).toEqual({
      kind: 'deposit',
      deposit_percent: 20,
      deposit_cents: null,
      balance_days_before: 14,
    })
    // An autosave of another field leaves the plan alone (zod's default once filled it in as 'full').
    expect((await patch(tour.id, { title: 'Only the title' })).statusCode).toBe(200)
    expect((await after()).payment_plan.kind).toBe('deposit')
    await patch(tour.id, { payment_plan: { kind: 'pay_later', deposit_percent: 20, balance_days_before: 7 } })
    expect((await after()).payment_plan).toEqual({
      kind: 'pay_later',
      deposit_percent: null,
      deposit_cents: null,
      balance_days_before: 7,
    })
  })

  it('refuses a start time id of another tour', async () => {
    const theirs = await createTour(s, s.b, { start_times: [{ time: '09:00', weekdays: [1], capacity: 5 }] })
    const mine = await createTour(s, s.a)
    const response = await patch(mine.id, {
      start_times: [{ id: theirs.start_times[0]!.id, time: '09:00', weekdays: [1], capacity: 50 }],
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({ 'start_times.0.id': M.startTimeUnknown })
  })
})
