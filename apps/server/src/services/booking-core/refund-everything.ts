/**
 * The refund of a booking closed by someone other than its customer (decision 069's table of
 * effects, `closingEffectsByActor`): a supplier's reject or cancel, the response-deadline job, an
 * admin who asks for it. Everything still refundable goes back: refund rows spread over the
 * booking's charges (sent to the provider after commit) and an audit row. Refuses (422, the
 * caller's transaction rolls back) when the charges do not cover it.
 */
import type { Tx } from '@serendib/db/client'
import { RefundMessages } from '@serendib/domain/admin-refunds'
import { UnprocessableError } from '@serendib/domain/errors'
import { bookingMoney } from '../admin/bookings/money.ts'
import { recordAudit, type AuditActor } from '../audit/record-audit.ts'
import { recordBookingRefunds, type PlannedRefunds } from '../payments/charges.ts'

export async function refundEverythingPaid(
  tx: Tx,
  r: {
    bookingId: number
    actor: AuditActor
    /** What the traveller reads beside the refund (issue 29 point 8). */
    reason: string
    /** The audit row's reason, when it differs. */
    auditReason?: string
  },
): Promise<{ refunds: PlannedRefunds | null; refundCents: number }> {
  const money = await bookingMoney(tx, r.bookingId)
  if (money.refundable_cents <= 0) return { refunds: null, refundCents: 0 }
  const refunds = await recordBookingRefunds(tx, {
    bookingId: r.bookingId,
    amountCents: money.refundable_cents,
    reason: r.reason,
  })
  if (refunds.uncovered > 0) throw new UnprocessableError(RefundMessages.uncovered)
  await recordAudit(tx, {
    actor: r.actor,
    action: 'booking.refund',
    subject: { type: 'booking', id: r.bookingId },
    before: { refundable_cents: money.refundable_cents },
    after: {
      refundable_cents: 0,
      amount_cents: money.refundable_cents,
      refund_ids: refunds.refunds.map((refund) => refund.id),
    },
    reason: r.auditReason ?? r.reason,
  })
  return { refunds, refundCents: money.refundable_cents }
}
