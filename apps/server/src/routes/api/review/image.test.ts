import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import sharp from 'sharp'
import { eq } from 'drizzle-orm'
import { testDatabases } from '@serendib/db/testing'
import { reviewImages } from '@serendib/db/schema/reviews'
import { ImageMessages, PHOTO_MAX_BYTES, PHOTO_MAX_MB } from '@serendib/domain/images'
import { Messages } from '@serendib/domain/messages'
import { ReviewMessages } from '@serendib/domain/reviews'
import type { TestApp } from '../../../test-app.ts'
import {
  insertBooking,
  insertReviewToken,
  multipart,
  picture,
  type FilePart,
  type Logins,
} from '../../../testing/reviews.ts'
import { loginsSuite, type LoginsSuite } from '../../../testing/suites.ts'

interface ImageJson {
  id: number
  name: string
  url: string
}

describe.each(testDatabases())('review images on %s', (kind) => {
  let t: TestApp
  let who: Logins
  let mediaDir: string
  let tour: LoginsSuite['tour']

  beforeAll(async () => {
    // Its own media folder, so the files written and removed here can be counted exactly.
    mediaDir = await mkdtemp(path.join(tmpdir(), 'serendib-review-media-'))
    ;({ t, who, tour } = await loginsSuite(kind, { tour: 2, config: { mediaDir } }))
  })
  afterAll(async () => {
    await t?.close()
    await rm(mediaDir, { recursive: true, force: true })
  })

  const linkedBooking = async () => {
    const booking = await insertBooking(t.database, {
      userId: who.customerId,
      activityId: tour.id,
      supplierUserId: tour.supplierUserId,
    })
    return { id: booking.id, token: await insertReviewToken(t.database, booking.id) }
  }
  const file = (bytes: Buffer, filename = 'photo.png', contentType = 'image/png'): FilePart => ({
    name: 'file',
    filename,
    contentType,
    bytes,
  })
  const upload = (parts: Parameters<typeof multipart>[0]) =>
    t.app.inject({ method: 'POST', url: '/api/review/image/upload', ...multipart(parts) })
  const uploadTo = (b: { id: number; token: string }, part: FilePart) =>
    upload([['tid', String(b.id)], ['token', b.token], part])
  const remove = (id: unknown, token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/review/image/delete',
      payload: { id, token } as Record<string, unknown>,
    })
  const files = async () => (await readdir(mediaDir)).filter((name) => name.startsWith('review-')).sort()
  const refused = (status: number) => ({
    status,
    body: { status: 'error', message: Messages.imageUploadFailed },
  })
  const notAPicture = { status: 422, body: { status: 'error', message: ReviewMessages.imageNotPicture } }
  const answer = (response: { statusCode: number; json: () => unknown }) => ({
    status: response.statusCode,
    body: response.json(),
  })

  it('takes a PNG, re-encodes it to WebP at fitting widths and serves it', async () => {
    const b = await linkedBooking()
    const response = await uploadTo(b, file(await picture('png', 1000, 600)))
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    const body = response.json() as { status: string; images: ImageJson[]; message: string }
    expect(body.status).toBe('success')
    expect(body.message).toBe(ReviewMessages.imageUploaded)
    expect(body.images).toHaveLength(1)
    const [image] = body.images
    expect(image!.name).toMatch(/^review-[0-9a-f]{32}$/)
    // A 1000 px photo: 400 and 800, then its own width rather than an upscaled 1200.
    expect(image!.url).toBe(`/media/${image!.name}-800.webp`)
    const [row] = await t.database.db.select().from(reviewImages).where(eq(reviewImages.id, image!.id))
    expect(row).toMatchObject({ bookingId: b.id, reviewId: null, key: image!.name, widths: [400, 800, 1000] })
    for (const width of [400, 800, 1000]) {
      const meta = await sharp(path.join(mediaDir, `${image!.name}-${width}.webp`)).metadata()
      expect(meta).toMatchObject({ format: 'webp', width })
    }
    const served = await t.app.inject({ url: image!.url })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
  })

  it('takes a GIF sent before the other fields, and a JPEG whose EXIF never leaves', async () => {
    const b = await linkedBooking()
    const gif = await upload([
      file(await picture('gif', 300, 200), 'party.gif', 'image/gif'),
      ['tid', String(b.id)],
      ['token', b.token],
    ])
    expect(gif.statusCode, gif.body).toBe(200)
    const [small] = (gif.json() as { images: ImageJson[] }).images
    expect(small!.url).toBe(`/media/${small!.name}-300.webp`)

    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#336699' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Secret Traveller', ImageDescription: 'Home address here' } })
      .toBuffer()
    expect((await sharp(jpeg).metadata()).exif).toBeDefined()
    // The name and the declared type are not what decides.
    const response = await uploadTo(b, file(jpeg, 'holiday.txt', 'text/plain'))
    expect(response.statusCode, response.body).toBe(200)
    const images = (response.json() as { images: ImageJson[] }).images
    expect(images.map((i) => i.id)).toEqual([small!.id, expect.any(Number)])
    const stored = await sharp(path.join(mediaDir, `${images[1]!.name}-800.webp`)).metadata()
    expect(stored.format).toBe('webp')
    expect(stored.exif).toBeUndefined()
  })

  it('refuses a text file named .jpg, a truncated picture and a form without a file, leaving no files', async () => {
    const b = await linkedBooking()
    const before = await files()
    const text = Buffer.from('This is not a picture at all, only a text file renamed to .jpg\n')
    expect(answer(await uploadTo(b, file(text, 'photo.jpg', 'image/jpeg')))).toEqual(notAPicture)
    const png = await picture('png', 800, 800)
    expect(answer(await uploadTo(b, file(png.subarray(0, 60), 'cut.png')))).toEqual(notAPicture)
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')
    expect(answer(await uploadTo(b, file(svg, 'x.png')))).toEqual(notAPicture)
    const noise = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 256))
    expect(answer(await uploadTo(b, file(noise, 'random.jpg', 'image/jpeg')))).toEqual(notAPicture)
    expect(
      answer(
        await upload([
          ['tid', String(b.id)],
          ['token', b.token],
        ]),
      ),
    ).toEqual(refused(422))
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/review/image/upload',
      payload: { tid: b.id, token: b.token },
    })
    expect(answer(json)).toEqual(refused(422))
    expect(await files()).toEqual(before)
    expect(await t.database.db.select().from(reviewImages).where(eq(reviewImages.bookingId, b.id))).toEqual(
      [],
    )
  })

  it(`refuses a file over ${PHOTO_MAX_MB} MB with 413 and the limit`, async () => {
    const b = await linkedBooking()
    const big = Buffer.concat([await picture('png', 64, 64), Buffer.alloc(PHOTO_MAX_BYTES, 7)])
    expect(answer(await uploadTo(b, file(big, 'huge.png')))).toEqual({
      status: 413,
      body: { status: 'error', message: ImageMessages.tooLarge },
    })
    expect(await t.database.db.select().from(reviewImages).where(eq(reviewImages.bookingId, b.id))).toEqual(
      [],
    )
  })

  it('stops at 3 images per booking', async () => {
    const b = await linkedBooking()
    const png = await picture('png', 200, 200)
    for (let i = 0; i < 3; i++) expect((await uploadTo(b, file(png))).statusCode).toBe(200)
    const before = await files()
    const fourth = await uploadTo(b, file(png))
    expect(fourth.statusCode).toBe(422)
    expect(fourth.json()).toEqual({ status: 'error', message: Messages.reviewMaxImages })
    expect(await files()).toEqual(before)
    expect(
      await t.database.db.select().from(reviewImages).where(eq(reviewImages.bookingId, b.id)),
    ).toHaveLength(3)
  })

  it('lets only one of two uploads racing for the last place in', async () => {
    const b = await linkedBooking()
    const png = await picture('png', 200, 200)
    for (let i = 0; i < 2; i++) expect((await uploadTo(b, file(png))).statusCode).toBe(200)
    const answers = await Promise.all([uploadTo(b, file(png)), uploadTo(b, file(png))])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422])
    expect(
      await t.database.db.select().from(reviewImages).where(eq(reviewImages.bookingId, b.id)),
    ).toHaveLength(3)
  })

  it("refuses another booking's tid, a missing tid, and unknown, used or expired links", async () => {
    const mine = await linkedBooking()
    const other = await linkedBooking()
    const png = file(await picture('png', 100, 100))
    const notFound = { status: 404, body: { status: 'error', message: Messages.noData } }
    expect(answer(await upload([['tid', String(other.id)], ['token', mine.token], png]))).toEqual(notFound)
    expect(answer(await upload([['token', mine.token], png]))).toEqual(notFound)
    expect(answer(await upload([['tid', String(mine.id)], ['token', 'not-a-token'], png]))).toEqual(notFound)
    expect(answer(await upload([['tid', String(mine.id)], png]))).toEqual(notFound)
    const expiredBooking = await insertBooking(t.database, {
      userId: who.customerId,
      activityId: tour.id,
      supplierUserId: tour.supplierUserId,
    })
    const expired = await insertReviewToken(t.database, expiredBooking.id, {
      expiresAt: new Date(Date.now() - 1),
    })
    expect(answer(await upload([['tid', String(expiredBooking.id)], ['token', expired], png]))).toEqual(
      notFound,
    )
    for (const booking of [mine.id, other.id, expiredBooking.id]) {
      expect(
        await t.database.db.select().from(reviewImages).where(eq(reviewImages.bookingId, booking)),
      ).toEqual([])
    }
  })

  it("deletes an image of the link's booking with its files, and nothing else", async () => {
    const mine = await linkedBooking()
    const other = await linkedBooking()
    const png = file(await picture('png', 500, 500))
    const [kept] = (await uploadTo(mine, png)).json().images as ImageJson[]
    const [gone] = ((await uploadTo(mine, png)).json().images as ImageJson[]).slice(1)
    const [theirs] = (await uploadTo(other, png)).json().images as ImageJson[]

    // Another booking's image, an unknown id and a malformed one are not found.
    expect((await remove(theirs!.id, mine.token)).statusCode).toBe(404)
    expect((await remove(2_000_000_000, mine.token)).statusCode).toBe(404)
    expect((await remove('abc', mine.token)).statusCode).toBe(404)
    expect((await remove(gone!.id, 'not-a-token')).statusCode).toBe(404)

    const response = await remove(gone!.id, mine.token)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({ status: 'success', images: [kept] })
    const left = await files()
    expect(left.some((name) => name.startsWith(`${gone!.name}-`))).toBe(false)
    expect(left.some((name) => name.startsWith(`${kept!.name}-`))).toBe(true)
    expect((await remove(gone!.id, mine.token)).statusCode).toBe(404)

    // Once the review is sent, its images can no longer be changed through the link.
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/review/add/token',
      payload: { token: mine.token, booking_id: mine.id, review_rating: 5, review_feedback: 'Lovely' },
    })
    expect(sent.statusCode).toBe(200)
    expect((await remove(kept!.id, mine.token)).statusCode).toBe(404)
    expect((await uploadTo(mine, png)).statusCode).toBe(404)
  })
})
