/**
 * The 24-hour cancellation rule (architecture brief, Booking lifecycle): a customer may cancel a
 * booking in status 0 or 1; when the tour starts 24 hours or more from now, everything paid is
 * refunded, otherwise nothing. The start is the start date at the pick-up time (00:00 when the
 * pick-up time is not known yet), read in Asia/Colombo whatever the server's TZ is.
 */
import { colomboInstant } from './dates.ts'
import { formatUsd, type Cents } from './money.ts'

export const FREE_CANCELLATION_HOURS = 24

export const CancellationMessages = {
  notAllowed: 'This booking can no longer be canceled',
  fullRefund: (cents: Cents) => `You will get a full refund of ${formatUsd(cents)}.`,
  noRefund: `The tour starts in less than ${FREE_CANCELLATION_HOURS} hours: no refund is due.`,
  nothingPaid: 'Nothing was paid for this booking: no refund is due.',
  canceled: 'Your booking was canceled.',
} as const

/**
 * The instant a tour starts: `startDate` (yyyy-MM-dd) at `pickupTime` (HH:mm or HH:mm:ss;
 * null or malformed means 00:00), as a wall-clock time in Asia/Colombo.
 */
export function tourStartInstant(startDate: string, pickupTime: string | null): Date {
  const time = /^(\d{2}):(\d{2})/.exec(pickupTime ?? '')
  const hours = time && Number(time[1]) < 24 ? Number(time[1]) : 0
  const minutes = time && Number(time[2]) < 60 ? Number(time[2]) : 0
  return colomboInstant(startDate, hours, minutes)
}

export interface CancellationRefund {
  /** What goes back to the customer: all of `paidCents` or nothing. */
  refundCents: Cents
  fullRefund: boolean
  /** The cancel dialog's sentence, shown before the customer confirms. */
  message: string
  startsAt: Date
}

/**
 * The 24-hour rule itself, for every channel (site cancel, OCTO cancel): true when the tour
 * starting at `startsAt` is 24 hours or more after `now` (exactly 24 hours counts).
 */
export function beforeCancellationCutoff(startsAt: Date, now: Date = new Date()): boolean {
  return startsAt.getTime() - now.getTime() >= FREE_CANCELLATION_HOURS * 3_600_000
}

/**
 * The refund a cancel made at `now` earns. Invariants: refundCents is paidCents or 0; exactly
 * 24 hours before the start still counts as "24 hours or more".
 */
export function cancellationRefund(
  booking: { startDate: string; pickupTime: string | null; paidCents: Cents },
  now: Date = new Date(),
): CancellationRefund {
  const startsAt = tourStartInstant(booking.startDate, booking.pickupTime)
  const inTime = beforeCancellationCutoff(startsAt, now)
  if (booking.paidCents <= 0) {
    return { refundCents: 0, fullRefund: inTime, message: CancellationMessages.nothingPaid, startsAt }
  }
  return inTime
    ? {
        refundCents: booking.paidCents,
        fullRefund: true,
        message: CancellationMessages.fullRefund(booking.paidCents),
        startsAt,
      }
    : { refundCents: 0, fullRefund: false, message: CancellationMessages.noRefund, startsAt }
}
