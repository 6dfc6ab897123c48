/**
 * Supplier earnings (issue 14, decision 044): the marketplace keeps a commission of each paid
 * booking; refunds reverse the same share. Integer cents; the commission rounds half up, the
 * net is what is left, so gross = commission + net to the cent.
 */

/**
 * 15 %, in basis points: the documented default of the DEFAULT_COMMISSION_BPS setting, the rate
 * of suppliers without their own. The server reads the setting; this is only its default.
 */
export const DEFAULT_COMMISSION_BPS = 1500
/** The highest commission a setting or an admin may set (50 %). */
export const MAX_COMMISSION_BPS = 5000

export interface Split {
  gross_cents: number
  commission_cents: number
  net_cents: number
}

export function commissionSplit(grossCents: number, bps: number): Split {
  const commission = Math.round((grossCents * bps) / 10_000)
  return { gross_cents: grossCents, commission_cents: commission, net_cents: grossCents - commission }
}

/** A booking's earnings after refunds: what was kept, split at the supplier's rate. */
export function bookingEarnings(
  paidCents: number,
  refundedCents: number,
  bps: number,
): Split & { refunds_cents: number } {
  const kept = Math.max(0, paidCents - refundedCents)
  const split = commissionSplit(kept, bps)
  return { ...split, gross_cents: paidCents, refunds_cents: paidCents - kept }
}
