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

// Built once, on first use: constructing an Intl.DateTimeFormat costs about a millisecond on a
// server and tens on a phone (loading time-zone data), formatting with it microseconds. "Today" is
// asked for on every listing and detail render, but a browser page may never ask.
let colomboDate: Intl.DateTimeFormat | undefined

/** Today's calendar date in Sri Lanka, whatever the server's TZ is. */
export function todayInColombo(now: Date = new Date()): string {
  colomboDate ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: SITE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
  return colomboDate.format(now)
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
