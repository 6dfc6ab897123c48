/**
 * Photos on the review-by-token page, uploaded before the review exists (spec §7: `tid` = the
 * booking id). They belong to the booking until the submit attaches them to its review.
 */
import { and, eq, isNull } from 'drizzle-orm'
import type { Database } from '@serendib/db/client'
import type { MediaStore } from '@serendib/db/media/media-store'
import { reviewImages } from '@serendib/db/schema/reviews'
import { NotFoundError } from '@serendib/domain/errors'
import { canAddReviewImage } from '@serendib/domain/reviews'
import { consume, type RateLimitRule } from '../abuse/rate-limit.ts'
import {
  imageCount,
  listBookingImages,
  notAPicture,
  removeReviewImageFiles,
  storeReviewImage,
  tooMany,
  type ReviewImageJson,
} from './review-images.ts'
import { findReviewToken, lockLiveToken, tokenNotFound } from './review-tokens.ts'

/** Each upload costs a decode and three encodes; a link holder gets plenty, a loop does not. */
export const reviewUploadsPerBooking: RateLimitRule = {
  bucket: 'review-upload:booking',
  limit: 30,
  windowSeconds: 60 * 60,
}

export interface UploadInput {
  token: unknown
  /** The booking id the page sends as `tid`; must be the link's own booking. */
  tid: unknown
  bytes: Buffer
}

/**
 * Checks the link and the count first (cheap), converts outside any transaction (slow), then
 * re-checks both with the link's row locked, so two uploads at once cannot make a fourth image.
 */
export async function uploadReviewImage(
  database: Database,
  media: MediaStore,
  input: UploadInput,
): Promise<ReviewImageJson[]> {
  const found = await findReviewToken(database.db, input.token)
  if (String(input.tid ?? '').trim() !== String(found.bookingId)) throw tokenNotFound()
  if (!canAddReviewImage(await imageCount(database.db, found.bookingId))) throw tooMany()
  await consume(database.db, reviewUploadsPerBooking, String(found.bookingId))

  // A file that only claims to be a picture gets the reason, as a PDF does in the browser.
  const stored = await storeReviewImage(input.bytes, media, {
    prefix: 'review',
    refuse: notAPicture,
  })
  try {
    await database.transaction(async (tx) => {
      await lockLiveToken(tx, found.tokenId)
      if (!canAddReviewImage(await imageCount(tx, found.bookingId))) throw tooMany()
      await tx.insert(reviewImages).values({ bookingId: found.bookingId, ...stored })
    })
  } catch (error) {
    await removeReviewImageFiles(media, stored)
    throw error
  }
  return listBookingImages(database.db, found.bookingId)
}

/** POST /api/review/image/delete: only an image of the link's booking, before the review is sent. */
export async function deleteReviewImage(
  database: Database,
  media: MediaStore,
  input: { token: unknown; id: unknown },
): Promise<ReviewImageJson[]> {
  const found = await findReviewToken(database.db, input.token)
  const id = Number(input.id)
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw new NotFoundError()
  const deleted = await database.transaction(async (tx) => {
    await lockLiveToken(tx, found.tokenId)
    return tx
      .delete(reviewImages)
      .where(
        and(
          eq(reviewImages.id, id),
          eq(reviewImages.bookingId, found.bookingId),
          isNull(reviewImages.reviewId),
        ),
      )
      .returning({ key: reviewImages.key, widths: reviewImages.widths })
  })
  const [image] = deleted
  if (!image) throw new NotFoundError()
  await removeReviewImageFiles(media, image)
  return listBookingImages(database.db, found.bookingId)
}
