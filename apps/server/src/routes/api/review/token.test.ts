import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { testDatabases } from '@serendib/db/testing'
import { activities } from '@serendib/db/schema/activities'
import { reviewImages, reviews, reviewTokens } from '@serendib/db/schema/reviews'
import { DEMO_REVIEW_TOKEN } from '@serendib/db/seed/insert-demo-people'
import { BookingStatus } from '@serendib/domain/booking-status'
import { Messages } from '@serendib/domain/messages'
import { averageRating, ReviewMessages } from '@serendib/domain/reviews'
import type { TestApp } from '../../../test-app.ts'
import { bearer } from '../../../testing/accounts.ts'
import {
  insertBooking,
  insertReviewToken,
  multipart,
  picture,
  type Logins,
} from '../../../testing/reviews.ts'
import { loginsSuite, type LoginsSuite } from '../../../testing/suites.ts'

describe.each(testDatabases())('review by token on %s', (kind) => {
  let t: TestApp
  let who: Logins
  let tour: LoginsSuite['tour']
  let mediaDir: string

  beforeAll(async () => {
    // Uploaded photos go to a folder of this run, not the shared test media.
    mediaDir = await mkdtemp(path.join(tmpdir(), 'serendib-review-media-'))
    // The catalogue cache on: a new review must still show at once (decision 068).
    ;({ t, who, tour } = await loginsSuite(kind, { tour: 4, cacheSeconds: 30, config: { mediaDir } }))
  })
  afterAll(async () => {
    await t?.close()
    await rm(mediaDir, { recursive: true, force: true })
  })

  const page = (token: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/review/booking',
      payload: { token } as Record<string, unknown>,
    })
  const submit = (body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/review/add/token', payload: body })
  const booking = (status: number = BookingStatus.completed, extra: { deleted?: boolean } = {}) =>
    insertBooking(t.database, {
      userId: who.customerId,
      activityId: tour.id,
      supplierUserId: tour.supplierUserId,
      status,
      ...extra,
    })
  const notFound = { status: 'error', message: Messages.noData }

  it("shows the link's booking: tour, booking and images", async () => {
    const response = await page(DEMO_REVIEW_TOKEN)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    const { status, data } = response.json()
    expect(status).toBe('success')
    expect(data.activity).toEqual({
      id: data.booking.activity_id,
      title: expect.any(String),
      tour_type: expect.any(Number),
      full_seo_url: expect.any(String),
      cover_image: {
        id: expect.any(Number),
        url: expect.stringMatching(/^\/media\/.+\.webp$/),
        srcset: expect.any(String),
        alt_text: expect.any(String),
      },
    })
    expect(data.booking).toEqual({
      id: expect.any(Number),
      booking_reference: expect.stringMatching(/^SB/),
      start_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      user_id: who.customerId,
      supplier_user_id: expect.any(Number),
      activity_id: expect.any(Number),
    })
    expect(data.images).toEqual([])
  })

  it('answers 404 for unknown, used and expired links and for bookings no longer reviewable', async () => {
    const used = await insertReviewToken(t.database, (await booking()).id, { usedAt: new Date() })
    const expired = await insertReviewToken(t.database, (await booking()).id, {
      expiresAt: new Date(Date.now() - 1000),
    })
    const deleted = await insertReviewToken(
      t.database,
      (await booking(BookingStatus.completed, { deleted: true })).id,
    )
    const disputed = await insertReviewToken(t.database, (await booking(BookingStatus.dispute)).id)
    const reviewedBooking = await booking()
    const reviewed = await insertReviewToken(t.database, reviewedBooking.id)
    await t.database.db.insert(reviews).values({
      bookingId: reviewedBooking.id,
      activityId: tour.id,
      userId: who.customerId,
      supplierUserId: tour.supplierUserId,
      rating: 5,
    })
    for (const token of ['no-such-token', 'x'.repeat(500), used, expired, deleted, disputed, reviewed]) {
      const response = await page(token)
      expect(response.statusCode, token).toBe(404)
      expect(response.json()).toEqual(notFound)
      const sent = await submit({ token, review_rating: 5, review_feedback: 'Great' })
      expect(sent.statusCode, token).toBe(404)
    }
    expect((await page(undefined)).statusCode).toBe(400)
  })

  it("refuses a booking_id that is not the link's own, and keeps the link usable", async () => {
    const mine = await booking()
    const other = await booking()
    const token = await insertReviewToken(t.database, mine.id)
    const response = await submit({
      token,
      booking_id: other.id,
      review_rating: 5,
      review_feedback: 'Sneaky',
    })
    expect(response.statusCode).toBe(404)
    expect(await t.database.db.select().from(reviews).where(eq(reviews.bookingId, other.id))).toEqual([])
    expect((await page(token)).statusCode).toBe(200)
  })

  it('checks rating and feedback (500 characters on this page), writing nothing on failure', async () => {
    const mine = await booking()
    const token = await insertReviewToken(t.database, mine.id)
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ review_rating: 0, review_feedback: 'Nice' }, Messages.reviewRatingRequired],
      [{ review_feedback: 'Nice' }, Messages.reviewRatingRequired],
      [{ review_rating: 6 }, Messages.reviewRatingRequired],
      [{ review_rating: 5, review_feedback: 'x'.repeat(501) }, ReviewMessages.feedbackTooLong(500)],
    ]
    for (const [body, message] of cases) {
      const response = await submit({ token, booking_id: mine.id, ...body })
      expect(response.statusCode, JSON.stringify(body)).toBe(422)
      expect(response.json()).toEqual({ status: 'error', message })
    }
    expect(await t.database.db.select().from(reviews).where(eq(reviews.bookingId, mine.id))).toEqual([])
    expect((await page(token)).statusCode).toBe(200)
  })

  it('spends the link, writes the review from the booking with its images, and recomputes the rating', async () => {
    const mine = await booking()
    const token = await insertReviewToken(t.database, mine.id)
    const upload = multipart([
      ['tid', String(mine.id)],
      ['token', token],
      { name: 'file', filename: 'pool.png', contentType: 'image/png', bytes: await picture('png', 500, 300) },
    ])
    const uploaded = await t.app.inject({ method: 'POST', url: '/api/review/image/upload', ...upload })
    expect(uploaded.statusCode, uploaded.body).toBe(200)
    const before = (
      await t.database.db
        .select({ rating: reviews.rating })
        .from(reviews)
        .where(and(eq(reviews.activityId, tour.id), eq(reviews.hidden, false)))
    ).map((r) => r.rating)
    // The tour page's reads, cached now.
    const tourReviews = async () => (await t.app.inject(`/api/activity/reviews?id=${tour.id}`)).json().data
    const shownBefore = await tourReviews()
    await t.app.inject(`/api/activity?id=${tour.id}`)

    const response = await submit({
      token,
      booking_id: mine.id,
      // Sent by the page, never trusted: the booking decides who wrote about what.
      user_id: who.otherId,
      supplier_user_id: who.otherId,
      activity_id: 999_999,
      review_rating: 3,
      review_feedback: 'x'.repeat(500),
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({ status: 'success', data: { review: 'review added' } })

    const [row] = await t.database.db.select().from(reviews).where(eq(reviews.bookingId, mine.id))
    expect(row).toMatchObject({
      activityId: tour.id,
      userId: who.customerId,
      supplierUserId: tour.supplierUserId,
      rating: 3,
      feedback: 'x'.repeat(500),
    })
    const images = await t.database.db.select().from(reviewImages).where(eq(reviewImages.bookingId, mine.id))
    expect(images.map((image) => image.reviewId)).toEqual([row!.id])
    const [link] = await t.database.db.select().from(reviewTokens).where(eq(reviewTokens.bookingId, mine.id))
    expect(link?.usedAt).toBeInstanceOf(Date)
    const [activity] = await t.database.db
      .select({ average: activities.averageRating, count: activities.ratingCount })
      .from(activities)
      .where(eq(activities.id, tour.id))
    expect(Number(activity?.average)).toBe(averageRating([...before, 3]))
    expect(activity?.count).toBe(before.length + 1)
    // The tour page shows it on its next view, cache or not.
    const shown = await tourReviews()
    expect(shown.total).toBe(shownBefore.total + 1)
    expect(
      shown.reviews.some((review: { review_feedback: string }) => review.review_feedback === 'x'.repeat(500)),
    ).toBe(true)
    const detail = (await t.app.inject(`/api/activity?id=${tour.id}`)).json().data
    expect(detail.rating_count).toBe(before.length + 1)

    // A used link's own page shows the review it led to (issue 18); unknown tokens stay 404.
    const used = await t.app.inject({ method: 'POST', url: '/api/review/used', payload: { token } })
    expect(used.statusCode, used.body).toBe(200)
    expect(used.json().data).toMatchObject({
      activity: { id: tour.id },
      review: { rating: 3, feedback: 'x'.repeat(500), images: [{ id: images[0]!.id }] },
    })
    for (const unknown of ['nope', '', 42]) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/review/used',
        payload: { token: unknown },
      })
      expect(answer.statusCode).toBe(unknown === 42 ? 400 : 404)
    }
    const unused = await insertReviewToken(t.database, (await booking()).id)
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/review/used', payload: { token: unused } }))
        .statusCode,
    ).toBe(404)

    // Single use: the page and the submit are gone, and the account area sees it reviewed.
    expect((await page(token)).statusCode).toBe(404)
    expect((await submit({ token, review_rating: 5 })).statusCode).toBe(404)
    const dashboard = await t.app.inject({
      method: 'POST',
      url: `/api/account/my-bookings/${mine.id}/review`,
      headers: bearer(who.customer),
      payload: { rating: 5, feedback: 'Again' },
    })
    expect(dashboard.statusCode).toBe(409)
  })

  it('lets stars stand alone on this page (spec §5: only the account asks for words) and only one of two racing submits win', async () => {
    const mine = await booking()
    const token = await insertReviewToken(t.database, mine.id)
    const answers = await Promise.all([
      submit({ token, review_rating: 5 }),
      submit({ token, review_rating: '4', review_feedback: '' }),
    ])
    const codes = answers.map((a) => a.statusCode).sort()
    expect(codes[0]).toBe(200)
    expect([404, 409]).toContain(codes[1])
    const rows = await t.database.db.select().from(reviews).where(eq(reviews.bookingId, mine.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]?.feedback).toBe('')
  })

  it('reviews the seeded demo booking through its link', async () => {
    const { data } = (await page(DEMO_REVIEW_TOKEN)).json()
    const response = await submit({
      token: DEMO_REVIEW_TOKEN,
      booking_id: data.booking.id,
      review_rating: 5,
      review_feedback: 'Loved it',
    })
    expect(response.statusCode).toBe(200)
    expect((await page(DEMO_REVIEW_TOKEN)).statusCode).toBe(404)
  })
})
