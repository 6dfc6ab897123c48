/** The month's bookings behind the earnings figures as CSV (csv-file.ts: csv-stringify, BOM, formula guard). */
import type { Earnings } from '@serendib/domain/api/supplier-earnings'
import { bookingStatusLabels, isBookingStatusCode } from '@serendib/domain/booking-status'
import { channelLabel } from '@serendib/domain/supplier-bookings'
import { csvFile } from '../../csv/csv-file.ts'

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
    b.tour,
    isBookingStatusCode(b.status) ? bookingStatusLabels[b.status] : '',
    usd(b.gross_cents),
    usd(b.refunds_cents),
    usd(b.commission_cents),
    usd(b.net_cents),
    channelLabel(b.channel),
  ])
  return csvFile(header, rows)
}
