import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { testDatabases } from '@serendib/db/testing'
import { activities } from '@serendib/db/schema/activities'
import { reviews, reviewTokens } from '@serendib/db/schema/reviews'
import { DEMO_REVIEW_TOKEN } from '@serendib/db/seed/insert-demo-people'
import { BookingStatus } from '@serendib/domain/booking-status'
import { Messages } from '@serendib/domain/messages'
import { averageRating, ReviewMessages } from '@serendib/domain/reviews'
import type { AccountReviewJson } from '../../../services/reviews/account-reviews.ts'
import type { TestApp } from '../../../test-app.ts'
import { bearer } from '../../../testing/accounts.ts'
import { insertBooking, insertReviewToken, type Logins } from '../../../testing/reviews.ts'
import { loginsSuite, type LoginsSuite } from '../../../testing/suites.ts'

describe.each(testDatabases())('account reviews on %s', (kind) => {
  let t: TestApp
  let who: Logins
  let tour: LoginsSuite['tour']

  beforeAll(async () => {
    ;({ t, who, tour } = await loginsSuite(kind, { tour: 5 }))
  })
  afterAll(async () => t?.close())

  const list = (token?: string) =>
    t.app.inject({ url: '/api/account/reviews', headers: token ? bearer(token) : {} })
  const post = (id: number | string, payload: unknown, token = who.customer) =>
    t.app.inject({
      method: 'POST',
      url: `/api/account/my-bookings/${id}/review`,
      headers: bearer(token),
      payload: payload as Record<string, unknown>,
    })
  const completedBooking = (userId = who.customerId, status: number = BookingStatus.completed) =>
    insertBooking(t.database, {
      userId,
      activityId: tour.id,
      supplierUserId: tour.supplierUserId,
      status,
    })
  const visibleRatings = async (activityId: number) =>
    (
      await t.database.db
        .select({ rating: reviews.rating })
        .from(reviews)
        .where(and(eq(reviews.activityId, activityId), eq(reviews.hidden, false)))
    ).map((r) => r.rating)
  const activityRating = async (activityId: number) => {
    const [row] = await t.database.db
      .select({ average: activities.averageRating, count: activities.ratingCount })
      .from(activities)
      .where(eq(activities.id, activityId))
    return { average: row?.average === null ? null : Number(row?.average), count: row?.count }
  }

  it('lists the completed bookings newest first, each with its review or null', async () => {
    const response = await list(who.customer)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    const { status, data } = response.json()
    expect(status).toBe('success')
    // The demo customer: an unreviewed tour 5 days ago, reviews 4 and 5 stars 20 and 45 days ago.
    const rows = data.reviews as AccountReviewJson[]
    expect(rows).toHaveLength(3)
    expect(rows.map((r) => r.booking.status)).toEqual([4, 4, 4])
    expect(rows.map((r) => r.reviews?.rating ?? null)).toEqual([null, 4, 5])
    const dates = rows.map((r) => r.booking.start_date)
    expect([...dates].sort().reverse()).toEqual(dates)
    const [first, second] = rows
    expect(first!.booking).toMatchObject({
      booking_reference: expect.any(String),
      booking_ref: first!.booking.booking_reference,
      review: null,
      activity: { title: expect.any(String), supplier_name: expect.any(String) },
    })
    expect(first!.activity).toMatchObject({
      id: first!.booking.activity_id,
      title: first!.booking.activity.title,
      overview: expect.any(String),
      supplier_name: expect.any(String),
      cover_image: { url: expect.stringMatching(/^\/media\//) },
    })
    expect(first!.activity.overview.length).toBeGreaterThan(0)
    expect(second!.reviews).toEqual({
      id: expect.any(Number),
      rating: 4,
      feedback: expect.stringContaining('Great fun'),
      created_at: expect.any(String),
    })
    expect(second!.booking.review).toEqual(second!.reviews)
  })

  it('shows another customer nothing of these reviews', async () => {
    const response = await list(who.other)
    expect(response.statusCode).toBe(200)
    expect(response.json().data.reviews).toEqual([])
  })

  it('needs a customer: no token 401, supplier or admin 403', async () => {
    const booking = await completedBooking()
    expect((await list()).statusCode).toBe(401)
    expect((await list(who.supplier)).statusCode).toBe(403)
    expect((await list(who.admin)).statusCode).toBe(403)
    const body = { rating: 5, feedback: 'Lovely' }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/account/my-bookings/${booking.id}/review`,
      payload: body,
    })
    expect(anonymous.statusCode).toBe(401)
    expect((await post(booking.id, body, who.supplier)).statusCode).toBe(403)
    const admin = await post(booking.id, body, who.admin)
    expect(admin.statusCode).toBe(403)
    expect(admin.json()).toEqual({ status: 'error', message: expect.any(String) })
    expect(await t.database.db.select().from(reviews).where(eq(reviews.bookingId, booking.id))).toEqual([])
  })

  it('writes the review once, from the booking, and recomputes the rating exactly without hidden reviews', async () => {
    // A hidden one-star review of the same tour must not move the average.
    const hiddenBooking = await completedBooking(who.otherId)
    await t.database.db.insert(reviews).values({
      bookingId: hiddenBooking.id,
      activityId: tour.id,
      userId: who.otherId,
      supplierUserId: tour.supplierUserId,
      rating: 1,
      feedback: 'Hidden by an admin',
      hidden: true,
    })
    const booking = await completedBooking()
    const token = await insertReviewToken(t.database, booking.id)
    const before = await visibleRatings(tour.id)

    const response = await post(booking.id, {
      rating: 4,
      feedback: '  Tea country at its best.\r\nWorth the early start.  ',
      // Both ignored: the booking decides.
      supplier_id: who.otherId,
      activity_id: 999_999,
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({
      status: 'success',
      message: Messages.reviewAdded,
      data: {
        id: expect.any(Number),
        rating: 4,
        feedback: 'Tea country at its best.\nWorth the early start.',
      },
    })
    const [row] = await t.database.db.select().from(reviews).where(eq(reviews.bookingId, booking.id))
    expect(row).toMatchObject({
      id: response.json().data.id,
      activityId: tour.id,
      userId: who.customerId,
      supplierUserId: tour.supplierUserId,
      rating: 4,
      hidden: false,
    })
    const expected = [...before, 4]
    expect(await activityRating(tour.id)).toEqual({
      average: averageRating(expected),
      count: expected.length,
    })

    // The e-mailed link of the booking is spent by a review from the account area.
    const [link] = await t.database.db
      .select()
      .from(reviewTokens)
      .where(eq(reviewTokens.bookingId, booking.id))
    expect(link?.usedAt).toBeInstanceOf(Date)
    const page = await t.app.inject({ method: 'POST', url: '/api/review/booking', payload: { token } })
    expect(page.statusCode).toBe(404)

    const again = await post(booking.id, { rating: 1, feedback: 'Changed my mind' })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ status: 'error', message: ReviewMessages.alreadyReviewed })
    expect(await activityRating(tour.id)).toEqual({
      average: averageRating(expected),
      count: expected.length,
    })

    const listed = (await list(who.customer)).json().data.reviews as AccountReviewJson[]
    expect(listed.find((r) => r.booking.id === booking.id)?.reviews).toMatchObject({ rating: 4 })
  })

  it('checks rating and feedback with the spec messages and writes nothing on failure', async () => {
    const booking = await completedBooking()
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ rating: 0, feedback: 'Nice' }, Messages.reviewRatingRequired],
      [{ feedback: 'Nice' }, Messages.reviewRatingRequired],
      [{ rating: 6, feedback: 'Nice' }, Messages.reviewRatingRequired],
      [{ rating: 2.5, feedback: 'Nice' }, Messages.reviewRatingRequired],
      [{ rating: true, feedback: 'Nice' }, Messages.reviewRatingRequired],
      [{ rating: 5, feedback: '' }, Messages.reviewFeedbackRequired],
      [{ rating: 5, feedback: '   \n ' }, Messages.reviewFeedbackRequired],
      [{ rating: 5 }, Messages.reviewFeedbackRequired],
      [{ rating: 5, feedback: 'x'.repeat(201) }, ReviewMessages.feedbackTooLong(200)],
    ]
    for (const [body, message] of cases) {
      const response = await post(booking.id, body)
      expect(response.statusCode, JSON.stringify(body)).toBe(422)
      expect(response.json()).toEqual({ status: 'error', message })
    }
    expect(await t.database.db.select().from(reviews).where(eq(reviews.bookingId, booking.id))).toEqual([])
    // 200 characters (spec §9: the account's dialog; the e-mailed link allows 500) and a numeric
    // string rating are fine.
    const ok = await post(booking.id, { rating: '3', feedback: 'y'.repeat(200) })
    expect(ok.statusCode, ok.body).toBe(200)
    expect(ok.json().data).toMatchObject({ rating: 3 })
  })

  it("answers 404 for another customer's booking and for unknown ones, 400 for malformed ids", async () => {
    const booking = await completedBooking()
    const theirs = await post(booking.id, { rating: 5, feedback: 'Not mine' }, who.other)
    expect(theirs.statusCode).toBe(404)
    expect(theirs.json().status).toBe('error')
    expect((await post(2_000_000_000, { rating: 5, feedback: 'x' })).statusCode).toBe(404)
    expect((await post('abc', { rating: 5, feedback: 'x' })).statusCode).toBe(400)
    expect((await post('99999999999', { rating: 5, feedback: 'x' })).statusCode).toBe(400)
    const deleted = await insertBooking(t.database, {
      userId: who.customerId,
      activityId: tour.id,
      supplierUserId: tour.supplierUserId,
      deleted: true,
    })
    expect((await post(deleted.id, { rating: 5, feedback: 'x' })).statusCode).toBe(404)
    expect(await t.database.db.select().from(reviews).where(eq(reviews.bookingId, booking.id))).toEqual([])
  })

  it('refuses bookings that are not completed', async () => {
    for (const status of [
      BookingStatus.pending,
      BookingStatus.confirmed,
      BookingStatus.rejected,
      BookingStatus.canceled,
    ]) {
      const booking = await completedBooking(who.customerId, status)
      const response = await post(booking.id, { rating: 5, feedback: 'Too early' })
      expect(response.statusCode, `status ${status}`).toBe(422)
      expect(response.json().message).toBe(ReviewMessages.notCompleted)
    }
  })

  it('counts reviews of one tour written at the same moment', async () => {
    const before = await visibleRatings(tour.id)
    const pairs = await Promise.all([completedBooking(), completedBooking(), completedBooking()])
    const ratings = [5, 2, 3]
    const answers = await Promise.all(
      pairs.map((booking, i) => post(booking.id, { rating: ratings[i], feedback: `Review ${i}` })),
    )
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200])
    const expected = [...before, ...ratings]
    expect(await activityRating(tour.id)).toEqual({
      average: averageRating(expected),
      count: expected.length,
    })
  })

  it('keeps the seed demo link working until that booking is reviewed', async () => {
    const page = await t.app.inject({
      method: 'POST',
      url: '/api/review/booking',
      payload: { token: DEMO_REVIEW_TOKEN },
    })
    expect(page.statusCode).toBe(200)
  })
})
