import type { SupplierBookingRow, SupplierBookingsPage } from '@serendib/domain/api/supplier-bookings'
import { formatDisplayDate, todayInColombo } from '@serendib/domain/dates'
import { Link, useSearchParams } from 'react-router'
import { BookingStatusChip } from '../../components/supplier/bookings/booking-status-chip'
import { InboxFilters } from '../../components/supplier/bookings/inbox-filters'
import { EmptyState, ErrorState, LoadingState, PageHeader } from '../../components/supplier/ui'
import { deadlineText, inboxApiPath, withPage } from '../../lib/supplier/bookings-query'
import { useApiData } from '../../lib/supplier/use-api-data'

export function meta() {
  return [{ title: 'Bookings · Serendib suppliers' }, { name: 'robots', content: 'noindex' }]
}

function BookingRow({ row }: { row: SupplierBookingRow }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <BookingStatusChip status={row.status} awaiting={row.awaiting_decision} />
        <span className="text-xs text-slate-500">{row.booking_reference}</span>
        {row.channel ? (
          <span className="rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-semibold text-indigo-900">
            via {row.channel}
          </span>
        ) : null}
        {row.awaiting_decision && row.response_deadline ? (
          <span className="text-xs font-semibold text-amber-900">
            Answer {deadlineText(row.response_deadline)}
          </span>
        ) : null}
      </div>
      <h2 className="mt-1 font-bold text-slate-900">
        <Link to={`/supplier/bookings/${row.id}`} className="hover:underline">
          {row.lead_traveller}
          <span className="sr-only">, booking {row.booking_reference}</span>
        </Link>
      </h2>
      <p className="text-sm text-slate-700">{row.tour.title}</p>
      <p className="text-sm text-slate-600">
        {formatDisplayDate(row.start_date)}
        {row.start_time ? ` · ${row.start_time}` : ''} · {row.pax}{' '}
        {row.pax === 1 ? 'traveller' : 'travellers'}
      </p>
    </li>
  )
}

function Pager({ page, params }: { page: SupplierBookingsPage; params: URLSearchParams }) {
  if (page.last_page <= 1) return null
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center justify-between text-sm">
      {page.current_page > 1 ? (
        <Link to={withPage(params, page.current_page - 1)} className="font-semibold text-brand-800 underline">
          Previous
        </Link>
      ) : (
        <span />
      )}
      <span>
        Page {page.current_page} of {page.last_page}
      </span>
      {page.current_page < page.last_page ? (
        <Link to={withPage(params, page.current_page + 1)} className="font-semibold text-brand-800 underline">
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}

/** /supplier/bookings: the supplier's inbox, requests to answer first in the badge. */
export default function SupplierBookings() {
  const [params] = useSearchParams()
  const list = useApiData<SupplierBookingsPage>(inboxApiPath(params, todayInColombo()))
  const filtered = [...params.keys()].some((k) => !['page', 'sort', 'when'].includes(k) && params.get(k))
  return (
    <>
      <PageHeader
        title="Bookings"
        description={
          list.state === 'ready' && list.data.awaiting_decision > 0 ? (
            <Link to="?status=0" className="font-semibold text-amber-900 underline">
              {list.data.awaiting_decision}{' '}
              {list.data.awaiting_decision === 1 ? 'request awaits' : 'requests await'} your answer
            </Link>
          ) : (
            'Every paid booking of your tours.'
          )
        }
      />
      <InboxFilters
        params={params}
        tours={list.state === 'ready' ? list.data.tours : []}
        channels={list.state === 'ready' ? list.data.channels : []}
      />
      {list.state === 'loading' ? <LoadingState label="Loading bookings…" /> : null}
      {list.state === 'error' ? <ErrorState message={list.message} onRetry={list.reload} /> : null}
      {list.state === 'ready' ? (
        list.data.data.length === 0 ? (
          <EmptyState>
            {filtered
              ? 'No bookings match these filters.'
              : params.get('when') === 'all'
                ? 'No bookings yet.'
                : 'No upcoming bookings. Choose “All dates” to see past ones.'}
          </EmptyState>
        ) : (
          <>
            <p className="mb-2 text-sm text-slate-600" aria-live="polite">
              {list.data.total} {list.data.total === 1 ? 'booking' : 'bookings'}
            </p>
            <ul className="grid gap-3">
              {list.data.data.map((row) => (
                <BookingRow key={row.id} row={row} />
              ))}
            </ul>
            <Pager page={list.data} params={params} />
          </>
        )
      ) : null}
    </>
  )
}
