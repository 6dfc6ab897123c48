import { isBookingStatusCode } from '@serendib/domain/booking-status'
import { usePortalI18n } from '../../../lib/supplier/portal-i18n'

const tones: Record<number, string> = {
  0: 'bg-amber-100 text-amber-900',
  1: 'bg-green-100 text-green-900',
  2: 'bg-purple-100 text-purple-900',
  3: 'bg-slate-200 text-slate-900',
  4: 'bg-teal-100 text-teal-900',
  5: 'bg-red-100 text-red-900',
}

/** A booking's status in words (never colour alone). A pending one is a request to answer. */
export function BookingStatusChip({ status, awaiting }: { status: number; awaiting?: boolean }) {
  const { t } = usePortalI18n()
  const text = awaiting ? t('status.awaiting') : isBookingStatusCode(status) ? t(`status.${status}`) : '—'
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${tones[status] ?? ''}`}>
      {text}
    </span>
  )
}
