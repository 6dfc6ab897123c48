/**
 * Amendment requests (architecture brief, Amendments): the customer asks for another date,
 * pick-up or traveller counts; the server prices it; the supplier accepts or rejects. Spec §4:
 * amendments use the booking status labels (0 Pending, 1 Confirmed = accepted, 2 Rejected).
 */
import { bookingStatusLabels, type BookingStatusCode } from './booking-status.ts'
import { applyDiscount, type Cents } from './money.ts'

/**
 * 3 withdrawn is ours (issue 30 point 9, decision 064): a request still waiting when its booking
 * was canceled or rejected. Nobody refused the change, so it does not read "Rejected".
 */
export const AmendmentStatus = { pending: 0, accepted: 1, rejected: 2, withdrawn: 3 } as const
export type AmendmentStatusCode = (typeof AmendmentStatus)[keyof typeof AmendmentStatus]

export function amendmentStatusLabel(status: number): string {
  if (status === AmendmentStatus.withdrawn) return 'Withdrawn'
  return bookingStatusLabels[status as BookingStatusCode] ?? 'Pending'
}

/**
 * The amended booking's price (issue 30, decision 014): what the booking costs now, plus only
 * the change. Both sides are list prices of the travel day's rates (the booked counts on the
 * booked day, the new counts on the new day) less the booking's own deal percent, never the
 * deal running today; an amendment that changes nothing costs exactly the booking amount. A
 * refund never takes the booking below nothing.
 */
export function amendedAmountCents(p: {
  bookedCents: Cents
  discountPercent: number
  bookedListCents: Cents
  newListCents: Cents
}): Cents {
  const change =
    applyDiscount(p.newListCents, p.discountPercent) - applyDiscount(p.bookedListCents, p.discountPercent)
  return Math.max(0, p.bookedCents + change)
}

/**
 * What the customer still owes (> 0, paid through a pay link) or gets back (< 0) once the
 * amendment applies: the new price less everything paid so far.
 */
export function amendmentBalanceCents(newAmountCents: Cents, paidCents: Cents): Cents {
  return newAmountCents - paidCents
}

/**
 * Whether an amendment's balance is still owed or due back (issue 18): not for a rejected
 * request, nor for an accepted charge the booking can no longer take (the server then sends no
 * pay link). The page shows no amount to pay for those.
 */
export function amendmentBalanceOpen(a: {
  status: number
  paid: boolean
  pay_link: string | null
  balance_amount_cents: Cents
}): boolean {
  if (a.status === AmendmentStatus.rejected || a.status === AmendmentStatus.withdrawn) return false
  if (a.status === AmendmentStatus.accepted && !a.paid && !a.pay_link && a.balance_amount_cents > 0)
    return false
  return true
}

/** Ours: the spec words only the success ('Ammendment requet sent.') and the failure snackbar. */
export const AmendmentMessages = {
  notAllowed: 'This booking can no longer be amended',
  otherTour: 'An amendment can not change the tour; cancel and book the other tour instead',
  pendingExists: 'This booking already has an amendment waiting for the supplier',
  unpaidBalance: 'Please pay the balance of your last amendment first',
  nothingChanged: 'Change the date, pick-up or travellers to send a request',
  alreadyDecided: 'This amendment was already decided',
  datePassed: 'The requested date has passed; ask the customer for a new request',
  accepted: 'Amendment accepted',
  rejected: 'Amendment rejected',
} as const
