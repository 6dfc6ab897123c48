/** POST /api/account/my-bookings/{id}/review: the dashboard's review modal (spec §5). */
import { and, eq, isNull } from 'drizzle-orm'
import type { Database } from '@serendib/db/client'
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

/**
 * Only the customer's own booking (another's is a plain 404), only once it is completed, only
 * once. The body's supplier_id and activity_id are ignored: both come from the booking.
 */
export async function addAccountReview(
  database: Database,
  userId: number,
  bookingId: number,
  input: ReviewInput,
): Promise<AddedReview> {
  const [booking] = await database.db
    .select({
      bookingId: bookings.id,
      activityId: bookings.activityId,
      userId: bookings.userId,
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
  const checked = checkReview(input, 'dashboard')
  if (!checked.ok) throw new UnprocessableError(checked.message)

  const { activityId, supplierUserId } = booking
  const row = await database.transaction((tx) =>
    writeReview(tx, { bookingId, activityId, userId, supplierUserId }, checked.value),
  )
  return { id: row.id, rating: row.rating, feedback: row.feedback }
}
