/**
 * The e-mailed review link (/tour/review/{token}): 32 random bytes, only the SHA-256 stored,
 * 60 days, single use. It names one completed booking and lets whoever holds it review that
 * booking without logging in (spec §6 "Holder of a review token").
 */
import { and, eq, gt, isNull, notExists, sql } from 'drizzle-orm'
import type { DbOrTx, Tx } from '@serendib/db/client'
import { bookings } from '@serendib/db/schema/bookings'
import { reviews, reviewTokens } from '@serendib/db/schema/reviews'
import { BookingStatus } from '@serendib/domain/booking-status'
import { NotFoundError } from '@serendib/domain/errors'
import { Messages } from '@serendib/domain/messages'
import { REVIEW_TOKEN_DAYS } from '@serendib/domain/reviews'
import { hashToken, newOpaqueToken } from '../accounts/tokens.ts'

export interface ReviewTokenBooking {
  tokenId: number
  bookingId: number
  bookingReference: string
  startDate: string
  userId: number
  supplierUserId: number
  activityId: number
}

/** One answer for unknown, used, expired and already-reviewed links: the page shows its 404. */
export const tokenNotFound = () => new NotFoundError(Messages.noData)

/**
 * A new link for a booking; returns the token for the mail (only its hash is kept). A booking
 * has one link: issuing again replaces the old one, so a job can never get stuck on a duplicate.
 */
export async function issueReviewToken(tx: DbOrTx, bookingId: number, now = new Date()): Promise<string> {
  const token = newOpaqueToken()
  const link = {
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + REVIEW_TOKEN_DAYS * 24 * 60 * 60 * 1000),
  }
  await tx
    .insert(reviewTokens)
    .values({ bookingId, ...link })
    .onConflictDoUpdate({ target: reviewTokens.bookingId, set: { ...link, usedAt: null } })
  return token
}

/**
 * The booking a live link opens: unused, unexpired, the booking completed, not deleted and not
 * reviewed yet (a review from the account area also ends the link). Throws 404 otherwise.
 */
export async function findReviewToken(db: DbOrTx, token: unknown): Promise<ReviewTokenBooking> {
  if (typeof token !== 'string' || token.length === 0 || token.length > 200) throw tokenNotFound()
  const [row] = await db
    .select({
      tokenId: reviewTokens.id,
      bookingId: bookings.id,
      bookingReference: bookings.bookingReference,
      startDate: bookings.startDate,
      userId: bookings.userId,
      supplierUserId: bookings.supplierUserId,
      activityId: bookings.activityId,
    })
    .from(reviewTokens)
    .innerJoin(bookings, eq(bookings.id, reviewTokens.bookingId))
    .where(
      and(
        eq(reviewTokens.tokenHash, hashToken(token)),
        isNull(reviewTokens.usedAt),
        gt(reviewTokens.expiresAt, new Date()),
        eq(bookings.status, BookingStatus.completed),
        isNull(bookings.deletedAt),
        notExists(
          db
            .select({ one: sql`1` })
            .from(reviews)
            .where(eq(reviews.bookingId, bookings.id)),
        ),
      ),
    )
    .limit(1)
  // A guest booking (no customer account, issue 12) has no author a review could be filed under.
  if (!row || row.userId === null) throw tokenNotFound()
  return { ...row, userId: row.userId }
}

/**
 * Locks the link's row for the rest of the transaction, still live, so uploads and the submit
 * of one booking happen one at a time (the image count and the single use hold under races).
 */
export async function lockLiveToken(tx: Tx, tokenId: number): Promise<void> {
  const [row] = await tx
    .select({ id: reviewTokens.id })
    .from(reviewTokens)
    .where(
      and(eq(reviewTokens.id, tokenId), isNull(reviewTokens.usedAt), gt(reviewTokens.expiresAt, new Date())),
    )
    .for('update')
  if (!row) throw tokenNotFound()
}

/** Uses up the links of a booking (the token page's submit, or a review from the account area). */
export async function spendReviewTokens(tx: Tx, bookingId: number): Promise<void> {
  await tx
    .update(reviewTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(reviewTokens.bookingId, bookingId), isNull(reviewTokens.usedAt)))
}
