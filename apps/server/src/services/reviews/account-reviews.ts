/**
 * GET /api/account/reviews (spec §2 Reviews & Ratings): the customer's completed bookings,
 * newest first, each with its review or null. The Booking objects come from the bookings area's
 * serializer, so this list and My Bookings show the same shape.
 */
import { and, desc, eq, inArray, isNull } from 'drizzle-orm'
import type { DbOrTx } from '@serendib/db/client'
import { activities } from '@serendib/db/schema/activities'
import { bookings } from '@serendib/db/schema/bookings'
import { BookingStatus } from '@serendib/domain/booking-status'
import type { AccountReviewJson } from '@serendib/domain/api/account'
import { bookingRowsByIds, bookingsJson, isPaidBooking } from '../account/bookings/load-bookings.ts'

export type { AccountReviewJson }

export async function accountReviews(db: DbOrTx, userId: number): Promise<AccountReviewJson[]> {
  const ids = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.userId, userId),
        eq(bookings.status, BookingStatus.completed),
        isNull(bookings.deletedAt),
        isPaidBooking,
      ),
    )
    .orderBy(desc(bookings.startDate), desc(bookings.id))
  if (ids.length === 0) return []
  const rows = await bookingRowsByIds(
    db,
    ids.map((row) => row.id),
  )
  const byId = new Map((await bookingsJson(db, rows)).map((json) => [json.id, json]))
  const overviews = new Map(
    (
      await db
        .select({ id: activities.id, overview: activities.overview })
        .from(activities)
        .where(inArray(activities.id, [...new Set(rows.map((row) => row.booking.activityId))]))
    ).map((row) => [row.id, row.overview]),
  )
  return ids.flatMap(({ id }) => {
    const booking = byId.get(id)
    if (!booking) return []
    return [
      {
        booking,
        activity: { ...booking.activity, overview: overviews.get(booking.activity_id) ?? '' },
        reviews: booking.review,
      },
    ]
  })
}
