/**
 * A review link that was already used (issue 18): the page says so and shows the review it led
 * to (written through the link or from the account area). Anything else stays a 404.
 */
import { eq } from 'drizzle-orm'
import type { DbOrTx } from '@serendib/db/client'
import { reviews, reviewTokens } from '@serendib/db/schema/reviews'
import type { UsedTokenReviewJson } from '@serendib/domain/api/reviews'
import { hashToken } from '../accounts/tokens.ts'
import { loadActivityCards } from '../catalogue/activity-cards.ts'
import { listBookingImages } from './review-images.ts'
import { tokenNotFound } from './review-tokens.ts'

export async function usedTokenReview(db: DbOrTx, token: unknown): Promise<UsedTokenReviewJson> {
  if (typeof token !== 'string' || token.length === 0 || token.length > 200) throw tokenNotFound()
  const [row] = await db
    .select({
      bookingId: reviews.bookingId,
      activityId: reviews.activityId,
      rating: reviews.rating,
      feedback: reviews.feedback,
      hidden: reviews.hidden,
      createdAt: reviews.createdAt,
    })
    .from(reviewTokens)
    .innerJoin(reviews, eq(reviews.bookingId, reviewTokens.bookingId))
    .where(eq(reviewTokens.tokenHash, hashToken(token)))
    .limit(1)
  if (!row) throw tokenNotFound()
  const [[card], images] = await Promise.all([
    loadActivityCards(db, [row.activityId]),
    listBookingImages(db, row.bookingId),
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
    review: {
      rating: row.rating,
      feedback: row.feedback,
      created_at: new Date(row.createdAt).toISOString(),
      images,
    },
  }
}
