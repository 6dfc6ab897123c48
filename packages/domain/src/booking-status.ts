/** Booking status codes of spec §4, with their labels and chip colours. */
export const BookingStatus = {
  pending: 0,
  confirmed: 1,
  rejected: 2,
  canceled: 3,
  completed: 4,
  dispute: 5,
} as const
export type BookingStatusCode = (typeof BookingStatus)[keyof typeof BookingStatus]
export type BookingStatusName = keyof typeof BookingStatus

export const bookingStatusLabels: Record<BookingStatusCode, string> = {
  0: 'Pending',
  1: 'Confirmed',
  2: 'Rejected',
  3: 'Canceled',
  4: 'Completed',
  5: 'Dispute',
}

export const bookingStatusColours: Record<
  BookingStatusCode,
  'grey' | 'green' | 'purple' | 'dark' | 'teal' | 'red'
> = { 0: 'grey', 1: 'green', 2: 'purple', 3: 'dark', 4: 'teal', 5: 'red' }

/**
 * The booking lifecycle as one state graph (architecture brief, Booking lifecycle):
 * the single source of truth that API and UI both read.
 */
export const bookingTransitions = {
  pending: { confirm: 'confirmed', reject: 'rejected', cancel: 'canceled' },
  confirmed: { cancel: 'canceled', complete: 'completed', dispute: 'dispute' },
  rejected: {},
  canceled: {},
  completed: { dispute: 'dispute' },
  dispute: {},
} as const satisfies Record<BookingStatusName, Partial<Record<string, BookingStatusName>>>

const namesByCode = Object.fromEntries(
  Object.entries(BookingStatus).map(([name, code]) => [code, name]),
) as Record<BookingStatusCode, BookingStatusName>

export function bookingStatusName(code: BookingStatusCode): BookingStatusName {
  return namesByCode[code]
}

/** Spec §4: amend and cancel are allowed only in status 0 or 1. */
export function canAmendOrCancel(status: number): boolean {
  return status === BookingStatus.pending || status === BookingStatus.confirmed
}

/** Spec §2: the Completed Tours table holds statuses 4 and 5; Upcoming holds the rest. */
export function isCompletedTableStatus(status: number): boolean {
  return status === BookingStatus.completed || status === BookingStatus.dispute
}
