/**
 * An instant as people read it on the portal, the console and the account pages: "21/11/2026 14:05",
 * the site's dd/MM/yyyy (spec §9) and the wall clock in Sri Lanka, never seconds (issue 29 point 8:
 * "by 29/11/2026, 14:05:00" on a request's deadline).
 */
import { colomboWallClock, formatDisplayDate } from './dates.ts'

export function formatColomboDateTime(instant: string | Date): string {
  const { date, time } = colomboWallClock(typeof instant === 'string' ? new Date(instant) : instant)
  return `${formatDisplayDate(date)} ${time}`
}
