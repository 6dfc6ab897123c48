/**
 * Moderation (issue 15): hide or show a booking message, hide or restore a review. Each change and
 * its audit row commit together; a review's tour rating is recomputed in the same transaction
 * (decision 015), so the average and count never disagree with the visible reviews.
 */
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import type { DbOrTx, Tx } from '@serendib/db/client'
import { activities } from '@serendib/db/schema/activities'
import { bookings } from '@serendib/db/schema/bookings'
import { bookingMessages } from '@serendib/db/schema/messages'
import { reviews } from '@serendib/db/schema/reviews'
import { users } from '@serendib/db/schema/users'
import type { AdminReview, AdminReviewsQuery } from '@serendib/domain/api/admin-people'
import type { BookingMessageJson } from '@serendib/domain/booking-json'
import { NotFoundError } from '@serendib/domain/errors'
import { recordAudit, type AuditActor } from '../audit/record-audit.ts'
import { bookingThread } from '../account/bookings/comments.ts'
import { refreshActivityRating } from '../reviews/write-review.ts'
import { containsPattern, pageOf, pageWindow, type Page } from './paging.ts'

/** Hides or shows a message (idempotent) with its audit row. */
export async function setMessageHidden(
  tx: Tx,
  actor: AuditActor,
  messageId: number,
  hidden: boolean,
): Promise<BookingMessageJson> {
  const [before] = await tx
    .select()
    .from(bookingMessages)
    .where(eq(bookingMessages.id, messageId))
    .for('update')
  if (!before) throw new NotFoundError('Message not found')
  if (before.hidden !== hidden) {
    await tx
      .update(bookingMessages)
      .set({ hidden, hiddenAt: hidden ? new Date() : null })
      .where(eq(bookingMessages.id, messageId))
    await recordAudit(tx, {
      actor,
      action: hidden ? 'message.hide' : 'message.unhide',
      subject: { type: 'booking', id: before.bookingId },
      before: { message_id: messageId, hidden: before.hidden },
      after: { message_id: messageId, hidden },
    })
  }
  const thread = await bookingThread(tx, before.bookingId, 'admin')
  return thread.find((m) => m.id === messageId)!
}

const reviewSelect = {
  review: reviews,
  reference: bookings.bookingReference,
  title: activities.title,
  average: activities.averageRating,
  ratingCount: activities.ratingCount,
  first: users.firstName,
  last: users.lastName,
  email: users.email,
}

function reviewsFrom(db: DbOrTx) {
  return db
    .select(reviewSelect)
    .from(reviews)
    .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
    .innerJoin(activities, eq(activities.id, reviews.activityId))
    .innerJoin(users, eq(users.id, reviews.userId))
}

type ReviewRow = Awaited<ReturnType<ReturnType<typeof reviewsFrom>['where']>>[number]

function reviewJson(r: ReviewRow): AdminReview {
  return {
    id: r.review.id,
    rating: r.review.rating,
    feedback: r.review.feedback,
    hidden: r.review.hidden,
    created_at: r.review.createdAt.toISOString(),
    booking_id: r.review.bookingId,
    booking_reference: r.reference,
    tour: {
      id: r.review.activityId,
      title: r.title,
      average_rating: r.average === null ? null : Number(r.average),
      rating_count: r.ratingCount,
    },
    customer: { id: r.review.userId, name: `${r.first} ${r.last}`.trim(), email: r.email },
  }
}

export async function listReviews(db: DbOrTx, q: AdminReviewsQuery): Promise<Page<AdminReview>> {
  const parts: (SQL | undefined)[] = []
  if (q.hidden !== undefined) parts.push(eq(reviews.hidden, q.hidden))
  if (q.tour) parts.push(eq(reviews.activityId, q.tour))
  if (q.q) {
    const p = containsPattern(q.q)
    parts.push(
      or(
        ilike(reviews.feedback, p),
        ilike(activities.title, p),
        ilike(users.email, p),
        ilike(bookings.bookingReference, p),
      ),
    )
  }
  const where = and(...parts)
  const { limit, offset } = pageWindow(q.page)
  const [rows, [total]] = await Promise.all([
    reviewsFrom(db)
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(reviews)
      .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
      .innerJoin(activities, eq(activities.id, reviews.activityId))
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(where),
  ])
  return pageOf(rows.map(reviewJson), total?.n ?? 0, q.page)
}

/** Hides or restores a review; the tour's rating follows in the same transaction. */
export async function setReviewHidden(
  tx: Tx,
  actor: AuditActor,
  reviewId: number,
  hidden: boolean,
): Promise<AdminReview> {
  const [found] = await tx
    .select({ activityId: reviews.activityId })
    .from(reviews)
    .where(eq(reviews.id, reviewId))
  if (!found) throw new NotFoundError('Review not found')
  // The tour's row first, like writeReview: rating recomputes of one tour take turns.
  await tx.execute(sql`select id from activities where id = ${found.activityId} for update`)
  const [before] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for('update')
  const [tourBefore] = await tx
    .select({ average: activities.averageRating, n: activities.ratingCount })
    .from(activities)
    .where(eq(activities.id, found.activityId))
  if (before!.hidden !== hidden) {
    await tx.update(reviews).set({ hidden }).where(eq(reviews.id, reviewId))
    await refreshActivityRating(tx, found.activityId)
    const [tourAfter] = await tx
      .select({ average: activities.averageRating, n: activities.ratingCount })
      .from(activities)
      .where(eq(activities.id, found.activityId))
    await recordAudit(tx, {
      actor,
      action: hidden ? 'review.hide' : 'review.restore',
      subject: { type: 'review', id: reviewId },
      before: {
        hidden: before!.hidden,
        tour_average: tourBefore?.average ?? null,
        tour_count: tourBefore?.n,
      },
      after: { hidden, tour_average: tourAfter?.average ?? null, tour_count: tourAfter?.n },
    })
  }
  const [row] = await reviewsFrom(tx).where(eq(reviews.id, reviewId))
  return reviewJson(row!)
}
