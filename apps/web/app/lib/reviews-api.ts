import type { ApiSuccess } from '@serendib/domain/api/envelope'
import type { UsedTokenReviewJson } from '@serendib/domain/api/reviews'
import type { ApiClient, ApiReply } from '@serendib/domain/api-client'
import { Messages } from '@serendib/domain/messages'
import type { ReviewImageJson, TokenReviewJson } from '@serendib/domain/booking-json'
import { ReviewMessages, type ValidReview } from '@serendib/domain/reviews'
import { authedApi, authToken, renewToken, restoreSession } from './auth-session'
import { browserApi } from './browser-api'
import { serverMessage } from './reply-messages'
import { REVIEW_FAILED, type ReviewEntry } from './reviews'

export type Outcome<T = undefined> = { ok: true; value: T } | { ok: false; message: string }

/** GET /api/account/reviews (auth): completed bookings, newest first; null when it failed. */
export async function loadAccountReviews(): Promise<ReviewEntry[] | null> {
  const reply = await authedApi.get<ApiSuccess<{ reviews: ReviewEntry[] }>>('/api/account/reviews')
  return reply.ok ? reply.body.data.reviews : null
}

/** POST /api/account/my-bookings/{id}/review (auth); the API's words for its refusals (409, 422). */
export async function postAccountReview(entry: ReviewEntry, review: ValidReview): Promise<Outcome> {
  const reply = await authedApi.post(`/api/account/my-bookings/${entry.booking.id}/review`, {
    // Spec §7 names both; the server takes them from the booking itself.
    supplier_id: null,
    activity_id: entry.booking.activity_id,
    rating: review.rating,
    feedback: review.feedback,
  })
  if (reply.ok) return { ok: true, value: undefined }
  return { ok: false, message: serverMessage(reply.status, reply.body) ?? REVIEW_FAILED }
}

// The token page's response shapes live with the other booking JSON (packages/domain).
export type ReviewImage = ReviewImageJson
export type TokenReviewData = TokenReviewJson

export type TokenLoad =
  | { kind: 'ok'; data: TokenReviewData }
  | { kind: 'used'; data: UsedTokenReviewJson }
  | { kind: 'not-found' }
  | { kind: 'failed' }

/**
 * Spec §8: an unknown or expired token shows the 404 page; other failures say so. A link that
 * was already used shows the review it led to (issue 18), asked for only after a 404.
 */
export async function loadTokenReview(token: string, api: ApiClient = browserApi): Promise<TokenLoad> {
  const reply = await api.post<ApiSuccess<TokenReviewData>>('/api/review/booking', { token })
  if (reply.ok) return { kind: 'ok', data: reply.body.data }
  if (reply.status !== 404 && reply.status !== 410) return { kind: 'failed' }
  const used = await api.post<ApiSuccess<UsedTokenReviewJson>>('/api/review/used', { token })
  return used.ok ? { kind: 'used', data: used.body.data } : { kind: 'not-found' }
}

/** The images an upload or a delete leaves (both answers carry the whole list). */
type ImagesReply = { images: ReviewImage[] }

function imagesOutcome(reply: ApiReply<ImagesReply>, fallback: string): Outcome<ReviewImage[]> {
  if (reply.ok) return { ok: true, value: reply.body.images }
  return { ok: false, message: serverMessage(reply.status, reply.body) ?? fallback }
}

/**
 * Where a review's photos go (decision 067: one review form, the same photos from the account
 * and from the e-mailed link). Each answer is the booking's whole list of photos.
 */
export interface ReviewPhotoStore {
  upload: (file: File) => Promise<Outcome<ReviewImage[]>>
  remove: (id: number) => Promise<Outcome<ReviewImage[]>>
}

/**
 * A multipart or DELETE call. Not through browserApi: that one sends JSON, and the browser must
 * set the multipart boundary itself.
 */
async function sendPhotos(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  form?: FormData,
  token?: string,
): Promise<ApiReply<ImagesReply>> {
  try {
    const response = await fetch(path, {
      method,
      headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: form,
      credentials: 'same-origin',
    })
    const body: unknown = await response.json().catch(() => null)
    // A 2xx is the contract's answer (the image list); anything unreadable is a failure.
    return response.ok && body !== null
      ? { ok: true, status: response.status, body: body as ImagesReply }
      : { ok: false, status: response.ok ? 0 : response.status, body }
  } catch {
    return { ok: false, status: 0, body: null }
  }
}

function fileForm(file: File, fields: Record<string, string> = {}): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  // Last: a streaming multipart parser reads the fields that come before the file.
  form.append('file', file, file.name)
  return form
}

/** The e-mailed link's page: POST /api/review/image/upload { file, tid, token } and …/delete. */
export function tokenReviewPhotos(bookingId: number, token: string): ReviewPhotoStore {
  return {
    upload: async (file) =>
      imagesOutcome(
        await sendPhotos(
          'POST',
          '/api/review/image/upload',
          fileForm(file, { tid: String(bookingId), token }),
        ),
        Messages.imageUploadFailed,
      ),
    remove: async (id) =>
      imagesOutcome(
        await browserApi.post<ImagesReply>('/api/review/image/delete', { id, token }),
        Messages.deleteFailed,
      ),
  }
}

/** A photo call with the session's token, renewed once from the cookie after a 401. */
async function withLogin(call: (token: string) => Promise<ApiReply<ImagesReply>>) {
  const token = (await restoreSession()) ? authToken() : null
  if (!token) return { ok: false as const, status: 401, body: null }
  const reply = await call(token)
  if (reply.status !== 401) return reply
  const renewed = await renewToken(token)
  return renewed ? call(renewed) : reply
}

/** The account area (auth): /api/account/my-bookings/{id}/review/images. */
export function accountReviewPhotos(bookingId: number): ReviewPhotoStore {
  const path = `/api/account/my-bookings/${bookingId}/review/images`
  return {
    upload: async (file) =>
      imagesOutcome(
        await withLogin((token) => sendPhotos('POST', path, fileForm(file), token)),
        Messages.imageUploadFailed,
      ),
    remove: async (id) =>
      imagesOutcome(
        await withLogin((token) => sendPhotos('DELETE', `${path}/${id}`, undefined, token)),
        Messages.deleteFailed,
      ),
  }
}

/** The photos already uploaded for an account review (an earlier try, or the e-mailed link). */
export async function loadAccountReviewPhotos(bookingId: number): Promise<ReviewImage[] | null> {
  const reply = await withLogin((token) =>
    sendPhotos('GET', `/api/account/my-bookings/${bookingId}/review/images`, undefined, token),
  )
  return reply.ok ? reply.body.images : null
}

/** The body of POST /api/review/add/token (spec §7); the server trusts only the token. */
export function tokenReviewBody(data: TokenReviewData, token: string, review: ValidReview) {
  return {
    user_id: data.booking.user_id,
    supplier_user_id: data.booking.supplier_user_id,
    activity_id: data.booking.activity_id,
    booking_id: data.booking.id,
    review_rating: review.rating,
    review_feedback: review.feedback,
    token,
  }
}

/** Spec §7: success when data.review is 'review added'. */
export async function addTokenReview(
  data: TokenReviewData,
  token: string,
  review: ValidReview,
): Promise<Outcome> {
  const reply = await browserApi.post<ApiSuccess<{ review: string }>>(
    '/api/review/add/token',
    tokenReviewBody(data, token, review),
  )
  if (reply.ok && reply.body.data.review === ReviewMessages.tokenReviewAdded)
    return { ok: true, value: undefined }
  return { ok: false, message: serverMessage(reply.status, reply.body) ?? REVIEW_FAILED }
}
