import type { ApiSuccess } from '@serendib/domain/api/envelope'
import type { ApiReply } from '@serendib/domain/api-client'
import { COMMENT_RECIPIENTS, type CommentRecipient } from '@serendib/domain/booking-comments'
import { BOOKING_LISTS, type BookingList } from '@serendib/domain/booking-status'
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

/** My Bookings' lists (decision 064): spec §2's Upcoming and Completed Tours, and canceled/rejected. */
export type BookingTableStatus = BookingList
export type BookingPage = BookingsPage

/** What the account pages need from `authedApi` (a 401 there has already ended the session). */
export type AuthedGet = <T>(path: string) => Promise<ApiReply<T>>

export type Loaded<T> = { ok: true; data: T } | { ok: false; notFound: boolean }

/*
 * The answers of docs/account-area-api.md, typed by the contract (packages/domain/src/api):
 * the server serialises them with these very schemas, so a successful reply needs no checking.
 */
export type BookingsReply = ApiSuccess<{ bookings: BookingsPage }>
export type BookingReply = ApiSuccess<BookingJson>
export type MessagesReply = ApiSuccess<BookingMessageJson[]>
export type CancelPreviewReply = ApiSuccess<CancelPreviewJson>

/** The `bookings` page of GET /api/account/my-bookings; an empty list still has page 1 of 1. */
export const pickBookingPage = (body: BookingsReply): BookingPage => ({
  ...body.data.bookings,
  last_page: Math.max(1, body.data.bookings.last_page),
})
export const pickBooking = (body: BookingReply): AccountBooking => body.data
/** The thread, oldest first as the server sends it. */
export const pickMessages = (body: MessagesReply): BookingMessage[] => body.data
export const pickCancelPreview = (body: CancelPreviewReply): CancelPreview => body.data

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

/** Reads one call; 404 (and 403: not this customer's) is "not found", any other failure "failed". */
export async function loadFrom<T, R>(get: AuthedGet, path: string, pick: (body: T) => R): Promise<Loaded<R>> {
  try {
    const reply = await get<T>(path)
    if (reply.status === 404 || reply.status === 403) return { ok: false, notFound: true }
    return reply.ok ? { ok: true, data: pick(reply.body) } : { ok: false, notFound: false }
  } catch {
    return { ok: false, notFound: false }
  }
}

/** The list `?tab=` asks for; Upcoming Tours when absent or unknown. */
export function bookingListParam(value: string | null): BookingList {
  return (BOOKING_LISTS as readonly string[]).includes(value ?? '') ? (value as BookingList) : 'upcoming'
}

/** The href of one list of the bookings page, at its first page (Upcoming needs no `tab`). */
export function bookingListHref(list: BookingList): string {
  return list === 'upcoming' ? '/account/bookings' : `/account/bookings?tab=${list}`
}

/**
 * The href of the bookings page with one list moved to `page`; the list shown and the other
 * lists' pages stay, and page 1 is left out of the address.
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
