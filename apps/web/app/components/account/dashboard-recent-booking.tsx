import { bookingTravellersLabel } from '@serendib/domain/travellers-label'
import { formatUsd } from '@serendib/domain/money'
import { cutText, TextCut } from '@serendib/domain/text'
import { Link } from 'react-router'
import type { AccountBooking } from '../../lib/account-bookings'
import { tourDates } from '../../lib/account-bookings-format'
import { LocalPrice } from '../ui/local-price'
import { BookingStatusChip } from './booking-status-chip'
import { DashboardCard, DashboardThumb } from './dashboard-card'
import { useTranslator } from '../../lib/i18n'

/** Spec §2 Dashboard "recent activity card": the booking made last, with a way to its detail. */
export function DashboardRecentBooking({ booking }: { booking: AccountBooking | null }) {
  const { lp } = useTranslator()
  return (
    <DashboardCard title="Recent activity" headingId="recent-activity-heading">
      {booking ? (
        <>
          <div className="flex gap-4">
            <DashboardThumb image={booking.activity.cover_image} />
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <p className="font-semibold text-slate-900" title={booking.activity.title}>
                {cutText(booking.activity.title, TextCut.modal)}
              </p>
              <p className="text-sm text-slate-600">
                {tourDates(booking)} · {bookingTravellersLabel(booking)}
              </p>
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <BookingStatusChip status={booking.status} label={booking.status_label} />
                <span className="font-semibold text-slate-900">
                  {formatUsd(booking.booking_amount_cents)}
                </span>
                <LocalPrice cents={booking.booking_amount_cents} />
              </div>
            </div>
          </div>
          <div className="mt-4">
            <Link
              to={lp(`/account/booking/detail/${booking.id}`)}
              aria-label={`View booking ${booking.booking_reference}`}
              className="inline-flex h-11 items-center rounded-lg border border-slate-300 bg-white px-5 font-semibold text-slate-800 hover:bg-slate-50"
            >
              View booking
            </Link>
          </div>
        </>
      ) : (
        <div className="flex flex-col items-start gap-3 text-slate-700">
          <p>No bookings yet. Your next adventure starts with a search.</p>
          <Link
            to="/search"
            className="inline-flex h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
          >
            Find a tour
          </Link>
        </div>
      )}
    </DashboardCard>
  )
}
