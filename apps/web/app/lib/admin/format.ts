/** Formatting the console shares: money, instants and dates as admins in Sri Lanka read them. */
import { bookingStatusLabels, type BookingStatusCode } from '@serendib/domain/booking-status'
import { formatDisplayDate } from '@serendib/domain/dates'
import { formatUsd } from '@serendib/domain/money'

export const usd = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? '—' : formatUsd(cents)

/** dd/MM/yyyy HH:mm in Asia/Colombo. */
export function dateTime(iso: string | null | undefined): string {
  if (!iso) return '—'
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Colombo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(new Date(iso))
  return parts.replace(',', '')
}

export const day = (iso: string | null | undefined) => (iso ? formatDisplayDate(iso.slice(0, 10)) : '—')

export const statusLabel = (status: number) =>
  bookingStatusLabels[status as BookingStatusCode] ?? String(status)

/** "3 h", "2 d 4 h": how long something has waited. */
export function waited(hours: number): string {
  if (hours < 24) return `${hours} h`
  return `${Math.floor(hours / 24)} d ${hours % 24} h`
}
