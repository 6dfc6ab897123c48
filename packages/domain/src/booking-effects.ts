/**
 * What each step of the booking lifecycle does besides changing the status (decision 069): one
 * table of effects, read by the booking core on the server (services/booking-core), which applies
 * it once for every actor. A caller never writes these effects itself.
 *
 * The columns:
 * - `stamp`: the bookings column that takes the time of arrival.
 * - `webhook`: the `change` of the reseller's booking_update webhook (decision 061).
 * - `releasesSeats`: the booking's travellers go back to availability_days (and its start's
 *   availability_slots) when it arrives here from a status that holds seats (`SEAT_HOLDING`).
 * - `withdrawsAmendments`: a pending change nobody can act on any more is withdrawn.
 * - `sold`: a paid booking that stops counting as sold gives its sale back (`countsAsSold`).
 *
 * Audit: transitions fired by an admin or a supplier go to the audit log (`AUDITED_ACTORS`); every
 * transition goes to booking_status_changes.
 *
 * Refunds and mails differ per actor (`closingEffectsByActor` below, the same table decision 069
 * shows).
 */
import type { ActorRole } from './actors.ts'
import {
  BookingStatus,
  bookingStatusName,
  type BookingStatusCode,
  type BookingStatusName,
} from './booking-status.ts'

export type BookingWebhookChange = 'CONFIRMED' | 'REJECTED' | 'CANCELLED' | 'REDEEMED' | 'UPDATED'

export interface ArrivalEffects {
  stamp: 'confirmed_at' | 'canceled_at' | 'completed_at' | null
  webhook: BookingWebhookChange
  releasesSeats: boolean
  withdrawsAmendments: boolean
  /**
   * The booking's vehicle and driver-guide (decision 074): chosen when it is confirmed (where
   * free ones exist), freed for other trips when it closes.
   */
  resources: 'assign' | 'release' | null
}

/** Effects of arriving in each status, whoever fired the transition. */
export const bookingArrivalEffects: Record<BookingStatusName, ArrivalEffects> = {
  pending: {
    stamp: null,
    webhook: 'UPDATED',
    releasesSeats: false,
    withdrawsAmendments: false,
    resources: null,
  },
  confirmed: {
    stamp: 'confirmed_at',
    webhook: 'CONFIRMED',
    releasesSeats: false,
    withdrawsAmendments: false,
    resources: 'assign',
  },
  rejected: {
    stamp: null,
    webhook: 'REJECTED',
    releasesSeats: true,
    withdrawsAmendments: true,
    resources: 'release',
  },
  canceled: {
    stamp: 'canceled_at',
    webhook: 'CANCELLED',
    releasesSeats: true,
    withdrawsAmendments: true,
    resources: 'release',
  },
  completed: {
    stamp: 'completed_at',
    webhook: 'REDEEMED',
    releasesSeats: false,
    withdrawsAmendments: false,
    resources: null,
  },
  dispute: {
    stamp: null,
    webhook: 'UPDATED',
    releasesSeats: false,
    withdrawsAmendments: false,
    resources: null,
  },
}

/**
 * Statuses whose booking still holds its seats. A dispute holds none: the seats were the
 * customer's until the tour ran, so canceling a dispute gives nothing back.
 */
export const SEAT_HOLDING: readonly BookingStatusCode[] = [BookingStatus.pending, BookingStatus.confirmed]

/** Actors whose transitions are written to the audit log (people acting on someone else's booking). */
export const AUDITED_ACTORS: readonly ActorRole[] = ['admin', 'supplier']

export interface TransitionEffects extends ArrivalEffects {
  audited: boolean
}

/**
 * The effects of one transition from `from` to `to` fired by `actor`: the arrival's, with seats
 * released only when `from` held them.
 */
export function transitionEffects(
  from: BookingStatusCode,
  to: BookingStatusCode,
  actor: ActorRole,
): TransitionEffects {
  const arrival = bookingArrivalEffects[bookingStatusName(to)]
  return {
    ...arrival,
    releasesSeats: arrival.releasesSeats && SEAT_HOLDING.includes(from),
    audited: AUDITED_ACTORS.includes(actor),
  }
}

/**
 * Refund and mails when a booking closes (Canceled or Rejected), per actor, listed here so the
 * rules are read in one place. The full refund is the booking core's `refundEverythingPaid`; the
 * customer's 24-hour refund and the mails are still applied by each caller (account cancel,
 * supplier decision and its deadline job, admin transition, OCTO cancel).
 */
export const closingEffectsByActor: Record<ActorRole, { refund: string; mails: string }> = {
  customer: {
    refund: 'the 24-hour rule (cancellation.ts): all paid from 24 h before the start, else nothing',
    mails: 'canceled mail to the customer, canceled mail to the supplier',
  },
  supplier: {
    refund: 'everything paid',
    mails: 'decision mail to the customer, decision mail to the supplier',
  },
  system: {
    refund:
      'everything paid (the response-deadline job rejects as the supplier would); the balance-due job ' +
      'cancels an unpaid balance under the 24-hour rule, as the customer would (decision 075)',
    mails:
      'decision mail to the customer, "rejected automatically" mail to the supplier; balance-due: ' +
      'unpaid-balance mail to the customer, canceled mail to the supplier',
  },
  admin: {
    refund: 'everything refundable when the admin asks for it',
    mails: 'notice to the supplier, change mail to the customer',
  },
  reseller: {
    refund: 'none: the reseller pays on account (a confirmed booking cancels up to 24 h before)',
    mails: 'canceled mail to the supplier unless it was a hold',
  },
}
