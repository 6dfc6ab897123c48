import { amendmentChip, bookingChip } from '../../lib/account-bookings-format'
import type { AccountAmendment } from '../../lib/account-bookings'
import { useStatusLabel } from '../../lib/account-i18n'

const chip =
  'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1'

/** Spec §4 booking status chip: the label in its colour (text always says it; colour only adds). */
export function BookingStatusChip({ status, label }: { status: number; label?: string }) {
  const { className } = bookingChip(status, label)
  const text = useStatusLabel()(status, label)
  return (
    <span className={`${chip} ${className}`} data-status={status}>
      {text}
    </span>
  )
}

/**
 * Amendments use the same chips: pending grey, accepted green, rejected purple. The label is the
 * caller's, in the page's language (booking-amendments.tsx; the server's status_label is English).
 */
export function AmendmentStatusChip({
  amendment,
  label,
}: {
  amendment: Pick<AccountAmendment, 'status' | 'status_label'>
  label: string
}) {
  const { className } = amendmentChip(amendment)
  return (
    <span className={`${chip} ${className}`} data-status={amendment.status}>
      {label}
    </span>
  )
}
