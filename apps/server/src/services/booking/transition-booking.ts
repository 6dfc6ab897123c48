/**
 * The one way a booking's status changes (decision 021). Every caller — customer cancel,
 * supplier confirm/reject/cancel, payment settlement, the completion and deadline jobs, a
 * chargeback, an admin — calls this inside its own transaction. It locks the booking, asks the
 * domain's graph whether `actor` may fire `action` from the current status, and refuses (422,
 * nothing changed) when not. Money and mail are the caller's: they differ per action.
 */
import { sql } from 'drizzle-orm'
import { queryRows, type Tx } from '@serendib/db/client'
import { bookingStatusChanges } from '@serendib/db/schema/audit'
import {
  BookingStatus,
  BookingTransitionMessages,
  countsAsSold,
  nextBookingStatus,
  type BookingAction,
  type BookingStatusCode,
} from '@serendib/domain/booking-status'
import { NotFoundError, UnprocessableError } from '@serendib/domain/errors'
import { recordAudit, type AuditActor } from '../audit/record-audit.ts'
import { recordBookingChange, type BookingChange } from '../octo/webhook-bookings.ts'

export class BookingTransitionRefused extends UnprocessableError {
  readonly from: BookingStatusCode
  constructor(action: string, from: BookingStatusCode) {
    super(BookingTransitionMessages.notAllowed(action, from))
    this.from = from
  }
}

export interface BookingTransition {
  bookingId: number
  action: BookingAction
  actor: AuditActor
  /** Shown to the customer for a supplier's reject or cancel; kept in the history. */
  reason?: string | null
  at?: Date
}

export interface TransitionResult {
  bookingId: number
  from: BookingStatusCode
  to: BookingStatusCode
  activityId: number
  paidCents: number
}

/** Timestamp column each arrival status stamps. */
/** The booking_update webhook's `change` for each arrival status (decision 061). */
const webhookChangeOf: Partial<Record<BookingStatusCode, BookingChange>> = {
  [BookingStatus.confirmed]: 'CONFIRMED',
  [BookingStatus.rejected]: 'REJECTED',
  [BookingStatus.canceled]: 'CANCELLED',
  [BookingStatus.completed]: 'REDEEMED',
}

const stampOf: Partial<Record<BookingStatusCode, string>> = {
  [BookingStatus.confirmed]: 'confirmed_at',
  [BookingStatus.canceled]: 'canceled_at',
  [BookingStatus.completed]: 'completed_at',
}

export async function transitionBooking(tx: Tx, change: BookingTransition): Promise<TransitionResult> {
  const at = change.at ?? new Date()
  const [booking] = await queryRows<{ status: BookingStatusCode; activity_id: number; paid: number }>(
    tx,
    sql`select status, activity_id, payment_amount_cents as paid from bookings
         where id = ${change.bookingId} and deleted_at is null for update`,
  )
  if (!booking) throw new NotFoundError()
  const from = booking.status
  const to = nextBookingStatus(from, change.action, change.actor.role)
  if (to === null) throw new BookingTransitionRefused(change.action, from)

  const stamp = stampOf[to]
  await tx.execute(
    sql`update bookings set status = ${to}, updated_at = ${at.toISOString()}::timestamptz
        ${stamp ? sql`, ${sql.identifier(stamp)} = ${at.toISOString()}::timestamptz` : sql``}
         where id = ${change.bookingId}`,
  )
  // activities.sold counts live paid bookings: a paid one that leaves them gives its sale back.
  if (booking.paid > 0 && countsAsSold(from) && !countsAsSold(to)) {
    await tx.execute(
      sql`update activities set sold = greatest(sold - 1, 0) where id = ${booking.activity_id}`,
    )
  }
  await tx.insert(bookingStatusChanges).values({
    bookingId: change.bookingId,
    fromStatus: from,
    toStatus: to,
    action: change.action,
    actorRole: change.actor.role,
    actorUserId: change.actor.userId,
    reason: change.reason ?? null,
    at,
  })
  if (change.actor.role === 'admin' || change.actor.role === 'supplier') {
    await recordAudit(tx, {
      actor: change.actor,
      action: `booking.${change.action}`,
      subject: { type: 'booking', id: change.bookingId },
      before: { status: from },
      after: { status: to },
      reason: change.reason,
    })
  }
  // A reseller's booking: its booking_update webhooks, sent after the caller's transaction commits.
  await recordBookingChange(tx, change.bookingId, webhookChangeOf[to] ?? 'UPDATED')
  return { bookingId: change.bookingId, from, to, activityId: booking.activity_id, paidCents: booking.paid }
}
