import type { RecentStart } from '@serendib/domain/api/vouchers'
import { Link } from 'react-router'
import { usePortalI18n } from '../../../lib/supplier/portal-i18n'
import { useApiData } from '../../../lib/supplier/use-api-data'
import { EmptyState, ErrorState, LoadingState, Panel } from '../ui'
import { AttendanceText, NoShowButton } from './attendance'

/**
 * The check-in page's list of bookings that started in the last 24 h (decision 049): who was
 * checked in, who was reported missing, and "Report no-show" for the rest.
 */
export function RecentStarts() {
  const list = useApiData<RecentStart[]>('/api/supplier/check-in/recent')
  const { t, lp, date } = usePortalI18n()
  return (
    <Panel title={t('checkIn.recent')} id="recent-starts">
      {list.state === 'loading' ? <LoadingState /> : null}
      {list.state === 'error' ? <ErrorState message={list.message} onRetry={list.reload} /> : null}
      {list.state === 'ready' && list.data.length === 0 ? (
        <EmptyState>{t('checkIn.noRecent')}</EmptyState>
      ) : null}
      {list.state === 'ready' && list.data.length > 0 ? (
        <ul className="grid gap-2">
          {list.data.map((b) => (
            <li key={b.id} className="rounded-lg border border-slate-200 p-3 text-sm">
              <p className="font-semibold">
                <Link to={lp(`/supplier/bookings/${b.id}`)} className="underline">
                  {b.booking_reference}
                </Link>{' '}
                · {t('checkIn.who', { lead: b.lead_traveller, pax: b.pax })}
              </p>
              <p className="text-slate-600">
                {b.tour} · {date(b.start_date)}
                {b.start_time ? ` ${b.start_time}` : ''}
              </p>
              <div className="mt-2 flex flex-wrap items-center gap-3">
                <AttendanceText attendance={b.attendance} />
                <NoShowButton bookingId={b.id} attendance={b.attendance} onReported={list.reload} />
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </Panel>
  )
}
