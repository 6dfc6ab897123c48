import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { queryRows } from '@serendib/db/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activityImages } from '@serendib/db/schema/activity-details'
import { reviewImages } from '@serendib/db/schema/reviews'
import { supplierProfiles, users } from '@serendib/db/schema/users'
import { DEMO_CUSTOMER_EMAIL } from '@serendib/db/seed/insert-demo-people'
import { testDatabases } from '@serendib/db/testing'
import {
  HERO_IMAGE_WIDTHS,
  IMAGE_WIDTHS,
  ImageMessages,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_MB,
  storedWidths,
} from '@serendib/domain/images'
import { Messages } from '@serendib/domain/messages'
import { TourEditorMessages } from '@serendib/domain/supplier-tours'
import { cameraPhoto, uprightness, type CameraPhotoInput } from '../../testing/camera-photos.ts'
import {
  activeTour,
  insertBooking,
  insertReviewToken,
  multipart,
  type FilePart,
} from '../../testing/reviews.ts'
import { createTour, supplierToursSuite, type SupplierToursSuite } from '../../testing/supplier-tours.ts'
import { createResource } from '../../services/resources/supplier-resources.ts'

/**
 * Issue 27: photos as cameras and phones make them, on every upload endpoint (a vehicle's too), on both
 * databases, each with its deployment's media store (the embedded default's folder; PostgreSQL's
 * `media_files`, where every photo wider than 1200 px answered 500). Accepted, stored once per
 * width with every width the pages use, upright as the camera meant; past the size limit a clear
 * message; a broken multipart body a 4xx; and nothing stored for any refusal.
 */
const PHOTOS: Array<{ name: string; photo: CameraPhotoInput }> = [
  {
    name: 'a 4000×3000 phone JPEG held upright (EXIF Orientation 6)',
    photo: { width: 3000, height: 4000, format: 'jpeg', sideways: true },
  },
  { name: 'a 6000×4000 camera JPEG (over 5 MB)', photo: { width: 6000, height: 4000, format: 'jpeg' } },
  { name: 'a 4000×3000 PNG', photo: { width: 4000, height: 3000, format: 'png', grain: 0 } },
  { name: 'a 6000×4000 WebP', photo: { width: 6000, height: 4000, format: 'webp' } },
]

type Body = { payload: Buffer; headers: Record<string, string> }
type Reply = Awaited<ReturnType<SupplierToursSuite['t']['app']['inject']>>

interface Endpoint {
  name: string
  /** The key prefix of its files in the media store. */
  prefix: string
  /** The standard widths its pictures are stored at. */
  standard: readonly number[]
  /** Text fields to send before the file (the review page's tid and token). */
  fields: () => Promise<Array<[string, string]>>
  send: (body: Body) => Promise<Reply>
  /** The picture just stored, as its database row says (the console's: as its files say). */
  stored: (reply: Reply) => Promise<{ key: string; widths: number[] }>
  /** The image URLs the answer gives the page. */
  urls: (reply: Reply) => string[]
  /** Everything of the endpoint's that a refused upload must leave as it was. */
  snapshot: () => Promise<unknown>
  tooLarge: { status: number; body: object }
}

const sources = (image: { url: string; srcset?: string }) => [
  image.url,
  ...(image.srcset ?? '')
    .split(', ')
    .filter(Boolean)
    .map((entry) => entry.split(' ')[0]!),
]

describe.each(testDatabases())('camera photos on every upload endpoint on %s', (kind) => {
  let s: SupplierToursSuite
  let mediaDir: string
  const endpoints: Endpoint[] = []

  // Drawn first, with time to spare: a 6000×4000 photo takes a few seconds on a busy machine.
  beforeAll(() => Promise.all(PHOTOS.map(({ photo }) => cameraPhoto(photo))), 180_000)
  beforeAll(async () => {
    // Its own folder, so the PGlite run counts exactly what it writes and removes.
    mediaDir = await mkdtemp(path.join(tmpdir(), 'serendib-camera-photos-'))
    s = await supplierToursSuite(kind, {
      config: { mediaStore: kind === 'pg' ? 'database' : 'folder', mediaDir },
    })
    const { t, a, admin } = s
    const db = t.database.db
    const inject = (url: string, headers: Record<string, string>) => (body: Body) =>
      t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...headers, ...body.headers } })
    const [customer] = await db.select().from(users).where(eq(users.email, DEMO_CUSTOMER_EMAIL))
    const reviewed = await activeTour(t.database)
    const tour = await createTour(s, a)
    const tooLarge = { status: 413, body: { status: 'error', message: ImageMessages.tooLarge } }
    const van = await t.database.transaction((tx) =>
      createResource(tx, a.id, { kind: 'vehicle', name: 'Van', seats: 8, plate: 'WP CAM-1' }),
    )
    const vanRow = () =>
      queryRows<{ key: string | null; widths: number[] }>(
        db,
        sql`select photo_key as key, photo_widths as widths from supplier_resources where id = ${van.id}`,
      )

    endpoints.push(
      {
        name: 'review photo',
        prefix: 'review',
        standard: IMAGE_WIDTHS,
        // A booking per photo: a review takes three.
        fields: async () => {
          const booking = await insertBooking(t.database, {
            userId: customer!.id,
            activityId: reviewed.id,
            supplierUserId: reviewed.supplierUserId,
          })
          return [
            ['tid', String(booking.id)],
            ['token', await insertReviewToken(t.database, booking.id)],
          ]
        },
        send: inject('/api/review/image/upload', {}),
        stored: async (reply) => {
          const image = (reply.json() as { images: Array<{ id: number }> }).images.at(-1)!
          const [row] = await db.select().from(reviewImages).where(eq(reviewImages.id, image.id))
          return row!
        },
        urls: (reply) => (reply.json() as { images: Array<{ url: string }> }).images.map((i) => i.url),
        snapshot: () => db.select().from(reviewImages),
        tooLarge,
      },
      {
        name: 'supplier avatar',
        prefix: 'avatar',
        standard: IMAGE_WIDTHS,
        fields: async () => [],
        send: inject('/api/supplier/profile/avatar/work', a.headers),
        stored: async () => {
          const [row] = await db.select().from(supplierProfiles).where(eq(supplierProfiles.userId, a.id))
          return { key: row!.workAvatarKey!, widths: row!.workAvatarWidths }
        },
        urls: (reply) => sources(reply.json().data.work_avatar),
        snapshot: () => db.select().from(supplierProfiles).where(eq(supplierProfiles.userId, a.id)),
        tooLarge,
      },
      {
        name: 'tour photo',
        prefix: 'tour',
        standard: IMAGE_WIDTHS,
        fields: async () => [],
        send: inject(`/api/supplier/tours/${tour.id}/photos`, a.headers),
        stored: async (reply) => {
          const image = (reply.json().data.images as Array<{ id: number }>).at(-1)!
          const [row] = await db.select().from(activityImages).where(eq(activityImages.id, image.id))
          return row!
        },
        urls: (reply) =>
          (reply.json().data.images as Array<{ url: string; srcset: string }>).flatMap(sources),
        snapshot: () => db.select().from(activityImages).where(eq(activityImages.activityId, tour.id)),
        tooLarge: {
          status: 422,
          body: { status: 'error', errors: { images: TourEditorMessages.photoTooLarge(PHOTO_MAX_MB) } },
        },
      },
      {
        name: 'vehicle photo',
        prefix: 'vehicle',
        standard: IMAGE_WIDTHS,
        fields: async () => [],
        send: inject(`/api/supplier/resources/${van.id}/photo`, a.headers),
        stored: async () => {
          const [row] = await vanRow()
          return { key: row!.key!, widths: row!.widths }
        },
        urls: (reply) => sources(reply.json().data.photo),
        snapshot: vanRow,
        tooLarge,
      },
      {
        name: 'console image',
        prefix: 'content',
        // Any console image may become a full-width hero slide.
        standard: HERO_IMAGE_WIDTHS,
        fields: async () => [],
        send: inject('/api/admin/images', admin),
        stored: async (reply) => {
          const { key } = reply.json().data as { key: string }
          const files = await t.app.media.list(`${key}-`)
          return { key, widths: files.map((f) => Number(/-(\d+)\.webp$/.exec(f)![1])).sort((x, y) => x - y) }
        },
        urls: (reply) => sources(reply.json().data),
        snapshot: async () => null,
        tooLarge,
      },
    )
  })
  afterAll(async () => {
    await s?.t.close()
    await rm(mediaDir, { recursive: true, force: true })
  })

  const endpointNames = ['review photo', 'supplier avatar', 'tour photo', 'vehicle photo', 'console image']
  const endpoint = (name: string) => endpoints.find((e) => e.name === name)!
  const filePart = (bytes: Buffer): FilePart => ({
    name: 'file',
    filename: 'IMG_2041.jpg',
    contentType: 'image/jpeg',
    bytes,
  })
  const form = async (e: Endpoint, bytes: Buffer) => multipart([...(await e.fields()), filePart(bytes)])
  /** What a refused upload must leave as it was: the store's files and the endpoint's rows. */
  const state = async (e: Endpoint) => ({
    files: await s.t.app.media.list(`${e.prefix}-`),
    rows: await e.snapshot(),
  })

  describe.each(endpointNames)('%s', (name) => {
    it.each(PHOTOS)('takes $name, stored once per width, upright', async ({ photo }) => {
      const e = endpoint(name)
      const reply = await e.send(await form(e, await cameraPhoto(photo)))
      expect(reply.statusCode, reply.body).toBe(200)

      const { key, widths } = await e.stored(reply)
      expect(key.startsWith(`${e.prefix}-`)).toBe(true)
      // Every width the pages use, each once: the sizes a srcset offers and the 800 px default.
      expect(widths).toEqual([...e.standard])
      expect(widths).toEqual(storedWidths(photo.width, e.standard))
      expect(await s.t.app.media.list(`${key}-`)).toEqual(widths.map((w) => `${key}-${w}.webp`).sort())
      for (const width of widths) {
        const file = await s.t.app.media.get(`${key}-${width}.webp`)
        expect(file?.contentType).toBe('image/webp')
        // Landscape or portrait as the camera meant, sky on top: EXIF orientation was applied.
        expect(await uprightness(file!.bytes)).toEqual({
          width,
          height: Math.round((width * photo.height) / photo.width),
          upright: true,
        })
      }
      const urls = e.urls(reply).filter((url) => url.includes(key))
      expect(urls).toContain(`/media/${key}-800.webp`)
      for (const url of urls) {
        const served = await s.t.app.inject({ url })
        expect(served.statusCode, url).toBe(200)
        expect(served.headers['content-type']).toBe('image/webp')
      }
    })

    it(`refuses a file past ${PHOTO_MAX_MB} MB with a clear message, storing nothing`, async () => {
      const e = endpoint(name)
      const before = await state(e)
      const photo = await cameraPhoto(PHOTOS[1]!.photo)
      const huge = Buffer.concat([photo, Buffer.alloc(PHOTO_MAX_BYTES + 1 - photo.length, 0)])
      const reply = await e.send(await form(e, huge))
      expect({ status: reply.statusCode, body: reply.json() }).toMatchObject(e.tooLarge)
      expect(await state(e)).toEqual(before)
    })

    it('answers a multipart body without a boundary, or cut off mid-part, 400, storing nothing', async () => {
      const e = endpoint(name)
      const before = await state(e)
      const whole = await form(e, await cameraPhoto(PHOTOS[0]!.photo))
      const refused = { status: 400, body: { status: 'error', message: Messages.imageUploadFailed } }
      const bodies: Record<string, Body> = {
        'no boundary': { payload: whole.payload, headers: { 'content-type': 'multipart/form-data' } },
        'cut off mid-part': {
          payload: whole.payload.subarray(0, whole.payload.length / 2),
          headers: whole.headers,
        },
        'another boundary': {
          payload: whole.payload,
          headers: { 'content-type': 'multipart/form-data; boundary=not-the-one-used' },
        },
      }
      for (const [broken, body] of Object.entries(bodies)) {
        const reply = await e.send(body)
        expect({ status: reply.statusCode, body: reply.json() }, broken).toEqual(refused)
      }
      expect(await state(e)).toEqual(before)
    })
  })
})
