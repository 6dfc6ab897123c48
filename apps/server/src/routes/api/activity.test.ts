import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { activities } from '@serendib/db/schema/activities'
import { testDatabases } from '@serendib/db/testing'
import type { ActivityCard, ActivityDetail, LocationPageDetail } from '@serendib/domain/catalogue-api'
import { MAX_TRAVELLERS_PER_TYPE } from '@serendib/domain/travellers'
import { buildTestApp, type TestApp } from '../../test-app.ts'

describe.each(testDatabases())('tour detail, location pages and gallery on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp(kind)
  })
  afterAll(async () => t?.close())

  async function firstTour(query: string): Promise<ActivityCard> {
    const body = (await t.app.inject(`/api/search?limit=1&${query}`)).json() as {
      data: { results: ActivityCard[] }
    }
    return body.data.results[0]!
  }

  it('returns every field the detail page shows, spelled as the spec spells them', async () => {
    const card = await firstTour('tour_type=1')
    const response = await t.app.inject(`/api/activity?id=${card.id}`)
    expect(response.statusCode).toBe(200)
    const tour = (response.json() as { data: ActivityDetail }).data
    expect(tour.title).toBe(card.title)
    expect(tour.full_seo_url).toBe(card.full_seo_url)
    expect(tour.images.length).toBeGreaterThan(0)
    expect(tour.itinery.length).toBeGreaterThan(0)
    expect(tour.itinery[0]).toHaveProperty('summery')
    for (const field of ['inclusion', 'exclision', 'know_policy', 'condtions', 'cancel_policy'] as const) {
      expect(typeof tour[field]).toBe('string')
    }
    // 0 to 15 of each traveller type (issue 30: a group of 5 adults books; the day's seats are
    // the real limit, and the cost call says so).
    expect(tour.adults.map((o) => o.id)).toEqual(
      Array.from({ length: MAX_TRAVELLERS_PER_TYPE + 1 }, (_, i) => i),
    )
    expect(MAX_TRAVELLERS_PER_TYPE).toBe(15)
    expect(tour.pickup_locations.length).toBeGreaterThan(0)
    expect(tour.available_locations[0]).toHaveProperty('loc_id')
    expect(tour.supplier.supplier_profile.work_name).toBe(tour.supplier_name)
    expect(tour.supplier_name).not.toBe('')
    // Reviews carry first name and only the initial of the last name.
    for (const review of tour.clientReviews) expect(review.profile.last_name.length).toBeLessThanOrEqual(1)
    expect(tour.rating_count).toBe(tour.clientReviews.length)
  })

  it('hides children and infants options when the tour does not take them', async () => {
    const [adultsOnly] = await t.database.db
      .select({ id: activities.id })
      .from(activities)
      .where(eq(activities.includeChildren, false))
      .limit(1)
    if (!adultsOnly) return
    const tour = (
      (await t.app.inject(`/api/activity?id=${adultsOnly.id}`)).json() as { data: ActivityDetail }
    ).data
    expect(tour.children).toEqual([])
  })

  it('carries the running deal as the spec nests it', async () => {
    const deal = await firstTour('deals=1')
    const tour = ((await t.app.inject(`/api/activity?id=${deal.id}`)).json() as { data: ActivityDetail }).data
    expect(tour.deals?.subscription.deals.discount).toBe(deal.discount)
  })

  it('answers unknown, inactive and malformed ids with a clear 4xx', async () => {
    expect((await t.app.inject('/api/activity?id=99999999')).statusCode).toBe(404)
    expect((await t.app.inject('/api/activity?id=abc')).statusCode).toBe(400)
    expect((await t.app.inject('/api/activity')).statusCode).toBe(400)
    const card = await firstTour('tour_type=2')
    await t.database.db.update(activities).set({ status: 2 }).where(eq(activities.id, card.id))
    try {
      const hidden = await t.app.inject(`/api/activity?id=${card.id}`)
      expect(hidden.statusCode).toBe(404)
      expect(hidden.json()).toEqual({ status: 'error', message: 'Tour not found' })
    } finally {
      await t.database.db.update(activities).set({ status: 1 }).where(eq(activities.id, card.id))
    }
  })

  it('serves a location landing page with the tours that start there', async () => {
    const { locationPage } = (await t.app.inject('/api/locationsPages/tags')).json() as {
      locationPage: Array<{ id: number; location: string }>
    }
    const tag = locationPage[0]!
    const page = (
      (await t.app.inject(`/api/location/page?id=${tag.id}`)).json() as { data: LocationPageDetail }
    ).data
    expect(page.location).toBe(tag.location)
    expect(page.location_data.name).toBe(tag.location)
    expect(page.activities.length).toBeGreaterThan(0)
    expect(page.activities.length).toBeLessThanOrEqual(16)
    expect(page.aktivity_count).toBeGreaterThanOrEqual(page.activities.length)
    expect((await t.app.inject('/api/location/page?id=99999')).statusCode).toBe(404)
    expect((await t.app.inject('/api/location/page?id=x')).statusCode).toBe(400)
  })

  it('lists the gallery entries', async () => {
    const gallery = (await t.app.inject('/api/instagram/get')).json() as {
      data: Array<{ image_url: string }>
    }
    expect(gallery.data.length).toBeGreaterThan(0)
    expect(gallery.data[0]!.image_url).toMatch(/^\/media\/.+\.webp$/)
  })
})
