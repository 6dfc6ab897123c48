import { BookingStatus } from '@serendib/domain/booking-status'
import type { AccountReviewJson } from '@serendib/domain/api/account'
import type { BookingJson, BookingReviewJson } from '@serendib/domain/booking-json'
import { PHOTO_MAX_BYTES } from '@serendib/domain/images'
import { REVIEW_MAX_IMAGES } from '@serendib/domain/reviews'

/** One row of GET /api/account/reviews: a completed booking and its review, if any. */
export type ReviewEntry = AccountReviewJson

/** An activity in GET /api/account/reviews: the booking's, with its overview for the table. */
export type ReviewActivity = ReviewEntry['activity']

/** Spec §2: a booking counts as reviewed once it has a review with a rating (rating 0 is "not yet"). */
export function isReviewed(review: BookingReviewJson | null | undefined): review is BookingReviewJson {
  return review != null && review.rating > 0
}

/**
 * The dashboard's "How is your last Activity?": the newest completed booking still waiting
 * for a review, else the newest one (shown with its stars). The API lists newest first.
 */
export function lastActivityEntry(entries: readonly ReviewEntry[]): ReviewEntry | null {
  return entries.find((entry) => !isReviewed(entry.reviews)) ?? entries[0] ?? null
}

/** The dashboard's recent activity: the booking made most recently (ties: the later start). */
export function latestBooking<T extends Pick<BookingJson, 'created_at' | 'start_date'>>(
  bookings: readonly T[],
): T | null {
  let latest: T | null = null
  for (const booking of bookings) {
    if (
      !latest ||
      booking.created_at > latest.created_at ||
      (booking.created_at === latest.created_at && booking.start_date > latest.start_date)
    ) {
      latest = booking
    }
  }
  return latest
}

/** Only completed tours can be reviewed (the API refuses others; the button is not offered). */
export function canReview(entry: ReviewEntry): boolean {
  return entry.booking.status === BookingStatus.completed && !isReviewed(entry.reviews)
}

/** "37 / 200": the live counter under a review textarea. */
export function counterText(text: string, max: number): string {
  return `${text.length} / ${max}`
}

/** Ours: spec §8 words a review's success only; a failed submit needs words too. */
export const REVIEW_FAILED = 'Could not add your review, please try again'

// Ours, for what the spec leaves unworded (a picked file of another format, a deleted photo):
// catalogue ids `review.wrongType` and `review.photoDeleted` (issue 31).

export const REVIEW_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const
/** For the file input's `accept`: extensions as well, for pickers that ignore MIME types. */
export const REVIEW_IMAGE_ACCEPT = `${REVIEW_IMAGE_TYPES.join(',')},.jpg,.jpeg,.png,.webp,.gif`

export type ImagePickProblem = 'too-many' | 'wrong-type' | 'too-large' | null

/**
 * What stops picked files from being uploaded, before anything is sent: more than the three
 * images a review may carry, a file that is not a JPG, PNG, WebP or GIF by its declared type or
 * name (the server checks the bytes themselves), or one past the photo size limit.
 */
/**
 * Issue 18: picking more photos than fit keeps the first ones that do (the page then says
 * 'Maximum 3 images can upload'), instead of dropping the whole choice.
 */
export function imagesThatFit<F>(current: number, files: readonly F[]): { kept: F[]; dropped: number } {
  const room = Math.max(0, REVIEW_MAX_IMAGES - current)
  return { kept: files.slice(0, room), dropped: Math.max(0, files.length - room) }
}

export function imagePickProblem(
  current: number,
  files: readonly (Pick<File, 'name' | 'type'> & { size?: number })[],
): ImagePickProblem {
  if (current + files.length > REVIEW_MAX_IMAGES) return 'too-many'
  const allowed = (file: Pick<File, 'name' | 'type'>) =>
    (REVIEW_IMAGE_TYPES as readonly string[]).includes(file.type) ||
    /\.(jpe?g|png|webp|gif)$/i.test(file.name)
  if (!files.every(allowed)) return 'wrong-type'
  return files.some((file) => (file.size ?? 0) > PHOTO_MAX_BYTES) ? 'too-large' : null
}
