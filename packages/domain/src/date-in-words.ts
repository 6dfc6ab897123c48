/** Dates read out in words, the same on the server and in every browser (no Intl differences). */
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** "Thursday 3 December 2026" for "2026-12-03": the same words on the server and every browser. */
export function dateInWords(isoDate: string): string {
  const at = new Date(`${isoDate}T00:00:00Z`)
  return `${WEEKDAY_NAMES[at.getUTCDay()]} ${at.getUTCDate()} ${MONTH_NAMES[at.getUTCMonth()]} ${at.getUTCFullYear()}`
}

/** "November 2026" for "2026-11": a month named in words, as the dashboards head it. */
export function monthInWords(isoMonth: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(isoMonth)
  const monthIndex = match ? Number(match[2]) - 1 : -1
  if (!match || monthIndex < 0 || monthIndex > 11) return isoMonth
  return `${MONTH_NAMES[monthIndex]} ${match[1]}`
}
