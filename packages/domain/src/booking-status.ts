import type { ActorRole } from './actors.ts'

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

/**
 * Bookings that will not happen: My Bookings lists them after the live ones, muted (issue 18),
 * while its tables keep the statuses the spec gives them.
 */
export const ENDED_STATUSES = [BookingStatus.rejected, BookingStatus.canceled] as const
export const isEndedBooking = (status: number) => (ENDED_STATUSES as readonly number[]).includes(status)

export const bookingStatusColours: Record<
  BookingStatusCode,
  'grey' | 'green' | 'purple' | 'dark' | 'teal' | 'red'
> = { 0: 'grey', 1: 'green', 2: 'purple', 3: 'dark', 4: 'teal', 5: 'red' }

/**
 * The booking lifecycle as one state graph (decision 021): the single source of truth that API
 * and UI both read. Every status change by anyone goes through `transitionBooking` on the server,
 * which refuses what this graph (and `bookingTransitionActors`) does not allow.
 */
export const bookingTransitions = {
  pending: { confirm: 'confirmed', reject: 'rejected', cancel: 'canceled' },
  confirmed: { cancel: 'canceled', complete: 'completed', dispute: 'dispute' },
  rejected: {},
  canceled: {},
  completed: { dispute: 'dispute' },
  /** An admin settles a dispute: back to Completed or Confirmed (tour still ahead), or cancels it. */
  dispute: { resolve: 'completed', reinstate: 'confirmed', cancel: 'canceled' },
} as const satisfies Record<BookingStatusName, Partial<Record<string, BookingStatusName>>>

type TransitionsOf<S extends BookingStatusName> = keyof (typeof bookingTransitions)[S]
export type BookingAction = { [S in BookingStatusName]: TransitionsOf<S> }[BookingStatusName]

/**
 * Who may fire each transition. `system` is the payment callback (confirm an instant tour), the
 * response-deadline job (reject), the completion job (complete), the balance-due job (cancel a
 * booking whose balance was not paid by its due date, decision 075) and a chargeback (dispute).
 */
export const bookingTransitionActors: {
  [S in BookingStatusName]: Record<TransitionsOf<S>, readonly ActorRole[]>
} = {
  pending: {
    confirm: ['supplier', 'admin', 'system'],
    reject: ['supplier', 'admin', 'system'],
    cancel: ['customer', 'admin', 'reseller', 'system'],
  },
  confirmed: {
    cancel: ['customer', 'supplier', 'admin', 'reseller', 'system'],
    complete: ['system', 'admin'],
    dispute: ['admin', 'system'],
  },
  rejected: {},
  canceled: {},
  completed: { dispute: ['admin', 'system'] },
  dispute: { resolve: ['admin'], reinstate: ['admin'], cancel: ['admin'] },
}

/** The status `action` leads to from `from` when `actor` fires it; null when it may not. */
export function nextBookingStatus(
  from: BookingStatusCode,
  action: string,
  actor: ActorRole,
): BookingStatusCode | null {
  const name = bookingStatusName(from)
  const targets = bookingTransitions[name] as Partial<Record<string, BookingStatusName>>
  const actors = bookingTransitionActors[name] as Partial<Record<string, readonly ActorRole[]>>
  const target = Object.hasOwn(targets, action) ? targets[action] : undefined
  if (!target || !actors[action]?.includes(actor)) return null
  return BookingStatus[target]
}

/** The actions `actor` may take on a booking in `status` (buttons in the supplier and admin areas). */
export function bookingActionsFor(status: BookingStatusCode, actor: ActorRole): BookingAction[] {
  const actors = bookingTransitionActors[bookingStatusName(status)] as Record<string, readonly ActorRole[]>
  return Object.keys(actors).filter((action) => actors[action]?.includes(actor)) as BookingAction[]
}

/** A paid booking in one of these counts in activities.sold ("Top Selling"). */
export function countsAsSold(status: number): boolean {
  return status !== BookingStatus.rejected && status !== BookingStatus.canceled
}

export const BookingTransitionMessages = {
  notAllowed: (action: string, status: BookingStatusCode) =>
    `This booking can not be changed that way (${action}): it is ${bookingStatusLabels[status]}.`,
} as const

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

/** Spec §2: the Completed Tours table holds statuses 4 and 5. */
export const COMPLETED_TABLE_STATUSES: readonly BookingStatusCode[] = [
  BookingStatus.completed,
  BookingStatus.dispute,
]

/** Bookings that will still run: the only ones in Upcoming Tours once their day is ahead (issue 30). */
export const ACTIVE_STATUSES: readonly BookingStatusCode[] = [BookingStatus.pending, BookingStatus.confirmed]

/**
 * My Bookings' lists (issue 30 point 9, decision 064): spec §2's Upcoming Tours and Completed
 * Tours, and ours for rejected and canceled bookings, which are no upcoming trip.
 */
export const BOOKING_LISTS = ['upcoming', 'completed', 'canceled'] as const
export type BookingList = (typeof BOOKING_LISTS)[number]

export function isCompletedTableStatus(status: number): boolean {
  return (COMPLETED_TABLE_STATUSES as readonly number[]).includes(status)
}

/** One of spec §4's codes 0 to 5 (a status from elsewhere may be anything). */
export function isBookingStatusCode(status: number): status is BookingStatusCode {
  return Object.hasOwn(bookingStatusLabels, status)
}
