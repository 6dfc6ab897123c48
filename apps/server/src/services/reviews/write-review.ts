/**
 * The one way a review is written, from the account area or the e-mailed link: in the caller's
 * transaction, once per booking, with the activity's average_rating and rating_count brought up
 * to date before it commits.
 */
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Tx } from '@serendib/db/client'
import { reviewImages, reviews, type Review } from '@serendib/db/schema/reviews'
import { ConflictError } from '@serendib/domain/errors'
import { ReviewMessages, type ValidReview } from '@serendib/domain/reviews'
import { spendReviewTokens } from './review-tokens.ts'

export interface ReviewedBooking {
  bookingId: number
  activityId: number
  userId: number
  /** Always the booking's supplier, whatever a client sends. */
  supplierUserId: number
}

/**
 * Mean (to two places) and count of the activity's visible reviews; a hidden review counts for
 * nothing. The same formula as the seed's refreshRatingAggregates.
 */
export async function refreshActivityRating(tx: Tx, activityId: number): Promise<void> {
  await tx.execute(sql`
    update activities a set average_rating = s.average, rating_count = s.n
      from (select round(avg(rating), 2) as average, count(*)::int as n
              from reviews where activity_id = ${activityId} and not hidden) s
     where a.id = ${activityId}`)
}

/**
 * Writes the booking's review, spends its e-mailed links, attaches the images uploaded on the
 * token page, and recomputes the activity's rating. A second review of the booking is a 409.
 */
export async function writeReview(tx: Tx, booking: ReviewedBooking, review: ValidReview): Promise<Review> {
  await spendReviewTokens(tx, booking.bookingId)
  // Reviews of one activity take turns: the recompute below then sees every committed review
  // (READ COMMITTED takes a fresh snapshot per statement), so concurrent reviews are all counted.
  await tx.execute(sql`select id from activities where id = ${booking.activityId} for update`)
  const [row] = await tx
    .insert(reviews)
    .values({ ...booking, rating: review.rating, feedback: review.feedback })
    .onConflictDoNothing({ target: reviews.bookingId })
    .returning()
  if (!row) throw new ConflictError(ReviewMessages.alreadyReviewed)
  await tx
    .update(reviewImages)
    .set({ reviewId: row.id })
    .where(and(eq(reviewImages.bookingId, booking.bookingId), isNull(reviewImages.reviewId)))
  await refreshActivityRating(tx, booking.activityId)
  return row
}
