/**
 * The one way a booking's status changes (decisions 021 and 069). Every caller — customer cancel,
 * supplier confirm/reject/cancel, payment settlement, the completion and deadline jobs, a
 * chargeback, an admin, a reseller — calls this inside its own transaction. It locks the booking,
 * asks the domain's graph whether `actor` may fire `action` from the current status, and refuses
 * (422, nothing changed) when not. Then it applies the domain's table of effects
 * (`transitionEffects`) once: the stamp, the sale given back, the history and audit, the
 * reseller's webhook, the seats given back and the pending amendments withdrawn. Refunds and
 * mails differ per actor and are the caller's.
 */
import { sql } from 'drizzle-orm'
import { queryRows, type Tx } from '@serendib/db/client'
import { bookingStatusChanges } from '@serendib/db/schema/audit'
import { AmendmentStatus } from '@serendib/domain/amendments'
import { transitionEffects } from '@serendib/domain/booking-effects'
import {
  BookingTransitionMessages,
  countsAsSold,
  nextBookingStatus,
  type BookingAction,
  type BookingStatusCode,
} from '@serendib/domain/booking-status'
import { NotFoundError, UnprocessableError } from '@serendib/domain/errors'
import { recordAudit, type AuditActor } from '../audit/record-audit.ts'
import { recordBookingChange } from '../octo/webhook-bookings.ts'
import { releaseSeats } from './seats.ts'
import { assignResources, releaseResources } from '../resources/assign-resources.ts'

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

export async function transitionBooking(tx: Tx, change: BookingTransition): Promise<TransitionResult> {
  const at = change.at ?? new Date()
  const [booking] = await queryRows<{
    status: BookingStatusCode
    activity_id: number
    paid: number
    day: string
    pax: number
    start_time_id: number | null
  }>(
    tx,
    sql`select status, activity_id, payment_amount_cents as paid, start_date::text as day,
               (num_adults + num_children + num_infants)::int as pax, start_time_id
          from bookings
         where id = ${change.bookingId} and deleted_at is null for update`,
  )
  if (!booking) throw new NotFoundError()
  const from = booking.status
  const to = nextBookingStatus(from, change.action, change.actor.role)
  if (to === null) throw new BookingTransitionRefused(change.action, from)

  const effects = transitionEffects(from, to, change.actor.role)
  const stamp = effects.stamp
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
  if (effects.audited) {
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
  await recordBookingChange(tx, change.bookingId, effects.webhook)
  if (effects.releasesSeats)
    await releaseSeats(tx, booking.activity_id, booking.day, booking.pax, booking.start_time_id)
  // Who drives whom (decision 074): not bookings rows, but the booking's to give and take back.
  if (effects.resources === 'assign') await assignResources(tx, change.bookingId)
  else if (effects.resources === 'release') await releaseResources(tx, change.bookingId)
  // A change nobody can act on any more: withdrawn, so no supplier accepts it later.
  if (effects.withdrawsAmendments) {
    await tx.execute(
      sql`update amendments set status = ${AmendmentStatus.withdrawn}, decided_at = now(), updated_at = now()
           where booking_id = ${change.bookingId} and status = ${AmendmentStatus.pending}`,
    )
  }
  return { bookingId: change.bookingId, from, to, activityId: booking.activity_id, paidCents: booking.paid }
}
