import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { testDatabases } from '@serendib/db/testing'
import type { ReviewBrowse } from '@serendib/domain/api/review-browse'
import type { SupplierTour } from '@serendib/domain/api/supplier-tours'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import { REVIEWS_PAGE_SIZE } from '@serendib/domain/review-browse'
import { checkoutItem, createTestCustomer, paySandboxLink } from '../../../testing/bookings.ts'
import { bearer } from '../../../testing/accounts.ts'
import {
  approvedTour,
  completeTourBody,
  supplierToursSuite,
  type SupplierToursSuite,
} from '../../../testing/supplier-tours.ts'

// Ratings of the 8 reviews, oldest first; reviews 1 and 6 (0-based) carry photos, review 7 is hidden.
const RATINGS = [5, 4, 5, 3, 1, 5, 2, 5]

describe.each(testDatabases())("browsing a tour's reviews on %s", (kind) => {
  let s: SupplierToursSuite
  let tour: SupplierTour
  beforeAll(async () => {
    s = await supplierToursSuite(kind)
    tour = await approvedTour(s, s.a, {
      ...completeTourBody(s),
      title: 'Zqreviews Ella hike',
      daily_capacity: null,
    })
    const customer = await createTestCustomer(s.t.app, s.t.database)
    for (let i = 0; i < RATINGS.length; i++) {
      const response = await s.t.app.inject({
        method: 'POST',
        url: '/api/booking/checkout',
        headers: bearer(customer.token),
        payload: {
          booking: [
            checkoutItem({
              tour: { id: tour.id, pickupLocationId: s.pickupIds[0]! } as never,
              day: addDays(todayInColombo(), 5 + i),
              adults: 1,
              children: 0,
            }),
          ],
          url: 'http://shop.test',
        },
      })
      expect(response.statusCode, response.body).toBe(200)
      await paySandboxLink(s.t.app, response.json().data.payment_link)
    }
    const bookings = await s.t.database.execute<{ id: number; user_id: number; supplier_user_id: number }>(
      sql`select id, user_id, supplier_user_id from bookings where activity_id = ${tour.id} order by start_date`,
    )
    // Reviews are written by the review flows (tested elsewhere); here they are the data browsed.
    for (const [i, booking] of bookings.entries()) {
      const [review] = await s.t.database.execute<{ id: number }>(
        sql`insert into reviews (booking_id, activity_id, user_id, supplier_user_id, rating, feedback, hidden, created_at)
            values (${booking.id}, ${tour.id}, ${booking.user_id}, ${booking.supplier_user_id}, ${RATINGS[i]},
                    ${`Review number ${i}`}, ${i === 7}, now() - make_interval(days => ${100 - i}))
            returning id`,
      )
      if (i === 1 || i === 6)
        await s.t.database.execute(
          sql`insert into review_images (booking_id, review_id, key, widths)
              values (${booking.id}, ${review!.id}, ${`reviews/zq-${i}`}, ${'{320,640}'}::int[])`,
        )
    }
  })
  afterAll(() => s.t.close())

  const browse = async (query = '') => {
    const response = await s.t.app.inject(`/api/activity/reviews?id=${tour.id}${query}`)
    expect(response.statusCode, response.body).toBe(200)
    return response.json().data as ReviewBrowse
  }
  const numbers = (b: ReviewBrowse) => b.reviews.map((r) => Number(r.review_feedback.split(' ').at(-1)))

  it('counts published reviews per star, 5 to 1, without the hidden one', async () => {
    const b = await browse()
    expect(b.breakdown).toEqual([
      { stars: 5, count: 3 },
      { stars: 4, count: 1 },
      { stars: 3, count: 1 },
      { stars: 2, count: 1 },
      { stars: 1, count: 1 },
    ])
    expect(b).toMatchObject({ total: 7, with_photos: 2, matching: 7, page: 1, last_page: 3 })
    expect(b.gallery.map((p) => p.review_id)).toHaveLength(2)
    expect(b.gallery[0]!.url).toContain('reviews/zq-6')
  })

  it('pages newest first, and sorts by highest rating', async () => {
    expect(REVIEWS_PAGE_SIZE).toBe(3)
    expect(numbers(await browse())).toEqual([6, 5, 4])
    expect(numbers(await browse('&page=2'))).toEqual([3, 2, 1])
    expect(numbers(await browse('&page=3'))).toEqual([0])
    expect(numbers(await browse('&sort=highest'))).toEqual([5, 2, 0])
    expect(numbers(await browse('&sort=highest&page=2'))).toEqual([1, 3, 6])
  })

  it('filters by stars and by photos', async () => {
    const five = await browse('&stars=5')
    expect(numbers(five)).toEqual([5, 2, 0])
    expect(five).toMatchObject({ matching: 3, last_page: 1 })
    const photos = await browse('&photos=1')
    expect(numbers(photos)).toEqual([6, 1])
    expect(photos.reviews[0]!.images).toHaveLength(1)
    expect(numbers(await browse('&photos=1&stars=4'))).toEqual([1])
  })

  it('refuses bad filters with 400, never a 500', async () => {
    for (const q of ['&stars=6', '&sort=cheapest', '&page=0'])
      expect((await s.t.app.inject(`/api/activity/reviews?id=${tour.id}${q}`)).statusCode).toBe(400)
  })
})
