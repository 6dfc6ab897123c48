/** Vouchers and check-in (issue 14): the sentences the API answers with and the portal shows. */
import { BookingStatus } from './booking-status.ts'
import { formatDisplayDate } from './dates.ts'

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

/** "2026-07-14" → "Tuesday 14/07/2026": a day a person at the start can check against a calendar. */
export function voucherDayText(isoDate: string): string {
  const weekday = WEEKDAYS[new Date(`${isoDate.slice(0, 10)}T00:00:00Z`).getUTCDay()]
  return `${weekday} ${formatDisplayDate(isoDate)}`
}

export const VoucherMessages = {
  notFound: 'No voucher of yours matches this code. Check the reference or scan again.',
  forged: 'This voucher is not genuine: its code was changed or made up.',
  canceled: 'This booking is canceled or was not accepted: do not board.',
  pending: 'This booking is not confirmed yet: answer the request first.',
  checkedIn: 'Checked in.',
  /** `at`: "08:02" when it was today, else "08:02 on Monday 13/07/2026". */
  alreadyCheckedIn: (at: string) => `Already checked in at ${at}.`,
  /** Nothing is recorded: the person at the start confirms, and the portal sends it again. */
  otherDay: (day: string, today: string) =>
    `This voucher is for ${voucherDayText(day)}, not today (${voucherDayText(today)}). Check in anyway?`,
  checkedInOtherDay: (day: string) => `Checked in, although the booking is for ${voucherDayText(day)}.`,
  noVoucher: 'This booking has no voucher yet: vouchers come with the confirmation.',
} as const

/** Statuses whose booking has a voucher: confirmed, and after the tour completed or disputed. */
export const VOUCHER_STATUSES: readonly number[] = [
  BookingStatus.confirmed,
  BookingStatus.completed,
  BookingStatus.dispute,
]

export const hasVoucher = (status: number) => VOUCHER_STATUSES.includes(status)

/** The voucher page of a booking (/voucher/{reference}), for its customer and its supplier. */
export const voucherPath = (reference: string) => `/voucher/${encodeURIComponent(reference)}`
