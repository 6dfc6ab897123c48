import type { RecentStart } from '@serendib/domain/api/vouchers'
import { formatDisplayDate } from '@serendib/domain/dates'
import { Link } from 'react-router'
import { useApiData } from '../../../lib/supplier/use-api-data'
import { EmptyState, ErrorState, LoadingState, Panel } from '../ui'
import { AttendanceText, NoShowButton } from './attendance'

/**
 * The check-in page's list of bookings that started in the last 24 h (decision 049): who was
 * checked in, who was reported missing, and "Report no-show" for the rest.
 */
export function RecentStarts() {
  const list = useApiData<RecentStart[]>('/api/supplier/check-in/recent')
  return (
    <Panel title="Started in the last 24 hours" id="recent-starts">
      {list.state === 'loading' ? <LoadingState /> : null}
      {list.state === 'error' ? <ErrorState message={list.message} onRetry={list.reload} /> : null}
      {list.state === 'ready' && list.data.length === 0 ? (
        <EmptyState>No tour of yours started in the last 24 hours.</EmptyState>
      ) : null}
      {list.state === 'ready' && list.data.length > 0 ? (
        <ul className="grid gap-2">
          {list.data.map((b) => (
            <li key={b.id} className="rounded-lg border border-slate-200 p-3 text-sm">
              <p className="font-semibold">
                <Link to={`/supplier/bookings/${b.id}`} className="underline">
                  {b.booking_reference}
                </Link>{' '}
                · {b.lead_traveller} · {b.pax} travellers
              </p>
              <p className="text-slate-600">
                {b.tour} · {formatDisplayDate(b.start_date)}
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
