/**
 * Calendar dates live in Asia/Colombo (docs/decisions/005-dates-in-asia-colombo.md).
 * A calendar date is an ISO "yyyy-MM-dd" string; it is shown as dd/MM/yyyy (spec §9).
 */
export const SITE_TIME_ZONE = 'Asia/Colombo'

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/

export function isIsoDate(value: string): boolean {
  const match = isoDatePattern.exec(value)
  if (!match) return false
  const [, y, m, d] = match.map(Number) as [number, number, number, number]
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

// Sri Lanka has kept UTC+05:30 all year since April 2006, so the wall clock in Colombo is the UTC
// clock 5 h 30 min later. This is the one place that knows it: "today", tour start instants
// (the 24-hour rule) and instants shown to people all go through here. No Intl time-zone
// formatter: building one loads time-zone data, tens of milliseconds on a phone in the middle of
// hydrating a tour page. The unit test checks this against Intl over two decades.
const COLOMBO_UTC_OFFSET_MS = (5 * 60 + 30) * 60 * 1000

/** The wall clock in Sri Lanka at an instant: its calendar date (yyyy-MM-dd) and time (HH:mm). */
export function colomboWallClock(instant: Date): { date: string; time: string } {
  const local = new Date(instant.getTime() + COLOMBO_UTC_OFFSET_MS).toISOString()
  return { date: local.slice(0, 10), time: local.slice(11, 16) }
}

/** The instant a Colombo wall clock shows `isoDate` at `hours`:`minutes`. */
export function colomboInstant(isoDate: string, hours = 0, minutes = 0): Date {
  const [y, m, d] = isoDate.slice(0, 10).split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d, hours, minutes) - COLOMBO_UTC_OFFSET_MS)
}

/** Today's calendar date in Sri Lanka, whatever the server's or the browser's TZ is. */
export function todayInColombo(now: Date = new Date()): string {
  return colomboWallClock(now).date
}

export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
}

/** "2026-11-21" → "21/11/2026". */
export function formatDisplayDate(isoDate: string): string {
  const [y, m, d] = isoDate.slice(0, 10).split('-')
  return `${d}/${m}/${y}`
}

/** "21/11/2026" → "2026-11-21", or null when it is not a real date. */
export function parseDisplayDate(display: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(display.trim())
  if (!match) return null
  const iso = `${match[3]}-${match[2]}-${match[1]}`
  return isIsoDate(iso) ? iso : null
}
