/**
 * The catalogue's reviews (./content/reviews.ts). A review belongs to a booking, so each
 * becomes a customer account for its reviewer and a completed, paid booking first.
 */
import { sql } from 'drizzle-orm'
import { BookingStatus } from '@serendib/domain/booking-status'
import { addDays } from '@serendib/domain/dates'
import { DurationUnit } from '@serendib/domain/duration'
import { UserType } from '@serendib/domain/user-types'
import type { Tx } from '../client.ts'
import { reviewImages, reviews } from '../schema/reviews.ts'
import { users } from '../schema/users.ts'
import { reviewers as seedReviewers } from './content/reviewers.ts'
import { reviews as seedReviews } from './content/reviews.ts'
import { activityByKey, bookingRefs, DAY_MS, insertPaidBooking } from './demo-bookings.ts'
import type { CatalogueIds } from './insert-catalogue.ts'
import { IdMap, type RenderedImages } from './seed-ids.ts'

export async function insertReviews(
  tx: Tx,
  { ids, images, today, now }: { ids: CatalogueIds; images: RenderedImages; today: string; now: Date },
): Promise<void> {
  // Reviewers cannot log in (no password): they exist so their reviews have an author.
  const reviewerIds = new IdMap('reviewer')
  const rows = await tx
    .insert(users)
    .values(
      seedReviewers.map((r) => ({
        userType: UserType.customer,
        firstName: r.firstName,
        lastName: r.lastName,
        email: r.email,
        emailVerifiedAt: now,
      })),
    )
    .returning({ id: users.id, email: users.email })
  const idByEmail = new Map(rows.map((row) => [row.email, row.id]))
  for (const r of seedReviewers) reviewerIds.set(r.key, idByEmail.get(r.email)!)
  const reviewerByKey = new Map(seedReviewers.map((r) => [r.key, r]))

  for (const [i, review] of seedReviews.entries()) {
    const reviewer = reviewerByKey.get(review.reviewer)
    if (!reviewer) throw new Error(`Demo seed: unknown reviewer '${review.reviewer}'`)
    const userId = reviewerIds.get(review.reviewer)
    const refs = bookingRefs(ids, activityByKey(review.activity))
    const reviewedAt = new Date(now.getTime() - review.daysAgo * DAY_MS)
    // The tour ended two days before the review and was booked about three weeks before that.
    const days = refs.activity.durationUnit === DurationUnit.days ? refs.activity.durationValue : 1
    const { bookingId } = await insertPaidBooking(tx, {
      reference: `SB${900001 + i}`,
      userId,
      ...refs,
      startDate: addDays(today, -review.daysAgo - 2 - (days - 1)),
      status: BookingStatus.completed,
      adults: i % 3 === 0 ? 1 : 2,
      lead: {
        firstName: reviewer.firstName,
        lastName: reviewer.lastName,
        email: reviewer.email,
        phone: '+44 7700 900000',
      },
      bookedAt: new Date(reviewedAt.getTime() - 25 * DAY_MS),
      completedAt: new Date(reviewedAt.getTime() - 2 * DAY_MS),
    })
    const [inserted] = await tx
      .insert(reviews)
      .values({
        bookingId,
        activityId: refs.activityId,
        userId,
        supplierUserId: refs.supplierUserId,
        rating: review.rating,
        feedback: review.feedback,
        createdAt: reviewedAt,
        updatedAt: reviewedAt,
      })
      .returning({ id: reviews.id })
    if (review.photos.length > 0)
      await tx.insert(reviewImages).values(
        review.photos.map((photo) => ({
          bookingId,
          reviewId: inserted!.id,
          key: photo.key,
          widths: images.widths(photo.key),
          createdAt: reviewedAt,
        })),
      )
  }
}

/** Recomputes average_rating and rating_count from the visible reviews (what the review code keeps up). */
export async function refreshRatingAggregates(tx: Tx): Promise<void> {
  await tx.execute(sql`
    update activities a set average_rating = r.average, rating_count = r.n
    from (select activity_id, round(avg(rating), 2) as average, count(*)::int as n
          from reviews where not hidden group by activity_id) r
    where a.id = r.activity_id`)
}
