/**
 * One review form (issue 30 point 10, decision 067): the account area takes the same three
 * photos as the e-mailed link, and the same 500-character rule. Only the customer's own
 * completed, unreviewed booking; the photos join the review when it is written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { testDatabases } from '@serendib/db/testing'
import { reviewImages, reviews } from '@serendib/db/schema/reviews'
import { BookingStatus } from '@serendib/domain/booking-status'
import { Messages } from '@serendib/domain/messages'
import { REVIEW_FEEDBACK_MAX, ReviewMessages } from '@serendib/domain/reviews'
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

interface ImageJson {
  id: number
  name: string
  url: string
}

describe.each(testDatabases())('account review photos on %s', (kind) => {
  let t: TestApp
  let who: Logins
  let tour: LoginsSuite['tour']

  beforeAll(async () => {
    ;({ t, who, tour } = await loginsSuite(kind, { tour: 3 }))
  })
  afterAll(async () => t?.close())

  const booking = (status: number = BookingStatus.completed) =>
    insertBooking(t.database, {
      userId: who.customerId,
      activityId: tour.id,
      supplierUserId: tour.supplierUserId,
      status,
    })
  const url = (id: number | string) => `/api/account/my-bookings/${id}/review/images`
  const upload = async (id: number | string, token = who.customer, bytes?: Buffer) => {
    const body = multipart([
      {
        name: 'file',
        filename: 'view.png',
        contentType: 'image/png',
        bytes: bytes ?? (await picture('png', 300, 200)),
      },
    ])
    return t.app.inject({
      method: 'POST',
      url: url(id),
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token) },
    })
  }
  const list = (id: number | string, token = who.customer) =>
    t.app.inject({ url: url(id), headers: bearer(token) })
  const remove = (id: number, imageId: number | string, token = who.customer) =>
    t.app.inject({ method: 'DELETE', url: `${url(id)}/${imageId}`, headers: bearer(token) })
  const review = (id: number, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/account/my-bookings/${id}/review`,
      headers: bearer(who.customer),
      payload,
    })
  const stored = (bookingId: number) =>
    t.database.db.select().from(reviewImages).where(eq(reviewImages.bookingId, bookingId))

  it('takes three photos, refuses a fourth with the spec words, lists and deletes them', async () => {
    const mine = await booking()
    for (let n = 1; n <= 3; n++) {
      const response = await upload(mine.id)
      expect(response.statusCode, response.body).toBe(200)
      const body = response.json() as { status: string; images: ImageJson[]; message: string }
      expect(body).toMatchObject({ status: 'success', message: ReviewMessages.imageUploaded })
      expect(body.images).toHaveLength(n)
      expect(body.images[0]!.url).toMatch(/^\/media\/review-/)
    }
    const fourth = await upload(mine.id)
    expect(fourth.statusCode).toBe(422)
    expect(fourth.json()).toEqual({ status: 'error', message: Messages.reviewMaxImages })
    expect(await stored(mine.id)).toHaveLength(3)

    const listed = await list(mine.id)
    expect(listed.statusCode).toBe(200)
    expect(listed.headers['cache-control']).toBe('no-store')
    const images = (listed.json() as { images: ImageJson[] }).images
    expect(images).toHaveLength(3)
    const left = await remove(mine.id, images[1]!.id)
    expect(left.statusCode, left.body).toBe(200)
    expect((left.json() as { images: ImageJson[] }).images.map((i) => i.id)).toEqual([
      images[0]!.id,
      images[2]!.id,
    ])
    // The same photo again, or one of another booking: not here.
    expect((await remove(mine.id, images[1]!.id)).statusCode).toBe(404)
    expect((await remove(mine.id, 'abc')).statusCode).toBe(400)
  })

  it('attaches the photos to the review written from the account, with up to 200 characters (spec §9)', async () => {
    const mine = await booking()
    await upload(mine.id)
    await upload(mine.id)
    const tooLong = await review(mine.id, {
      rating: 5,
      feedback: 'x'.repeat(REVIEW_FEEDBACK_MAX.dashboard + 1),
    })
    expect(tooLong.statusCode).toBe(422)
    expect(tooLong.json()).toEqual({
      status: 'error',
      message: ReviewMessages.feedbackTooLong(REVIEW_FEEDBACK_MAX.dashboard),
    })
    const written = await review(mine.id, { rating: 5, feedback: 'y'.repeat(REVIEW_FEEDBACK_MAX.dashboard) })
    expect(written.statusCode, written.body).toBe(200)
    const [row] = await t.database.db.select().from(reviews).where(eq(reviews.bookingId, mine.id))
    const images = await stored(mine.id)
    expect(images).toHaveLength(2)
    expect(images.every((image) => image.reviewId === row!.id)).toBe(true)
    // Reviewed: no more photos, and the list says why.
    const after = await upload(mine.id)
    expect(after.statusCode).toBe(409)
    expect(after.json()).toEqual({ status: 'error', message: ReviewMessages.alreadyReviewed })
    expect((await list(mine.id)).statusCode).toBe(409)
  })

  it('shares the photos with the e-mailed link of the same booking: three in all', async () => {
    const mine = await booking()
    const token = await insertReviewToken(t.database, mine.id)
    await upload(mine.id)
    await upload(mine.id)
    const page = await t.app.inject({ method: 'POST', url: '/api/review/booking', payload: { token } })
    expect((page.json() as { data: { images: ImageJson[] } }).data.images).toHaveLength(2)
    const third = multipart([
      ['tid', String(mine.id)],
      ['token', token],
      { name: 'file', filename: 'c.png', contentType: 'image/png', bytes: await picture('png', 80, 80) },
    ])
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/review/image/upload', ...third })).statusCode,
    ).toBe(200)
    const fourth = await upload(mine.id)
    expect(fourth.statusCode).toBe(422)
    expect(fourth.json()).toEqual({ status: 'error', message: Messages.reviewMaxImages })
  })

  it("refuses another customer's booking (404), one not completed (422) and a non-picture, changing nothing", async () => {
    const mine = await booking()
    const theirs = await upload(mine.id, who.other)
    expect(theirs.statusCode).toBe(404)
    expect((await list(mine.id, who.other)).statusCode).toBe(404)
    const confirmed = await booking(BookingStatus.confirmed)
    const early = await upload(confirmed.id)
    expect(early.statusCode).toBe(422)
    expect(early.json()).toEqual({ status: 'error', message: ReviewMessages.notCompleted })
    const fake = await upload(mine.id, who.customer, Buffer.from('%PDF-1.4 not a picture'))
    expect(fake.statusCode).toBe(422)
    expect(fake.json()).toEqual({ status: 'error', message: ReviewMessages.imageNotPicture })
    expect((await upload(999_999)).statusCode).toBe(404)
    expect(await stored(mine.id)).toEqual([])
    expect(await stored(confirmed.id)).toEqual([])
    // Signed out: the account area's 401.
    const anonymous = await t.app.inject({ url: url(mine.id) })
    expect(anonymous.statusCode).toBe(401)
  })
})
