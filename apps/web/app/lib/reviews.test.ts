import { describe, expect, it } from 'vitest'
import { PHOTO_MAX_BYTES } from '@serendib/domain/images'
import {
  canReview,
  counterText,
  imagePickProblem,
  imagesThatFit,
  isReviewed,
  lastActivityEntry,
  latestBooking,
  type ReviewEntry,
} from './reviews'

function entry(id: number, review: ReviewEntry['reviews'], status = 4): ReviewEntry {
  const activity = {
    id: 100 + id,
    title: `Tour ${id}`,
    supplier_name: 'Lanka Trails',
  } as ReviewEntry['activity']
  // Only what the rules read; the rest of the API's booking does not matter here.
  const booking = { id, status, start_date: '2026-11-01', activity_id: activity.id, activity, review }
  return { booking: booking as unknown as ReviewEntry['booking'], activity, reviews: review }
}

const review = (rating: number) => ({ id: 1, rating, feedback: 'Lovely', created_at: '2026-11-02T10:00:00Z' })

describe('isReviewed', () => {
  it('counts a review only with a rating (spec §2: no review or rating 0 means Review Now)', () => {
    expect(isReviewed(review(4))).toBe(true)
    expect(isReviewed(review(0))).toBe(false)
    expect(isReviewed(null)).toBe(false)
    expect(isReviewed(undefined)).toBe(false)
  })
})

describe('canReview', () => {
  it('offers a review for a completed booking without one', () => {
    expect(canReview(entry(1, null))).toBe(true)
    expect(canReview(entry(1, review(0)))).toBe(true)
    expect(canReview(entry(1, review(5)))).toBe(false)
    expect(canReview(entry(1, null, 5))).toBe(false)
  })
})

describe('lastActivityEntry', () => {
  it('prefers the newest booking still waiting for a review', () => {
    const entries = [entry(3, review(5)), entry(2, null), entry(1, null)]
    expect(lastActivityEntry(entries)?.booking.id).toBe(2)
  })

  it('shows the newest one with its stars when all are reviewed, and nothing without any', () => {
    expect(lastActivityEntry([entry(3, review(5)), entry(2, review(4))])?.booking.id).toBe(3)
    expect(lastActivityEntry([])).toBeNull()
  })
})

describe('latestBooking', () => {
  it('is the booking made last; the later start breaks a tie', () => {
    const bookings = [
      { id: 1, created_at: '2026-10-01T08:00:00Z', start_date: '2026-12-01' },
      { id: 2, created_at: '2026-11-20T08:00:00Z', start_date: '2026-11-25' },
      { id: 3, created_at: '2026-11-20T08:00:00Z', start_date: '2026-12-24' },
      { id: 4, created_at: '2026-09-01T08:00:00Z', start_date: '2027-01-10' },
    ]
    expect(latestBooking(bookings)?.id).toBe(3)
    expect(latestBooking([])).toBeNull()
  })
})

describe('counterText', () => {
  it('shows what is used out of the limit', () => {
    expect(counterText('', 200)).toBe('0 / 200')
    expect(counterText('Great day', 500)).toBe('9 / 500')
  })
})

describe('imagesThatFit', () => {
  it('keeps the first photos that fit under three and counts the rest', () => {
    expect(imagesThatFit(0, ['a', 'b', 'c', 'd'])).toEqual({ kept: ['a', 'b', 'c'], dropped: 1 })
    expect(imagesThatFit(2, ['a', 'b'])).toEqual({ kept: ['a'], dropped: 1 })
    expect(imagesThatFit(3, ['a'])).toEqual({ kept: [], dropped: 1 })
    expect(imagesThatFit(1, ['a'])).toEqual({ kept: ['a'], dropped: 0 })
  })
})

describe('imagePickProblem', () => {
  const png = { name: 'beach.png', type: 'image/png' }
  it('allows JPG, PNG, WebP and GIF up to three images in all', () => {
    expect(
      imagePickProblem(0, [png, { name: 'a.jpg', type: 'image/jpeg' }, { name: 'b.gif', type: 'image/gif' }]),
    ).toBeNull()
    expect(imagePickProblem(0, [{ name: 'photo.webp', type: 'image/webp' }])).toBeNull()
    expect(imagePickProblem(0, [{ name: 'PXL_0042.WEBP', type: '' }])).toBeNull()
    expect(imagePickProblem(2, [png])).toBeNull()
    // Some pickers give no type: the name decides then (the server checks the bytes).
    expect(imagePickProblem(0, [{ name: 'IMG_01.JPEG', type: '' }])).toBeNull()
  })

  it("refuses a fourth image ('Maximum 3 images can upload') before any other check", () => {
    expect(imagePickProblem(3, [png])).toBe('too-many')
    expect(imagePickProblem(1, [png, png, { name: 'x.pdf', type: 'application/pdf' }])).toBe('too-many')
  })

  it('refuses other formats', () => {
    expect(imagePickProblem(0, [{ name: 'photo.heic', type: 'image/heic' }])).toBe('wrong-type')
    expect(imagePickProblem(0, [png, { name: 'notes.pdf', type: 'application/pdf' }])).toBe('wrong-type')
  })

  it('refuses a photo past the size limit before sending it', () => {
    expect(imagePickProblem(0, [{ ...png, size: PHOTO_MAX_BYTES }])).toBeNull()
    expect(imagePickProblem(0, [png, { ...png, size: PHOTO_MAX_BYTES + 1 }])).toBe('too-large')
  })
})
