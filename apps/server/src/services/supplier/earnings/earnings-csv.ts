/** The month's bookings behind the earnings figures as CSV (csv-file.ts: csv-stringify, BOM, formula guard). */
import type { Earnings } from '@serendib/domain/api/supplier-earnings'
import { isBookingStatusCode } from '@serendib/domain/booking-status'
import { channelLabel } from '@serendib/domain/supplier-bookings'
import { csvFile } from '../../csv/csv-file.ts'
import { portalWords, type PortalWords } from '../../email/portal-words.ts'

const usd = (cents: number) => (cents / 100).toFixed(2)

/** The columns, as the portal's catalogue names them (`csv.earnings.*`; English: Month, Travel date, …). */
const COLUMNS = [
  'month',
  'travelDate',
  'reference',
  'tour',
  'status',
  'gross',
  'refunds',
  'commission',
  'net',
  'soldBy',
] as const

/** `words`: the portal page's language (issue 31): column names and statuses; English by default. */
export function earningsCsv(e: Earnings, words: PortalWords = portalWords('en')): string {
  const header = COLUMNS.map((c) => words.t(`csv.earnings.${c}`))
  const rows = e.bookings.map((b) => [
    e.month,
    b.start_date,
    b.booking_reference,
    b.tour,
    isBookingStatusCode(b.status) ? words.t(`status.${b.status}`) : '',
    usd(b.gross_cents),
    usd(b.refunds_cents),
    usd(b.commission_cents),
    usd(b.net_cents),
    channelLabel(b.channel),
  ])
  return csvFile(header, rows)
}
