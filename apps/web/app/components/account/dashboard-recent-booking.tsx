import { cutText, TextCut } from '@serendib/domain/text'
import { Link } from 'react-router'
import type { AccountBooking } from '../../lib/account-bookings'
import { useTourDates, useTravellersLabel } from '../../lib/account-i18n'
import { LocalPrice } from '../ui/local-price'
import { BookingStatusChip } from './booking-status-chip'
import { DashboardCard, DashboardThumb } from './dashboard-card'
import { useTranslator } from '../../lib/i18n'

/** Spec §2 Dashboard "recent activity card": the booking made last, with a way to its detail. */
export function DashboardRecentBooking({ booking }: { booking: AccountBooking | null }) {
  const { t, lp, money } = useTranslator()
  const travellers = useTravellersLabel()
  const dates = useTourDates()
  return (
    <DashboardCard title={t('acct.recentActivity')} headingId="recent-activity-heading">
      {booking ? (
        <>
          <div className="flex gap-4">
            <DashboardThumb image={booking.activity.cover_image} />
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <p className="font-semibold text-slate-900" title={booking.activity.title}>
                {cutText(booking.activity.title, TextCut.modal)}
              </p>
              <p className="text-sm text-slate-600">
                {dates(booking)} · {travellers(booking)}
              </p>
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <BookingStatusChip status={booking.status} label={booking.status_label} />
                <span className="font-semibold text-slate-900">{money(booking.booking_amount_cents)}</span>
                <LocalPrice cents={booking.booking_amount_cents} />
              </div>
            </div>
          </div>
          <div className="mt-4">
            <Link
              to={lp(`/account/booking/detail/${booking.id}`)}
              aria-label={t('acct.viewBookingRef', { reference: booking.booking_reference })}
              className="inline-flex h-11 items-center rounded-lg border border-slate-300 bg-white px-5 font-semibold text-slate-800 hover:bg-slate-50"
            >
              {t('acct.viewBooking')}
            </Link>
          </div>
        </>
      ) : (
        <div className="flex flex-col items-start gap-3 text-slate-700">
          <p>{t('acct.noBookingsYet')}</p>
          <Link
            to={lp('/search')}
            className="inline-flex h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
          >
            {t('acct.findATour')}
          </Link>
        </div>
      )}
    </DashboardCard>
  )
}
