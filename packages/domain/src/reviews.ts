/**
 * Review rules (spec §5 Review modal / Review by token, §9), one function for both ways in
 * (decision 067): one review per completed booking, rating 1..5, at most 3 images, and the
 * feedback as the spec gives it per place: required and up to 200 characters in the account's
 * dialog, up to 500 on the e-mailed link's page. Browser forms and the API both check with these
 * functions, so the same message appears in both places.
 */
import { PHOTO_MAX_BYTES } from './images.ts'
import { Messages } from './messages.ts'

export const REVIEW_RATING_MIN = 1
export const REVIEW_RATING_MAX = 5
/** Spec §5 and §9: the account's dialog allows 200 characters, the e-mailed link's page 500. */
export const REVIEW_FEEDBACK_MAX = { dashboard: 200, token: 500 } as const
/** Where a review is written: the account area's dialog, or the e-mailed link's page. */
export type ReviewSource = keyof typeof REVIEW_FEEDBACK_MAX
export const REVIEW_MAX_IMAGES = 3
/** Larger photos are refused before decoding: the one photo limit of every upload. */
export const REVIEW_IMAGE_MAX_BYTES = PHOTO_MAX_BYTES
/** How long the e-mailed review link works. */
export const REVIEW_TOKEN_DAYS = 60

/** Wording for situations the spec does not word (its §8 leaves server errors "not shown"). */
export const ReviewMessages = {
  feedbackTooLong: (max: number) => `Your review can be at most ${max} characters`,
  notCompleted: 'You can review a tour once it is completed',
  alreadyReviewed: 'This booking already has a review',
  imageUploaded: 'Image uploaded',
  /** The spec's 'Could not upload image' with the reason: the bytes are no JPG, PNG, WebP or GIF. */
  imageNotPicture:
    'Could not upload image: the file is not a real JPG, PNG, WebP or GIF picture (it may be damaged or renamed)',
  /** data.review of POST /api/review/add/token, which the token page checks for (spec §7). */
  tokenReviewAdded: 'review added',
} as const

export interface ReviewInput {
  rating?: unknown
  feedback?: unknown
}

export interface ValidReview {
  rating: number
  feedback: string
}

export type ReviewCheck = { ok: true; value: ValidReview } | { ok: false; message: string }

/** A whole star count in 1..5, from a number or a form's numeric string; null otherwise. */
export function parseRating(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  if (typeof n !== 'number' || !Number.isInteger(n)) return null
  return n >= REVIEW_RATING_MIN && n <= REVIEW_RATING_MAX ? n : null
}

/**
 * Trimmed feedback with Windows line ends made plain and control characters (bar newline and
 * tab) removed: PostgreSQL text cannot hold NUL, and the rest only ever hides content.
 */
export function normaliseFeedback(value: unknown): string {
  if (typeof value !== 'string') return ''
  const kept = [...value.replace(/\r\n?/g, '\n')].filter((c) => {
    const code = c.charCodeAt(0)
    return code === 9 || code === 10 || (code >= 32 && code !== 127)
  })
  return kept.join('').trim()
}

/**
 * Spec §5, checked in the form's order: rating first ('Rate your activity'), then feedback. The
 * account's dialog requires feedback ('Write your review'); the link's page lets a traveller
 * leave stars alone. Lengths count UTF-16 units, as the textarea's maxLength does.
 */
export function checkReview(input: ReviewInput, source: ReviewSource): ReviewCheck {
  const rating = parseRating(input.rating)
  if (rating === null) return { ok: false, message: Messages.reviewRatingRequired }
  const feedback = normaliseFeedback(input.feedback)
  if (source === 'dashboard' && feedback === '')
    return { ok: false, message: Messages.reviewFeedbackRequired }
  const max = REVIEW_FEEDBACK_MAX[source]
  if (feedback.length > max) return { ok: false, message: ReviewMessages.feedbackTooLong(max) }
  return { ok: true, value: { rating, feedback } }
}

/** Whether one more image may join `current` ones (spec: up to 3, 'Maximum 3 images can upload'). */
export function canAddReviewImage(current: number): boolean {
  return current < REVIEW_MAX_IMAGES
}

export type ReviewImageFormat = 'jpeg' | 'png' | 'webp' | 'gif'

/**
 * The picture format by its first bytes, never by file name or declared type: JPEG (FF D8 FF),
 * PNG (its 8-byte signature), WebP (RIFF….WEBP: phones and browsers save it) or GIF (GIF87a /
 * GIF89a). Anything else is null. Review photos, supplier pictures and console images take these.
 */
export function detectImageFormat(bytes: Uint8Array): ReviewImageFormat | null {
  const at = (offset: number, signature: number[]) =>
    bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b)
  if (at(0, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (at(0, [0x52, 0x49, 0x46, 0x46]) && at(8, [0x57, 0x45, 0x42, 0x50])) return 'webp'
  if (at(0, [0x47, 0x49, 0x46, 0x38, 0x37, 0x61]) || at(0, [0x47, 0x49, 0x46, 0x38, 0x39, 0x61])) return 'gif'
  return null
}

/** The rating shown for an activity: the mean of its visible reviews to two places, null without any. */
export function averageRating(ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null
  const sum = ratings.reduce((total, r) => total + r, 0)
  return Math.round((sum * 100) / ratings.length) / 100
}
