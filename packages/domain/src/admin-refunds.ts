/**
 * The admin's refund rule (issue 15, decision 027): full or partial, never more than is left of
 * what the booking was paid. What is left = paid in (order share + amendment charges) − refunds
 * pending or sent. The server checks it under the booking's row lock; the form shows the same
 * sentence before sending.
 */
import { formatUsd } from './money.ts'

export const REFUND_REASON_MAX = 500

export const RefundMessages = {
  amountRequired: 'Enter an amount above $0.00',
  tooMuch: (refundableCents: number) =>
    refundableCents > 0
      ? `You can refund at most ${formatUsd(refundableCents)}: that is what is left of what was paid`
      : 'Nothing is left to refund on this booking',
  reasonRequired: 'Give a reason for the refund',
  reasonTooLong: `Keep the reason under ${REFUND_REASON_MAX} characters`,
  uncovered: 'The payment provider holds no charge for this amount: refund it by hand and note it here',
  recorded: 'Refund sent',
  failed: 'The payment provider refused the refund. It is listed as failed and can be retried.',
  notFailed: 'Only a failed refund can be retried',
  retried: 'Refund sent again',
} as const

/** The first problem with a refund request, or null. */
export function refundProblem(amountCents: number, reason: string, refundableCents: number): string | null {
  if (!Number.isInteger(amountCents) || amountCents <= 0) return RefundMessages.amountRequired
  if (amountCents > refundableCents) return RefundMessages.tooMuch(refundableCents)
  if (!reason.trim()) return RefundMessages.reasonRequired
  if (reason.length > REFUND_REASON_MAX) return RefundMessages.reasonTooLong
  return null
}

/** What the console says after an admin moves a booking (decision 021's admin transitions). */
export const AdminBookingMessages = {
  reasonRequired: 'Give a reason: the customer reads it',
  done: {
    confirm: 'Booking confirmed',
    reject: 'Booking rejected',
    cancel: 'Booking canceled',
    complete: 'Booking completed',
    dispute: 'Dispute opened',
    resolve: 'Dispute resolved',
    reinstate: 'Booking reinstated',
  } as Record<string, string>,
} as const
