import type { MessageId } from '@serendib/domain/i18n/messages/en'
import { Link } from 'react-router'
import type { AccountBooking, BookingPage, BookingTableStatus, Loaded } from '../../lib/account-bookings'
import { BOOKING_TITLE_CUT, bookingTitle } from '../../lib/account-bookings-format'
import { useTourDates, useTravellersLabel } from '../../lib/account-i18n'
import { useTranslator } from '../../lib/i18n'
import { BellIcon } from '../ui/icons-more'
import { LocalPrice } from '../ui/local-price'
import { BalanceDue } from './balance-due'
import { BookingStatusChip } from './booking-status-chip'
import { BookingsPagination } from './bookings-pagination'

const detailHref = (booking: AccountBooking) => `/account/booking/detail/${booking.id}`
const viewLink =
  'inline-flex h-9 items-center rounded-lg border border-brand-700 px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50'

/** Spec §2: the alert icon when the booking has a reply the customer has not read. */
function AlertMark({ booking }: { booking: AccountBooking }) {
  const { t } = useTranslator()
  if (booking.alert_client !== 1) return null
  return (
    <span
      role="img"
      aria-label={t('acct.newMessage')}
      title={t('acct.newMessage')}
      data-alert
      className="inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-800"
    >
      <BellIcon width={14} height={14} />
    </span>
  )
}

function Title({ booking }: { booking: AccountBooking }) {
  const { title } = booking.activity
  return (
    <span
      title={title.length > BOOKING_TITLE_CUT ? title : undefined}
      className="font-semibold text-slate-900"
    >
      {bookingTitle(title)}
    </span>
  )
}

/** Spec §2's pax (adults/children/infants) in words: "2 adults, 1 child" (issue 30 point 9). */
function Pax({ booking }: { booking: AccountBooking }) {
  const travellers = useTravellersLabel()
  return (
    <>
      {travellers(booking)}
      {/* The option and its vehicles (decision 073), under the travellers it carries. */}
      {booking.option_label ? (
        <span className="block text-xs text-slate-600">{booking.option_label}</span>
      ) : null}
    </>
  )
}

function ViewLink({ booking }: { booking: AccountBooking }) {
  const { t, lp } = useTranslator()
  return (
    <Link to={lp(detailHref(booking))} className={viewLink}>
      {t('acct.view')}
      <span className="sr-only"> {t('acct.bookingRef', { reference: booking.booking_reference })}</span>
    </Link>
  )
}

function Table({ bookings, caption }: { bookings: AccountBooking[]; caption: string }) {
  const th = 'px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase'
  const { t, money } = useTranslator()
  const dates = useTourDates()
  return (
    <div className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm md:block">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            <th scope="col" className={th}>
              {t('acct.col.reference')}
            </th>
            <th scope="col" className={th}>
              {t('acct.col.tour')}
            </th>
            <th scope="col" className={th}>
              {t('acct.col.date')}
            </th>
            <th scope="col" className={th}>
              {t('acct.col.travellers')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('acct.col.cost')}
            </th>
            <th scope="col" className={th}>
              {t('acct.col.status')}
            </th>
            <th scope="col" className={th}>
              <span className="sr-only">{t('acct.col.details')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {bookings.map((booking) => (
            <tr key={booking.id} data-booking={booking.booking_reference} className="align-middle">
              <td className="px-3 py-3 whitespace-nowrap">
                <span className="flex items-center gap-2 font-mono text-slate-800">
                  {booking.booking_reference}
                  <AlertMark booking={booking} />
                </span>
              </td>
              <td className="max-w-72 px-3 py-3">
                <Title booking={booking} />
                <span className="block text-xs text-slate-600">{booking.activity.supplier_name}</span>
              </td>
              {/* Long dates (German, Russian) may wrap: the row keeps the table's width. */}
              <td className="min-w-28 px-3 py-3 text-slate-800">{dates(booking)}</td>
              <td className="px-3 py-3 text-slate-800">
                <Pax booking={booking} />
              </td>
              <td className="px-3 py-3 text-right font-semibold whitespace-nowrap text-slate-900">
                {money(booking.booking_amount_cents)}
                <LocalPrice
                  cents={booking.booking_amount_cents}
                  className="block text-xs font-normal text-slate-600"
                />
                <BalanceDue booking={booking} compact />
              </td>
              <td className="px-3 py-3">
                <BookingStatusChip status={booking.status} label={booking.status_label} />
              </td>
              <td className="px-3 py-3 text-right">
                <ViewLink booking={booking} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** Small screens: one card per booking instead of a table that would scroll sideways. */
function Cards({ bookings }: { bookings: AccountBooking[] }) {
  const { t, money } = useTranslator()
  const dates = useTourDates()
  return (
    <ul className="flex flex-col gap-3 md:hidden">
      {bookings.map((booking) => (
        <li
          key={booking.id}
          data-booking={booking.booking_reference}
          className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
        >
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <Title booking={booking} />
              <p className="text-xs text-slate-600">{booking.activity.supplier_name}</p>
            </div>
            <BookingStatusChip status={booking.status} label={booking.status_label} />
          </div>
          <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
            <div>
              <dt className="text-xs text-slate-600">{t('acct.col.date')}</dt>
              <dd className="font-medium text-slate-900">{dates(booking)}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-600">{t('acct.col.travellers')}</dt>
              <dd className="font-medium text-slate-900">
                <Pax booking={booking} />
              </dd>
            </div>
            <div>
              <dt className="text-xs text-slate-600">{t('acct.col.cost')}</dt>
              <dd className="font-semibold text-slate-900">
                {money(booking.booking_amount_cents)}
                <LocalPrice
                  cents={booking.booking_amount_cents}
                  className="block text-xs font-normal text-slate-600"
                />
              </dd>
            </div>
          </dl>
          {booking.balance ? (
            <p className="mt-2 text-sm">
              <BalanceDue booking={booking} />
            </p>
          ) : null}
          <div className="mt-3 flex items-center justify-between gap-3 border-t border-slate-100 pt-3">
            <span className="flex items-center gap-2 font-mono text-sm text-slate-700">
              {booking.booking_reference}
              <AlertMark booking={booking} />
            </span>
            <ViewLink booking={booking} />
          </div>
        </li>
      ))}
    </ul>
  )
}

const emptyTexts = {
  upcoming: 'acct.empty.upcoming',
  completed: 'acct.empty.completed',
  canceled: 'acct.empty.canceled',
} as const satisfies Record<BookingTableStatus, MessageId>

/** One list of My Bookings (decision 064), with its page links, empty line and load failure. */
export function BookingsTable({
  table,
  title,
  result,
  onRetry,
}: {
  table: BookingTableStatus
  title: string
  result: Loaded<BookingPage>
  onRetry: () => void
}) {
  const headingId = `${table}-bookings-heading`
  const { t, lp } = useTranslator()
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="flex items-baseline gap-2 text-lg font-bold text-slate-900">
        {title}
        {result.ok && result.data.total > 0 ? (
          <span className="text-sm font-medium text-slate-600">({result.data.total})</span>
        ) : null}
      </h2>
      {!result.ok ? (
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">{t('msg.loadFailed')}</p>
          <button
            type="button"
            onClick={onRetry}
            className="mt-2 text-sm font-semibold text-red-900 underline hover:text-red-950"
          >
            {t('error.tryAgain')}
          </button>
        </div>
      ) : result.data.data.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-4 py-6 text-center">
          <p className="text-slate-700">{t(emptyTexts[table])}</p>
          {table === 'upcoming' ? (
            <Link
              to={lp('/search')}
              className="mt-3 inline-flex h-10 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
            >
              {t('acct.findTours')}
            </Link>
          ) : null}
        </div>
      ) : (
        <>
          <Table bookings={result.data.data} caption={title} />
          <Cards bookings={result.data.data} />
          <BookingsPagination
            table={table}
            label={title}
            current={result.data.current_page}
            last={result.data.last_page}
          />
        </>
      )}
    </section>
  )
}
