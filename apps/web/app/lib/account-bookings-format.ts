import { AmendmentStatus, amendmentStatusLabel } from '@serendib/domain/amendments'
import {
  bookingStatusColours,
  bookingStatusLabels,
  isBookingStatusCode,
  type BookingStatusCode,
} from '@serendib/domain/booking-status'
import { colomboWallClock, formatDisplayDate } from '@serendib/domain/dates'
import { Messages } from '@serendib/domain/messages'
import { formatUsd } from '@serendib/domain/money'
import { cutText, TextCut } from '@serendib/domain/text'
import type { AccountAmendment, AccountTraveller, BookingMessage } from './account-bookings'

/** Spec §9 text cuts: the tour title in the booking tables. */
export const BOOKING_TITLE_CUT = TextCut.reviewTableOverview

export const bookingTitle = (title: string) => cutText(title, BOOKING_TITLE_CUT)

/** Tailwind classes of spec §4's chip colours (0 grey, 1 green, 2 purple, 3 dark, 4 teal, 5 red). */
const chipClasses: Record<(typeof bookingStatusColours)[BookingStatusCode], string> = {
  grey: 'bg-slate-100 text-slate-800 ring-slate-300',
  green: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  purple: 'bg-purple-100 text-purple-900 ring-purple-300',
  dark: 'bg-slate-800 text-white ring-slate-800',
  teal: 'bg-teal-100 text-teal-900 ring-teal-300',
  red: 'bg-red-100 text-red-900 ring-red-300',
}

/** Label and chip classes of a booking status; an unknown code shows grey with the server's label. */
export function bookingChip(status: number, serverLabel?: string): { label: string; className: string } {
  if (!isBookingStatusCode(status)) return { label: serverLabel || 'Unknown', className: chipClasses.grey }
  return { label: bookingStatusLabels[status], className: chipClasses[bookingStatusColours[status]] }
}

/** Spec §4: amendments use the booking labels and colours (0 Pending, 1 Confirmed = accepted, 2 Rejected). */
export function amendmentChip(amendment: Pick<AccountAmendment, 'status' | 'status_label'>): {
  label: string
  className: string
} {
  const fallback = amendmentStatusLabel(amendment.status)
  // Withdrawn (3, decision 064) is no booking's "Canceled": grey, like a request nobody decided.
  const colour =
    amendment.status !== AmendmentStatus.withdrawn && isBookingStatusCode(amendment.status)
      ? bookingStatusColours[amendment.status]
      : 'grey'
  return { label: amendment.status_label || fallback, className: chipClasses[colour] }
}

/** "21/11/2026", or "21/11/2026 – 27/11/2026" for a tour of several days. */
export function tourDates(b: { start_date: string; end_date: string | null }): string {
  const start = formatDisplayDate(b.start_date)
  if (!b.end_date || b.end_date.slice(0, 10) === b.start_date.slice(0, 10)) return start
  return `${start} – ${formatDisplayDate(b.end_date)}`
}

/**
 * What an amendment's balance means for the customer: new amount minus what was paid, so a
 * positive balance is still to pay and a negative one comes back as a refund.
 */
export function balanceText(balanceCents: number): string {
  const { amount, note } = balanceParts(balanceCents)
  return amount ? `${amount} ${note}` : note
}

/** The same in two parts, for a narrow table cell: the amount, then what it means. */
export function balanceParts(balanceCents: number): { amount: string | null; note: string } {
  if (balanceCents > 0) return { amount: formatUsd(balanceCents), note: 'to pay' }
  if (balanceCents < 0) return { amount: formatUsd(-balanceCents), note: 'refund' }
  return { amount: null, note: 'No change' }
}

/** Spec §2 booking detail "pick-up time"; the supplier may not have fixed it yet. */
export function pickupTimeText(time: string | null | undefined): string {
  return time ? time.slice(0, 5) : 'To be confirmed'
}

const pickupKinds: Record<string, string> = {
  hotel: 'Hotel pick-up',
  airport: 'Airport pick-up',
  other: 'Other arrangement',
}

export function pickupKindText(kind: string | null | undefined): string | null {
  return kind ? (pickupKinds[kind] ?? null) : null
}

/** Spec §9 "the first traveller is the lead traveller": the lead first, the others in their order. */
export function leadFirst(travellers: readonly AccountTraveller[]): AccountTraveller[] {
  const isLead = (t: AccountTraveller) => t.lead_traveller === 1
  return [...travellers.filter(isLead), ...travellers.filter((t) => !isLead(t))]
}

/** An instant as dd/MM/yyyy HH:mm in Sri Lanka time (spec §9 dates; the site's time zone). */
export function formatInstant(iso: string, withTime = true): string {
  const instant = new Date(iso)
  if (Number.isNaN(instant.getTime())) return ''
  const { date, time } = colomboWallClock(instant)
  return withTime ? `${formatDisplayDate(date)} ${time}` : formatDisplayDate(date)
}

/** Spec §2 messages: the customer's own on the left, the supplier's and admin's on the right. */
export function messageSide(message: Pick<BookingMessage, 'user'>): 'left' | 'right' {
  return message.user.user_role === 'customer' ? 'left' : 'right'
}

export function messageAuthor(message: Pick<BookingMessage, 'user'>, supplierName: string): string {
  if (message.user.user_role === 'customer') return 'You'
  if (message.user.user_role === 'admin') return 'Serendib admin'
  return supplierName || 'Supplier'
}

/** Spec §2: a hidden message reads '*Removed by admin' (the server says so too; this keeps it so). */
export function messageText(message: Pick<BookingMessage, 'hidden' | 'message'>): string {
  return message.hidden ? Messages.messageRemoved : message.message
}
