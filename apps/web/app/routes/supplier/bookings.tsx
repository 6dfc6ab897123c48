import type { SupplierBookingRow, SupplierBookingsPage } from '@serendib/domain/api/supplier-bookings'
import { todayInColombo } from '@serendib/domain/dates'
import { Link, useSearchParams } from 'react-router'
import { BookingStatusChip } from '../../components/supplier/bookings/booking-status-chip'
import { InboxFilters } from '../../components/supplier/bookings/inbox-filters'
import { EmptyState, ErrorState, LoadingState, PageHeader } from '../../components/supplier/ui'
import { inboxApiPath, withPage } from '../../lib/supplier/bookings-query'
import { portalMeta, usePortalI18n } from '../../lib/supplier/portal-i18n'
import { useApiData } from '../../lib/supplier/use-api-data'
import type { Route } from './+types/bookings'

export function meta({ matches }: Route.MetaArgs) {
  return portalMeta(matches, 'bookings.title')
}

function BookingRow({ row }: { row: SupplierBookingRow }) {
  const { t, lp, date, deadline } = usePortalI18n()
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <BookingStatusChip status={row.status} awaiting={row.awaiting_decision} />
        <span className="text-xs text-slate-500">{row.booking_reference}</span>
        {row.channel ? (
          <span className="rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-semibold text-indigo-900">
            {t('common.via', { channel: row.channel })}
          </span>
        ) : null}
        {row.awaiting_decision && row.response_deadline ? (
          <span className="text-xs font-semibold text-amber-900">
            {t('bookings.answer', { deadline: deadline(row.response_deadline) })}
          </span>
        ) : null}
      </div>
      <h2 className="mt-1 font-bold text-slate-900">
        <Link to={lp(`/supplier/bookings/${row.id}`)} className="hover:underline">
          {row.lead_traveller}
          <span className="sr-only">{t('bookings.rowLink', { reference: row.booking_reference })}</span>
        </Link>
      </h2>
      <p className="text-sm text-slate-700">{row.tour.title}</p>
      <p className="text-sm text-slate-600">
        {date(row.start_date)}
        {row.start_time ? ` · ${row.start_time}` : ''} · {t('bookings.pax', { count: row.pax })}
      </p>
    </li>
  )
}

function Pager({ page, params }: { page: SupplierBookingsPage; params: URLSearchParams }) {
  const { t } = usePortalI18n()
  if (page.last_page <= 1) return null
  return (
    <nav aria-label={t('common.pages')} className="mt-4 flex items-center justify-between text-sm">
      {page.current_page > 1 ? (
        <Link to={withPage(params, page.current_page - 1)} className="font-semibold text-brand-800 underline">
          {t('common.previous')}
        </Link>
      ) : (
        <span />
      )}
      <span>{t('common.pageOf', { page: page.current_page, pages: page.last_page })}</span>
      {page.current_page < page.last_page ? (
        <Link to={withPage(params, page.current_page + 1)} className="font-semibold text-brand-800 underline">
          {t('common.next')}
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
  const { t } = usePortalI18n()
  const list = useApiData<SupplierBookingsPage>(inboxApiPath(params, todayInColombo()))
  const filtered = [...params.keys()].some((k) => !['page', 'sort', 'when'].includes(k) && params.get(k))
  return (
    <>
      <PageHeader
        title={t('bookings.heading')}
        description={
          list.state === 'ready' && list.data.awaiting_decision > 0 ? (
            <Link to="?status=0" className="font-semibold text-amber-900 underline">
              {t('bookings.awaiting', { count: list.data.awaiting_decision })}
            </Link>
          ) : (
            t('bookings.every')
          )
        }
      />
      <InboxFilters
        params={params}
        tours={list.state === 'ready' ? list.data.tours : []}
        channels={list.state === 'ready' ? list.data.channels : []}
      />
      {list.state === 'loading' ? <LoadingState label={t('bookings.loading')} /> : null}
      {list.state === 'error' ? <ErrorState message={list.message} onRetry={list.reload} /> : null}
      {list.state === 'ready' ? (
        list.data.data.length === 0 ? (
          <EmptyState>
            {filtered
              ? t('bookings.noMatch')
              : params.get('when') === 'all'
                ? t('bookings.none')
                : t('bookings.noUpcoming')}
          </EmptyState>
        ) : (
          <>
            <p className="mb-2 text-sm text-slate-600" aria-live="polite">
              {t('bookings.count', { count: list.data.total })}
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
