/**
 * A booking's payment history as the traveller sees it (issue 18): what was charged, refunded
 * and is still being refunded, with dates and amounts. A checkout's charge may pay several
 * tours, so the line for this booking is its own share, not the whole order's amount.
 */
import type { Cents } from './money.ts'

export interface PaymentMovement {
  kind: 'charge' | 'refund'
  status: 'pending' | 'succeeded' | 'failed' | 'canceled'
  amount_cents: Cents
  /** Set for an amendment's balance charge or refund; null for the checkout charge. */
  amendment_id: number | null
  created_at: string
  completed_at: string | null
  /** A refund's reason as the admin, the supplier or the rule that refunded gave it. */
  reason?: string | null
}

export type PaymentLineKind = 'charged' | 'refunded' | 'refund_pending'
export interface PaymentLine {
  kind: PaymentLineKind
  label: string
  amount_cents: Cents
  /** When it happened (ISO): completion, or the request for a pending refund. */
  at: string
  /** Why a refund was made (issue 29 point 8: the admin's reason reaches the traveller). */
  reason?: string
}

export const paymentLineLabels: Record<PaymentLineKind, string> = {
  charged: 'Charged',
  refunded: 'Refunded',
  refund_pending: 'Refund pending',
}

const line = (
  kind: PaymentLineKind,
  amount_cents: Cents,
  at: string,
  reason?: string | null,
): PaymentLine => ({
  kind,
  label: paymentLineLabels[kind],
  amount_cents,
  at,
  ...(reason?.trim() ? { reason: reason.trim() } : {}),
})

/**
 * `paidCents` is the booking's payment_amount: its checkout share plus paid amendment balances,
 * less amendment refunds (cancellation refunds leave it as it was), so the checkout share is
 * what remains once the amendments' own movements are taken out.
 */
export function paymentHistory(paidCents: Cents, movements: readonly PaymentMovement[]): PaymentLine[] {
  const succeeded = movements.filter((m) => m.status === 'succeeded')
  const amendmentCharges = succeeded
    .filter((m) => m.kind === 'charge' && m.amendment_id !== null)
    .reduce((sum, m) => sum + m.amount_cents, 0)
  const amendmentRefunds = succeeded
    .filter((m) => m.kind === 'refund' && m.amendment_id !== null)
    .reduce((sum, m) => sum + m.amount_cents, 0)
  const lines: PaymentLine[] = []
  for (const m of movements) {
    const at = m.completed_at ?? m.created_at
    if (m.kind === 'charge' && m.status === 'succeeded') {
      const amount =
        m.amendment_id === null ? paidCents - amendmentCharges + amendmentRefunds : m.amount_cents
      if (amount > 0) lines.push(line('charged', amount, at))
    } else if (m.kind === 'refund' && m.status === 'succeeded') {
      lines.push(line('refunded', m.amount_cents, at, m.reason))
    } else if (m.kind === 'refund' && m.status === 'pending') {
      lines.push(line('refund_pending', m.amount_cents, m.created_at, m.reason))
    }
  }
  return lines.sort((a, b) => a.at.localeCompare(b.at))
}
