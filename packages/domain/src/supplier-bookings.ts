/**
 * Supplier operations rules (issue 14, decision 043): the response deadline of on-request
 * bookings, the reasons a supplier may cancel with, and the portal's sentences.
 */

/** Hours a supplier has after payment to answer an on-request booking. */
export const RESPONSE_WINDOW_HOURS = 48
/** The answer is due at least this long before the start, so a rejected traveller can re-plan. */
export const RESPONSE_BEFORE_START_HOURS = 24

const HOUR = 3_600_000

/** When an open request is rejected and refunded automatically: 48 h after payment, never later than 24 h before the start. */
export function responseDeadline(paidAt: Date, startsAt: Date): Date {
  return new Date(
    Math.min(
      paidAt.getTime() + RESPONSE_WINDOW_HOURS * HOUR,
      startsAt.getTime() - RESPONSE_BEFORE_START_HOURS * HOUR,
    ),
  )
}

export const SUPPLIER_CANCEL_REASONS = {
  weather: 'Weather',
  operational: 'Operational reasons',
  force_majeure: 'Force majeure',
} as const
export type SupplierCancelReason = keyof typeof SUPPLIER_CANCEL_REASONS

export const SUPPLIER_REASON_MAX = 500
export const SUPPLIER_BOOKINGS_PAGE_SIZE = 20

/** The inbox's channel filter value for bookings made on our own site (bookings.channel null). */
export const SITE_CHANNEL = 'site'

/** How a booking's channel reads to a supplier: our site, or the reseller that sold it. */
export const channelLabel = (channel: string | null) => channel ?? 'Serendib website'

export const SupplierBookingMessages = {
  confirmed: 'Booking confirmed. The customer has been told.',
  rejected: 'Booking rejected. The customer is refunded in full.',
  canceled: 'Booking canceled. The customer is refunded in full.',
  refundFailed: 'The refund could not be sent yet; our team will retry it.',
  reasonRequired: 'Tell the customer why (they will read it).',
  deadlineReason: 'The supplier did not answer the request in time.',
} as const

/** The customer-facing reason of a supplier cancellation: the kind, then the supplier's words. */
export function supplierCancelReasonText(kind: SupplierCancelReason, words: string): string {
  const label = SUPPLIER_CANCEL_REASONS[kind]
  return words.trim() ? `${label}: ${words.trim()}` : label
}
