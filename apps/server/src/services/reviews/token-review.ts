/** The review-by-token page (spec §2): what it shows, and its submit. No login: the link is the key. */
import type { Database, Db } from '@serendib/db/client'
import type { TokenReviewJson } from '@serendib/domain/booking-json'
import { UnprocessableError } from '@serendib/domain/errors'
import { checkReview } from '@serendib/domain/reviews'
import { loadActivityCards } from '../catalogue/activity-cards.ts'
import { listBookingImages } from './review-images.ts'
import { findReviewToken, lockLiveToken, tokenNotFound } from './review-tokens.ts'
import { writeReview } from './write-review.ts'

export type TokenReviewPage = TokenReviewJson

/** POST /api/review/booking: the booking behind a live link; 404 for any other token. */
export async function tokenReviewPage(db: Db, token: unknown): Promise<TokenReviewPage> {
  const found = await findReviewToken(db, token)
  const [[card], images] = await Promise.all([
    loadActivityCards(db, [found.activityId]),
    listBookingImages(db, found.bookingId),
  ])
  if (!card) throw tokenNotFound()
  return {
    activity: {
      id: card.id,
      title: card.title,
      tour_type: card.tour_type,
      full_seo_url: card.full_seo_url,
      cover_image: card.cover_image,
    },
    booking: {
      id: found.bookingId,
      booking_reference: found.bookingReference,
      start_date: found.startDate,
      user_id: found.userId,
      supplier_user_id: found.supplierUserId,
      activity_id: found.activityId,
    },
    images,
  }
}

export interface TokenReviewInput {
  token?: unknown
  booking_id?: unknown
  review_rating?: unknown
  review_feedback?: unknown
}

/**
 * POST /api/review/add/token: spends the link and writes the review with the images uploaded
 * so far. booking_id must be the link's own booking (else 404); user, supplier and activity
 * always come from that booking, whatever the body says.
 */
export async function addTokenReview(database: Database, input: TokenReviewInput): Promise<void> {
  const found = await findReviewToken(database.db, input.token)
  const sentBooking = input.booking_id
  if (sentBooking !== undefined && sentBooking !== null && sentBooking !== '') {
    if (Number(sentBooking) !== found.bookingId) throw tokenNotFound()
  }
  const checked = checkReview({ rating: input.review_rating, feedback: input.review_feedback }, 'token')
  if (!checked.ok) throw new UnprocessableError(checked.message)
  await database.transaction(async (tx) => {
    await lockLiveToken(tx, found.tokenId)
    await writeReview(
      tx,
      {
        bookingId: found.bookingId,
        activityId: found.activityId,
        userId: found.userId,
        supplierUserId: found.supplierUserId,
      },
      checked.value,
    )
  })
}
