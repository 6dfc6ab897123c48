/** POST /api/account/my-bookings/{id}/review: the account area's review form (spec §5, decision 067). */
import { and, eq, isNull } from 'drizzle-orm'
import type { Database, DbOrTx } from '@serendib/db/client'
import { bookings } from '@serendib/db/schema/bookings'
import { reviews } from '@serendib/db/schema/reviews'
import { BookingStatus } from '@serendib/domain/booking-status'
import { ConflictError, NotFoundError, UnprocessableError } from '@serendib/domain/errors'
import { checkReview, ReviewMessages, type ReviewInput } from '@serendib/domain/reviews'
import { isPaidBooking } from '../account/bookings/load-bookings.ts'
import { writeReview } from './write-review.ts'

export interface AddedReview {
  id: number
  rating: number
  feedback: string
}

export interface ReviewableBooking {
  bookingId: number
  activityId: number
  supplierUserId: number
}

/**
 * The customer's own completed booking that has no review yet (another's is a plain 404, one not
 * completed a 422, one reviewed a 409): what the account's review form writes to, photos too.
 */
export async function reviewableBooking(
  db: DbOrTx,
  userId: number,
  bookingId: number,
): Promise<ReviewableBooking> {
  const [booking] = await db
    .select({
      bookingId: bookings.id,
      activityId: bookings.activityId,
      supplierUserId: bookings.supplierUserId,
      status: bookings.status,
      reviewId: reviews.id,
    })
    .from(bookings)
    .leftJoin(reviews, eq(reviews.bookingId, bookings.id))
    .where(
      and(eq(bookings.id, bookingId), eq(bookings.userId, userId), isNull(bookings.deletedAt), isPaidBooking),
    )
  if (!booking) throw new NotFoundError()
  if (booking.status !== BookingStatus.completed) throw new UnprocessableError(ReviewMessages.notCompleted)
  if (booking.reviewId !== null) throw new ConflictError(ReviewMessages.alreadyReviewed)
  return {
    bookingId: booking.bookingId,
    activityId: booking.activityId,
    supplierUserId: booking.supplierUserId,
  }
}

/**
 * Only the customer's own booking, only once it is completed, only once. The body's supplier_id
 * and activity_id are ignored: both come from the booking. Photos uploaded for the booking
 * (account-images.ts) join the review, as on the e-mailed link's page.
 */
export async function addAccountReview(
  database: Database,
  userId: number,
  bookingId: number,
  input: ReviewInput,
): Promise<AddedReview> {
  const { activityId, supplierUserId } = await reviewableBooking(database.db, userId, bookingId)
  const checked = checkReview(input, 'dashboard')
  if (!checked.ok) throw new UnprocessableError(checked.message)

  const row = await database.transaction((tx) =>
    writeReview(tx, { bookingId, activityId, userId, supplierUserId }, checked.value),
  )
  return { id: row.id, rating: row.rating, feedback: row.feedback }
}
