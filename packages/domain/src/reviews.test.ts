import { describe, expect, it } from 'vitest'
import { Messages } from './messages.ts'
import {
  averageRating,
  canAddReviewImage,
  checkReview,
  detectImageFormat,
  normaliseFeedback,
  parseRating,
  ReviewMessages,
} from './reviews.ts'

describe('parseRating', () => {
  it('accepts whole stars 1..5 as numbers or numeric strings', () => {
    expect([1, 2, 3, 4, 5].map(parseRating)).toEqual([1, 2, 3, 4, 5])
    expect(parseRating('4')).toBe(4)
  })

  it('refuses 0, 6, fractions, blanks and other types', () => {
    for (const value of [0, 6, -1, 3.5, '', ' ', 'four', null, undefined, true, [4], {}, NaN, Infinity]) {
      expect(parseRating(value), String(value)).toBeNull()
    }
  })
})

describe('checkReview', () => {
  it('checks the rating first, as the form does', () => {
    for (const source of ['dashboard', 'token'] as const)
      expect(checkReview({ rating: 0, feedback: '' }, source)).toEqual({
        ok: false,
        message: Messages.reviewRatingRequired,
      })
  })

  it("requires feedback in the account's dialog; the e-mailed link takes stars alone (spec §5)", () => {
    expect(checkReview({ rating: 5, feedback: '   ' }, 'dashboard')).toEqual({
      ok: false,
      message: Messages.reviewFeedbackRequired,
    })
    expect(checkReview({ rating: 5 }, 'dashboard')).toEqual({
      ok: false,
      message: Messages.reviewFeedbackRequired,
    })
    expect(checkReview({ rating: 5, feedback: '' }, 'token')).toEqual({
      ok: true,
      value: { rating: 5, feedback: '' },
    })
  })

  it("allows 200 characters in the account's dialog and 500 on the link's page (spec §9)", () => {
    expect(checkReview({ rating: 4, feedback: 'a'.repeat(200) }, 'dashboard').ok).toBe(true)
    expect(checkReview({ rating: 4, feedback: 'a'.repeat(201) }, 'dashboard')).toEqual({
      ok: false,
      message: ReviewMessages.feedbackTooLong(200),
    })
    expect(checkReview({ rating: 4, feedback: 'a'.repeat(500) }, 'token').ok).toBe(true)
    expect(checkReview({ rating: 4, feedback: 'a'.repeat(501) }, 'token')).toEqual({
      ok: false,
      message: ReviewMessages.feedbackTooLong(500),
    })
  })

  it('measures the feedback after trimming', () => {
    expect(checkReview({ rating: 3, feedback: `  ${'b'.repeat(200)}  ` }, 'dashboard')).toEqual({
      ok: true,
      value: { rating: 3, feedback: 'b'.repeat(200) },
    })
  })
})

describe('normaliseFeedback', () => {
  it('keeps newlines and tabs, drops NUL and other control characters', () => {
    expect(normaliseFeedback('Great\r\nday\tout\u0000\u0007!')).toBe('Great\nday\tout!')
  })

  it('turns non-strings into an empty text', () => {
    expect(normaliseFeedback(42)).toBe('')
    expect(normaliseFeedback(undefined)).toBe('')
  })
})

describe('canAddReviewImage', () => {
  it('allows three images and no more', () => {
    expect([0, 1, 2, 3, 4].map(canAddReviewImage)).toEqual([true, true, true, false, false])
  })
})

describe('detectImageFormat', () => {
  const bytes = (...values: number[]) => Uint8Array.from(values)

  it('knows JPEG, PNG, WebP and both GIF versions by their signatures', () => {
    expect(detectImageFormat(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('jpeg')
    expect(detectImageFormat(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png')
    expect(detectImageFormat(new TextEncoder().encode('RIFF\x10\0\0\0WEBPVP8 '))).toBe('webp')
    expect(detectImageFormat(new TextEncoder().encode('GIF87a...'))).toBe('gif')
    expect(detectImageFormat(new TextEncoder().encode('GIF89a...'))).toBe('gif')
  })

  it('refuses text, other formats and truncated signatures', () => {
    expect(detectImageFormat(new TextEncoder().encode('just some text, renamed .jpg'))).toBeNull()
    // RIFF holds WAV and AVI too: only RIFF….WEBP is a picture.
    expect(detectImageFormat(new TextEncoder().encode('RIFF\0\0\0\0WAVEfmt '))).toBeNull()
    expect(detectImageFormat(new TextEncoder().encode('RIFF\0\0\0'))).toBeNull()
    expect(
      detectImageFormat(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).toBeNull()
    expect(detectImageFormat(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull()
    expect(detectImageFormat(bytes())).toBeNull()
  })
})

describe('averageRating', () => {
  it('is the mean to two places, rounding halves up, and null without ratings', () => {
    expect(averageRating([])).toBeNull()
    expect(averageRating([5, 4])).toBe(4.5)
    expect(averageRating([5, 4, 5])).toBe(4.67)
    expect(averageRating([1, 1, 1, 1, 1, 1, 1, 2])).toBe(1.13)
  })
})
