/**
 * Availability at a glance (issue 18, decision 046): what the booking panel's calendar says
 * about each day. Pure rules shared by the month API (which computes them) and the tour page
 * (which shows their words). Tiny on purpose: the tour page downloads it.
 */

/** "Only N places left" shows when a day (or start) has this many places or fewer. */
export const FEW_PLACES_THRESHOLD = 5

/** Bookings made this many days back count as "recent" for the sell-out rule. */
export const RECENT_BOOKING_DAYS = 7

/** Share of the capacity taken from which one recent booking already means "filling fast". */
export const NEARLY_FULL_SHARE = 0.8

/** open: bookable; sold_out: no place left; closed: the tour does not run or can no longer be booked. */
export type DayStatus = 'open' | 'sold_out' | 'closed'

export const AvailabilityWords = {
  open: 'Available',
  sold_out: 'Sold out',
  closed: 'Not available',
  tooFew: 'Too few places for your group',
  likelyToSellOut: 'Likely to sell out',
  onlyLeft: (left: number) => `Only ${left} ${left === 1 ? 'place' : 'places'} left`,
} as const

/** The "Only N places left" note, or null when there are plenty (or no limit, or none). */
export function fewPlacesNote(left: number | null): string | null {
  return left !== null && left > 0 && left <= FEW_PLACES_THRESHOLD ? AvailabilityWords.onlyLeft(left) : null
}

export interface FillingFacts {
  /** Places the day (or start) holds; null = no limit, which never sells out. */
  capacity: number | null
  /** Travellers holding a place on it now. */
  booked: number
  /** Of those, the travellers whose booking was made in the last RECENT_BOOKING_DAYS days. */
  recentPax: number
}

/**
 * "Likely to sell out": a limited day that still has places, where travellers booked in the
 * last week (a) are at least as many as the places left — at that pace it fills within a
 * week — or (b) arrived while 80 % or more of the capacity is already taken. A day without
 * recent bookings is never "filling fast", however full it is.
 */
export function likelyToSellOut({ capacity, booked, recentPax }: FillingFacts): boolean {
  if (capacity === null || capacity <= 0 || recentPax <= 0) return false
  const left = capacity - booked
  if (left <= 0) return false
  return recentPax >= left || booked >= capacity * NEARLY_FULL_SHARE
}

/** A day's status from what stops it (not running, past the cut-off) and the places left. */
export function dayStatus(runs: boolean, left: number | null): DayStatus {
  if (!runs) return 'closed'
  return left !== null && left <= 0 ? 'sold_out' : 'open'
}

/** Whether a party of `pax` fits in `left` places (null = no limit). */
export const partyFits = (left: number | null, pax: number) => left === null || left >= Math.max(pax, 1)

/** Places left of a day with start times: the roomiest start that can still be booked. */
export function roomiestStart(starts: ReadonlyArray<{ left: number | null; open: boolean }>): number | null {
  const open = starts.filter((s) => s.open)
  if (open.length === 0) return 0
  if (open.some((s) => s.left === null)) return null
  return Math.max(...open.map((s) => s.left ?? 0))
}

/** "yyyy-MM" months: the one a date falls in, and the next / previous. */
export const monthOf = (isoDate: string) => isoDate.slice(0, 7)
export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number]
  const index = y * 12 + (m - 1) + by
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
}
/** The calendar dates of a month, first to last. */
export function daysOfMonth(month: string): string[] {
  const [y, m] = month.split('-').map(Number) as [number, number]
  const count = new Date(Date.UTC(y, m, 0)).getUTCDate()
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`)
}
