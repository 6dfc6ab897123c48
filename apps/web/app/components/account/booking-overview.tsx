import { DurationUnit, formatDuration, type DurationUnitCode } from '@serendib/domain/duration'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { AccountBooking } from '../../lib/account-bookings'
import { useTourDates, useTravellersLabel } from '../../lib/account-i18n'
import { useTranslator } from '../../lib/i18n'
import { CalendarIcon, ClockIcon } from '../ui/icons'
import { UsersIcon } from '../ui/icons-more'
import { LocalPrice } from '../ui/local-price'
import { BookingStatusChip } from './booking-status-chip'

/**
 * The top of spec §2's booking detail: the tour's image and title (opening the public page),
 * tour type, product code, duration, pax, supplier, rate, status and reference; `actions` holds
 * Amend and Cancel when the status allows them.
 */
export function BookingOverview({ booking, actions }: { booking: AccountBooking; actions: ReactNode }) {
  const { activity } = booking
  const image = activity.cover_image
  const { t, lp, money } = useTranslator()
  const dates = useTourDates()
  const travellers = useTravellersLabel()
  const tourType = [1, 2, 3, 4].includes(activity.tour_type)
    ? (`card.tourType${activity.tour_type}` as 'card.tourType1')
    : null
  const duration = (value: number, unit: DurationUnitCode) =>
    unit === DurationUnit.minutes
      ? formatDuration(value, unit)
      : t(unit === DurationUnit.days ? 'card.days' : 'card.hours', { count: value })
  return (
    <section
      aria-labelledby="booking-title"
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex flex-col sm:flex-row">
        <div className="aspect-[16/9] bg-slate-200 sm:aspect-auto sm:w-64 sm:shrink-0">
          {image ? (
            <img
              src={image.url}
              srcSet={image.srcset || undefined}
              sizes="(min-width: 640px) 256px, 100vw"
              alt={image.alt_text || activity.title}
              width={800}
              height={450}
              className="h-full w-full object-cover"
            />
          ) : null}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-3 p-4 sm:p-5">
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <BookingStatusChip status={booking.status} label={booking.status_label} />
            <span className="text-slate-600">
              {t('acct.bookingReference')}{' '}
              <strong className="font-mono text-slate-900" data-booking-reference>
                {booking.booking_reference}
              </strong>
            </span>
          </div>
          {booking.status_reason ? (
            <p className="rounded-lg bg-slate-100 p-2 text-sm text-slate-800">
              {t('acct.reasonGiven', { reason: booking.status_reason })}
            </p>
          ) : null}
          {booking.status === 1 || booking.status === 4 ? (
            <Link
              to={`/voucher/${booking.booking_reference}`}
              className="text-sm font-semibold text-brand-800 underline"
            >
              {t('acct.yourVoucher')}
            </Link>
          ) : null}
          <h1 id="booking-title" className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
            <Link to={lp(activity.full_seo_url)} className="hover:text-brand-800 hover:underline">
              {activity.title}
            </Link>
          </h1>
          <p className="text-sm text-slate-700">
            {tourType ? t(tourType) : t('acct.col.tour')} ·{' '}
            {t('acct.productCode', { code: activity.tour_id || activity.id })}
          </p>
          <p className="text-sm text-slate-700">
            {t('acct.supplier')} <span className="font-medium text-slate-900">{activity.supplier_name}</span>
            {activity.contact_number ? (
              <>
                {' · '}
                <a
                  href={`tel:${activity.contact_number.replace(/\s+/g, '')}`}
                  className="font-medium text-brand-700 underline hover:text-brand-800"
                >
                  {activity.contact_number}
                </a>
              </>
            ) : null}
          </p>
          <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-800">
            <li className="flex items-center gap-1.5">
              <CalendarIcon width={16} height={16} className="text-brand-700" />
              {dates(booking)}
            </li>
            <li className="flex items-center gap-1.5">
              <ClockIcon width={16} height={16} className="text-brand-700" />
              {duration(activity.duration_value, activity.duration_unit)}
            </li>
            <li className="flex items-center gap-1.5">
              <UsersIcon width={16} height={16} className="text-brand-700" />
              {travellers(booking)}
            </li>
          </ul>
          <div className="mt-auto flex flex-wrap items-end justify-between gap-3 border-t border-slate-100 pt-3">
            <p className="text-sm text-slate-700">
              {t('acct.rate')}{' '}
              <span className="block text-xl font-extrabold text-slate-900">
                {money(booking.booking_amount_cents)}
              </span>
              <LocalPrice cents={booking.booking_amount_cents} className="block text-sm text-slate-600" />
            </p>
            {actions}
          </div>
        </div>
      </div>
    </section>
  )
}
