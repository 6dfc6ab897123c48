/**
 * Payout statements (issue 14, decision 049): a supplier's net for one travel month becomes
 * payable once every travel date of that month has passed, so a statement never has to change
 * for a tour that has yet to run. An admin pays it by bank transfer and records the reference.
 */
import { addDays } from './dates.ts'

export const PayoutStatus = { payable: 'payable', paid: 'paid' } as const
export type PayoutStatusName = keyof typeof PayoutStatus

export const PAYOUT_REFERENCE_MAX = 100

/** The last calendar day of a yyyy-MM month. */
export function monthLastDay(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number]
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10)
}

/**
 * The first day (Asia/Colombo) a month's statement is payable: the day after both the month and
 * its last travel date (a multi-day tour that starts in the month may end in the next) are over.
 */
export function payableFrom(month: string, lastTravelDate: string | null): string {
  const end = monthLastDay(month)
  return addDays(lastTravelDate && lastTravelDate > end ? lastTravelDate : end, 1)
}

/** Whether a month's net may be paid `today` (yyyy-MM-dd in Asia/Colombo). */
export function isMonthPayable(month: string, lastTravelDate: string | null, today: string): boolean {
  return today >= payableFrom(month, lastTravelDate)
}

export const PayoutMessages = {
  markedPaid: 'Statement marked paid. The supplier sees it on their earnings page.',
  alreadyPaid: (date: string, reference: string) =>
    `This statement was already paid on ${date} (reference ${reference}).`,
  notFound: 'Payout statement not found',
  referenceRequired: 'Type the bank transfer reference',
  referenceTooLong: `At most ${PAYOUT_REFERENCE_MAX} characters`,
} as const
