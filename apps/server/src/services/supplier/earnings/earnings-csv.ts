/** The month's bookings behind the earnings figures as CSV (csv-stringify, UTF-8 BOM). */
import { stringify } from 'csv-stringify/sync'
import type { Earnings } from '@serendib/domain/api/supplier-earnings'
import { bookingStatusLabels, isBookingStatusCode } from '@serendib/domain/booking-status'
import { channelLabel } from '@serendib/domain/supplier-bookings'

const usd = (cents: number) => (cents / 100).toFixed(2)

export function earningsCsv(e: Earnings): string {
  const header = [
    'Month',
    'Travel date',
    'Reference',
    'Tour',
    'Status',
    'Gross USD',
    'Refunds USD',
    'Commission USD',
    'Net USD',
    'Sold by',
  ]
  const rows = e.bookings.map((b) => [
    e.month,
    b.start_date,
    b.booking_reference,
    b.tour.replace(/^[=+\-@]/, "'$&"),
    isBookingStatusCode(b.status) ? bookingStatusLabels[b.status] : '',
    usd(b.gross_cents),
    usd(b.refunds_cents),
    usd(b.commission_cents),
    usd(b.net_cents),
    channelLabel(b.channel).replace(/^[=+\-@]/, "'$&"),
  ])
  return stringify([header, ...rows], { bom: true, record_delimiter: 'windows' })
}
