import { Messages } from '@serendib/domain/messages'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { tokenReviewBody, type TokenReviewData } from './reviews-api'

const data: TokenReviewData = {
  activity: {
    id: 12,
    title: 'Sigiriya at dawn',
    tour_type: 2,
    full_seo_url: '/day-tours/x/details/12',
    cover_image: null,
  },
  booking: {
    id: 77,
    booking_reference: 'SB1',
    start_date: '2026-11-15',
    user_id: 5,
    supplier_user_id: 40,
    activity_id: 12,
  },
  images: [],
}

describe('tokenReviewBody', () => {
  it('carries every field of spec §7 with the token', () => {
    expect(tokenReviewBody(data, 'tok', { rating: 4, feedback: 'Worth the early start' })).toEqual({
      user_id: 5,
      supplier_user_id: 40,
      activity_id: 12,
      booking_id: 77,
      review_rating: 4,
      review_feedback: 'Worth the early start',
      token: 'tok',
    })
  })
})

describe('the token page calls', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  function fakeFetch(status: number, body: unknown) {
    const calls: { path: string; init: RequestInit }[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string, init: RequestInit) => {
        calls.push({ path, init })
        return new Response(JSON.stringify(body), { status })
      }),
    )
    return calls
  }

  it('treats an unknown token as not found (the 404 page), after asking whether it was used', async () => {
    const calls = fakeFetch(404, { status: 'error', message: 'Not found' })
    const { loadTokenReview } = await import('./reviews-api')
    expect(await loadTokenReview('unknown')).toEqual({ kind: 'not-found' })
    expect(calls.map((call) => call.path)).toEqual(['/api/review/booking', '/api/review/used'])
  })

  it('uploads as multipart with the booking id and token, and returns the new image list', async () => {
    const calls = fakeFetch(200, {
      status: 'success',
      images: [{ id: 3, name: 'n', url: '/media/n.webp' }],
      message: 'Image uploaded',
    })
    const { tokenReviewPhotos } = await import('./reviews-api')
    const file = new File([new Uint8Array([0x89, 0x50])], 'beach.png', { type: 'image/png' })
    const result = await tokenReviewPhotos(77, 'tok').upload(file)
    expect(result).toEqual({ ok: true, value: [{ id: 3, name: 'n', url: '/media/n.webp' }] })
    const form = calls[0]?.init.body as FormData
    expect(calls[0]?.path).toBe('/api/review/image/upload')
    expect(form.get('tid')).toBe('77')
    expect(form.get('token')).toBe('tok')
    expect((form.get('file') as File).name).toBe('beach.png')
  })

  it("shows the server's reason for a refused upload, else 'Could not upload image'", async () => {
    fakeFetch(422, { status: 'error', message: Messages.reviewMaxImages })
    const { tokenReviewPhotos } = await import('./reviews-api')
    const file = new File(['x'], 'a.png', { type: 'image/png' })
    const photos = tokenReviewPhotos(77, 'tok')
    expect(await photos.upload(file)).toEqual({ ok: false, message: Messages.reviewMaxImages })
    fakeFetch(500, { status: 'error', message: 'boom' })
    expect(await photos.upload(file)).toEqual({
      ok: false,
      message: Messages.imageUploadFailed,
    })
  })
})
