/**
 * The day manifest as CSV (csv-file.ts: csv-stringify, a UTF-8 byte order mark for Excel, and the
 * one formula guard); the traveller's phone stays dialable (decision 066).
 */
import type { BookingAnswer } from '@serendib/domain/api/booking-questions'
import type { ManifestDay } from '@serendib/domain/api/supplier-manifest'
import { isBookingStatusCode } from '@serendib/domain/booking-status'
import { answerLabel } from '@serendib/domain/booking-questions'
import { channelLabel } from '@serendib/domain/supplier-bookings'
import { csvFile, phoneCell } from '../../csv/csv-file.ts'
import { portalWords, type PortalWords } from '../../email/portal-words.ts'

/** The columns, as the portal's catalogue names them (`csv.manifest.*`; English: Date, Tour, …). */
const COLUMNS = [
  'date',
  'tour',
  'start',
  'pickupPoint',
  'pickupTime',
  'reference',
  'status',
  'lead',
  'adults',
  'children',
  'infants',
  'phone',
  'hotel',
  'notes',
  'checkedIn',
  'noShow',
  'soldBy',
  'answers',
  'option',
  'vehicle',
  'guide',
] as const

/** "Dietary needs: Vegetarian; Passport number (traveller 2): N1234567", one cell per booking. */
function answersCell(answers: BookingAnswer[]) {
  return answers.map((a) => `${answerLabel(a, a.traveller)}: ${a.text.replace(/\s+/g, ' ')}`).join('; ')
}

/**
 * `words`: the portal language of the page it was downloaded from (issue 31): column names and
 * statuses in Sinhala or Tamil; English by default, word for word as before.
 */
export function manifestCsv(day: ManifestDay, words: PortalWords = portalWords('en')): string {
  const rows = day.tours.flatMap((t) =>
    t.points.flatMap((p) =>
      p.bookings.map((b) => [
        day.date,
        t.tour.title,
        t.start_time,
        p.point,
        b.pickup_time,
        b.booking_reference,
        isBookingStatusCode(b.status) ? words.t(`status.${b.status}`) : '',
        b.lead_traveller,
        b.num_adults,
        b.num_children,
        b.num_infants,
        phoneCell(b.phone),
        b.pickup_details,
        b.notes,
        b.checked_in_at,
        b.no_show_at,
        channelLabel(b.channel),
        answersCell(b.answers),
        b.option_label,
        // A private group in several vehicles: each vehicle, and each driver-guide, in slot order.
        b.crews.map((c) => c.vehicle ?? '—').join('; ') || null,
        b.crews.map((c) => c.guide ?? '—').join('; ') || null,
      ]),
    ),
  )
  return csvFile(
    COLUMNS.map((c) => words.t(`csv.manifest.${c}`)),
    rows,
  )
}
