/**
 * Photos of a review written in the account area (decision 067: one review form, the same three
 * photos as the e-mailed link). Like the link's, they belong to the booking until the review is
 * written, which attaches them (write-review.ts).
 */
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Database, DbOrTx } from '@serendib/db/client'
import type { MediaStore } from '@serendib/db/media/media-store'
import { reviewImages } from '@serendib/db/schema/reviews'
import { NotFoundError } from '@serendib/domain/errors'
import { canAddReviewImage } from '@serendib/domain/reviews'
import { consume } from '../abuse/rate-limit.ts'
import { reviewableBooking } from './add-account-review.ts'
import {
  imageCount,
  listBookingImages,
  notAPicture,
  removeReviewImageFiles,
  storeReviewImage,
  tooMany,
  type ReviewImageJson,
} from './review-images.ts'
import { reviewUploadsPerBooking } from './token-images.ts'

/** GET: the photos uploaded so far for the customer's booking still waiting for its review. */
export async function accountReviewImages(
  db: DbOrTx,
  userId: number,
  bookingId: number,
): Promise<ReviewImageJson[]> {
  await reviewableBooking(db, userId, bookingId)
  return listBookingImages(db, bookingId)
}

/**
 * Checks the booking and the count first (cheap), converts outside any transaction (slow), then
 * re-checks both with the booking's row locked, so two uploads at once cannot make a fourth.
 */
export async function uploadAccountReviewImage(
  database: Database,
  media: MediaStore,
  userId: number,
  bookingId: number,
  bytes: Buffer,
): Promise<ReviewImageJson[]> {
  await reviewableBooking(database.db, userId, bookingId)
  if (!canAddReviewImage(await imageCount(database.db, bookingId))) throw tooMany()
  await consume(database.db, reviewUploadsPerBooking, String(bookingId))
  const stored = await storeReviewImage(bytes, media, { prefix: 'review', refuse: notAPicture })
  try {
    await database.transaction(async (tx) => {
      await tx.execute(sql`select id from bookings where id = ${bookingId} for update`)
      await reviewableBooking(tx, userId, bookingId)
      if (!canAddReviewImage(await imageCount(tx, bookingId))) throw tooMany()
      await tx.insert(reviewImages).values({ bookingId, ...stored })
    })
  } catch (error) {
    await removeReviewImageFiles(media, stored)
    throw error
  }
  return listBookingImages(database.db, bookingId)
}

/** DELETE: one photo of the customer's booking, before its review is written. */
export async function deleteAccountReviewImage(
  database: Database,
  media: MediaStore,
  userId: number,
  bookingId: number,
  imageId: number,
): Promise<ReviewImageJson[]> {
  const deleted = await database.transaction(async (tx) => {
    await reviewableBooking(tx, userId, bookingId)
    return tx
      .delete(reviewImages)
      .where(
        and(
          eq(reviewImages.id, imageId),
          eq(reviewImages.bookingId, bookingId),
          isNull(reviewImages.reviewId),
        ),
      )
      .returning({ key: reviewImages.key, widths: reviewImages.widths })
  })
  const [image] = deleted
  if (!image) throw new NotFoundError()
  await removeReviewImageFiles(media, image)
  return listBookingImages(database.db, bookingId)
}
