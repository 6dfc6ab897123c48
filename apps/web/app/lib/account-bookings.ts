import type { ApiReply } from '@serendib/domain/api-client'
import { COMMENT_RECIPIENTS, type CommentRecipient } from '@serendib/domain/booking-comments'
import type {
  AmendmentJson,
  BookingJson,
  BookingMessageJson,
  BookingsPage,
  BookingTravellerJson,
  CancelPreviewJson,
} from '@serendib/domain/booking-json'

/** The shapes of docs/account-area-api.md, under the names these pages use. */
export type AccountBooking = BookingJson
export type AccountAmendment = AmendmentJson
export type AccountTraveller = BookingTravellerJson
export type BookingMessage = BookingMessageJson
export type CancelPreview = CancelPreviewJson

export type BookingTableStatus = 'upcoming' | 'completed'
export type BookingPage = BookingsPage

/** What the account pages need from `authedApi` (a 401 there has already ended the session). */
export type AuthedGet = <T>(path: string) => Promise<ApiReply<T>>

export type Loaded<T> = { ok: true; data: T } | { ok: false; notFound: boolean }

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** `data` of a `{ status, data }` reply, or null. */
function dataOf(body: unknown): unknown {
  return isObject(body) ? body.data : null
}

const isBooking = (value: unknown): value is AccountBooking =>
  isObject(value) &&
  typeof value.id === 'number' &&
  typeof value.booking_reference === 'string' &&
  typeof value.status === 'number' &&
  isObject(value.activity)

/** The `bookings` page of GET /api/account/my-bookings, or null when the reply is not one. */
export function parseBookingPage(body: unknown): BookingPage | null {
  const data = dataOf(body)
  const page = isObject(data) ? data.bookings : null
  if (!isObject(page) || !Array.isArray(page.data)) return null
  const bookings = page.data.filter(isBooking)
  const current = typeof page.current_page === 'number' ? page.current_page : 1
  return {
    data: bookings,
    current_page: current,
    last_page: typeof page.last_page === 'number' ? Math.max(1, page.last_page) : 1,
    per_page: typeof page.per_page === 'number' ? page.per_page : 12,
    total: typeof page.total === 'number' ? page.total : bookings.length,
    from: typeof page.from === 'number' ? page.from : null,
    to: typeof page.to === 'number' ? page.to : null,
  }
}

export function parseBooking(body: unknown): AccountBooking | null {
  const data = dataOf(body)
  return isBooking(data) ? data : null
}

/** The thread, oldest first as the server sends it; entries of another shape are left out. */
export function parseMessages(body: unknown): BookingMessage[] | null {
  const data = dataOf(body)
  if (!Array.isArray(data)) return null
  return data.filter(
    (entry): entry is BookingMessage =>
      isObject(entry) &&
      typeof entry.id === 'number' &&
      typeof entry.message === 'string' &&
      typeof entry.created_at === 'string' &&
      isObject(entry.user),
  )
}

export function parseCancelPreview(body: unknown): CancelPreview | null {
  const data = dataOf(body)
  if (!isObject(data) || typeof data.message !== 'string') return null
  const cents = typeof data.refund_amount_cents === 'number' ? data.refund_amount_cents : 0
  return {
    refund_amount: cents / 100,
    refund_amount_cents: cents,
    full_refund: data.full_refund === true,
    message: data.message,
  }
}

/** A page number from the query string: whole and at least 1, else 1. */
export function pageParam(value: string | null): number {
  const page = Number(value)
  return Number.isSafeInteger(page) && page >= 1 ? page : 1
}

/** The booking id of /account/booking/detail/{bid}, or null when it can not be one. */
export function bookingIdParam(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null
  const id = Number(value)
  return id >= 1 && Number.isSafeInteger(id) ? id : null
}

export const bookingsPath = (status: BookingTableStatus, page: number) =>
  `/api/account/my-bookings?status=${status}&page=${page}`

/** Reads one call; 404 (and 403: not this customer's) is "not found", anything else unexpected "failed". */
export async function loadFrom<T>(
  get: AuthedGet,
  path: string,
  parse: (body: unknown) => T | null,
): Promise<Loaded<T>> {
  try {
    const reply = await get<unknown>(path)
    if (reply.status === 404 || reply.status === 403) return { ok: false, notFound: true }
    const data = reply.ok ? parse(reply.body) : null
    return data === null ? { ok: false, notFound: false } : { ok: true, data }
  } catch {
    return { ok: false, notFound: false }
  }
}

/**
 * The href of the bookings page with one table moved to `page`; the other table keeps its
 * page, and page 1 is left out of the address.
 */
export function bookingsPageHref(search: string, table: BookingTableStatus, page: number): string {
  const params = new URLSearchParams(search)
  if (page > 1) params.set(table, String(page))
  else params.delete(table)
  const query = params.toString()
  return query ? `/account/bookings?${query}` : '/account/bookings'
}

/** Spec §2: the supplier only when the booking is contactable; the admin always. */
export function messageRecipients(contactable: number): CommentRecipient[] {
  return COMMENT_RECIPIENTS.filter((recipient) => recipient === 'admin' || contactable === 1)
}
