import type { PortalMessageId } from '@serendib/domain/i18n/portal/en'
import { usePortalI18n } from '../../../lib/supplier/portal-i18n'

const colours: Record<number, string> = {
  0: 'bg-amber-100 text-amber-900',
  1: 'bg-emerald-100 text-emerald-900',
  2: 'bg-red-100 text-red-900',
  3: 'bg-slate-200 text-slate-800',
  4: 'bg-slate-700 text-white',
}

/**
 * A tour's state: 0 Pending, 1 Active, 2 Rejected (spec §3), 3 Draft, 4 Archived, in the portal's
 * language by its code (the API's `status_label` is English).
 */
export function TourStatusChip({ status, label }: { status: number; label: string }) {
  const { t, locale } = usePortalI18n()
  const text =
    locale === 'en' || status < 0 || status > 6 ? label : t(`tourStatus.${status}` as PortalMessageId)
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${colours[status] ?? colours[3]}`}
    >
      {text}
    </span>
  )
}
