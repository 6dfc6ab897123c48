import { amendmentChip, bookingChip } from '../../lib/account-bookings-format'
import type { AccountAmendment } from '../../lib/account-bookings'
import { useStatusLabel } from '../../lib/account-i18n'
import { useTranslator } from '../../lib/i18n'

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

/** Amendments use the same chips: pending grey, accepted green, rejected purple. */
export function AmendmentStatusChip({
  amendment,
}: {
  amendment: Pick<AccountAmendment, 'status' | 'status_label'>
}) {
  const { className } = amendmentChip(amendment)
  const statusLabel = useStatusLabel()
  const { t } = useTranslator()
  // By code, in the page's language (the server's status_label is English).
  const label = amendment.status === 3 ? t('amend.withdrawn') : statusLabel(amendment.status, amendment.status_label)
  return (
    <span className={`${chip} ${className}`} data-status={amendment.status}>
      {label}
    </span>
  )
}
