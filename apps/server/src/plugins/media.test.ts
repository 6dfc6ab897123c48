import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { asc } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activityImages } from '@serendib/db/schema/activity-details'
import { pgliteOnly, testDatabases } from '@serendib/db/testing'
import { mediaUrl } from '@serendib/domain/images'
import { buildAppOn, buildTestApp, type TestApp } from '../test-app.ts'
import {
  activeTour,
  insertBooking,
  insertReviewToken,
  logins,
  multipart,
  picture,
} from '../testing/reviews.ts'

/**
 * Decision 039: two app processes on one database, each with its own empty media folder, serve
 * the same images: the seeded demo pictures and a photo uploaded through the other process.
 */
describe.each(testDatabases())('shared media store on %s', (kind) => {
  let one: TestApp
  let two: FastifyInstance
  const folders: string[] = []

  beforeAll(async () => {
    const emptyFolder = async () => {
      const folder = await mkdtemp(path.join(tmpdir(), 'serendib-no-media-'))
      folders.push(folder)
      return folder
    }
    one = await buildTestApp(kind, { config: { mediaStore: 'database', mediaDir: await emptyFolder() } })
    two = await buildAppOn(one.database, { mediaStore: 'database', mediaDir: await emptyFolder() })
  })
  afterAll(async () => {
    await two?.close()
    await one?.close()
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })))
  })

  const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers })

  it('serves every seeded picture from the database, with year-long immutable caching', async () => {
    const images = await one.database.db
      .select({ key: activityImages.key, widths: activityImages.widths })
      .from(activityImages)
      .orderBy(asc(activityImages.id))
      .limit(30)
    expect(images.length).toBe(30)
    for (const image of images) {
      const response = await get(two, mediaUrl(image.key, image.widths[0]!))
      expect(response.statusCode, image.key).toBe(200)
      expect(response.headers['content-type']).toBe('image/webp')
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    }
    // Nothing was written to, or read from, either process's own folder.
    for (const folder of folders) expect(await readdir(folder)).toEqual([])
  })

  it('serves a photo uploaded through one process from the other, and forgets it when deleted', async () => {
    const who = await logins(one.app, one.database)
    const tour = await activeTour(one.database, 1)
    const booking = await insertBooking(one.database, {
      userId: who.customerId,
      activityId: tour.id,
      supplierUserId: tour.supplierUserId,
    })
    const token = await insertReviewToken(one.database, booking.id)
    const photo = {
      name: 'file',
      filename: 'p.png',
      contentType: 'image/png',
      bytes: await picture('png', 900, 600),
    }
    const uploaded = await one.app.inject({
      method: 'POST',
      url: '/api/review/image/upload',
      ...multipart([['tid', String(booking.id)], ['token', token], photo]),
    })
    expect(uploaded.statusCode).toBe(200)
    const [image] = uploaded.json<{ images: { id: number; url: string }[] }>().images
    expect(image?.url).toMatch(/^\/media\/review-[0-9a-f]{32}-800\.webp$/)

    const served = await get(two, image!.url)
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
    const meta = await sharp(served.rawPayload).metadata()
    expect({ format: meta.format, width: meta.width }).toEqual({ format: 'webp', width: 800 })

    // A repeat view with the validator costs no body.
    const etag = String(served.headers.etag)
    expect(etag).toMatch(/^"[\w-]{27}"$/)
    const again = await get(two, image!.url, { 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
    expect(again.rawPayload.length).toBe(0)

    const removed = await one.app.inject({
      method: 'POST',
      url: '/api/review/image/delete',
      payload: { id: image!.id, token },
    })
    expect(removed.statusCode).toBe(200)
    expect((await get(two, image!.url)).statusCode).toBe(404)
  })

  it('lets an admin image uploaded through one process be used by a content save on the other', async () => {
    const who = await logins(one.app, one.database)
    const auth = (token: string) => ({ authorization: `Bearer ${token}` })
    const photo = {
      name: 'file',
      filename: 't.png',
      contentType: 'image/png',
      bytes: await picture('png', 500, 300),
    }
    const { payload, headers } = multipart([photo])
    const uploaded = await one.app.inject({
      method: 'POST',
      url: '/api/admin/images',
      payload,
      headers: { ...headers, ...auth(who.admin) },
    })
    expect(uploaded.statusCode).toBe(200)
    const key = uploaded.json<{ data: { key: string } }>().data.key
    const created = await two.inject({
      method: 'POST',
      url: '/api/admin/sliders',
      headers: auth(who.admin),
      payload: { image_key: key, title: 'Made on the other process' },
    })
    expect(created.statusCode).toBe(200)
    // Widths found in the shared store: 400 and the picture's own 500.
    expect(created.json().data.image.srcset).toBe(`/media/${key}-400.webp 400w, /media/${key}-500.webp 500w`)
  })

  it('answers 404 for names that are not media, without looking outside the store', async () => {
    for (const url of ['/media/nope-800.webp', '/media/..%2F..%2Fpackage.json', '/media/%2Fetc%2Fpasswd']) {
      expect((await get(two, url)).statusCode, url).toBe(404)
    }
  })
})

describe.each(pgliteOnly())('folder media store (the embedded default)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp('pglite')
  })
  afterAll(async () => t?.close())

  it('serves seeded pictures from the folder with a validator', async () => {
    expect(t.app.media.kind).toBe('folder')
    const [image] = await t.database.db.select().from(activityImages).orderBy(asc(activityImages.id)).limit(1)
    const url = mediaUrl(image!.key, image!.widths[0]!)
    const response = await t.app.inject({ method: 'GET', url })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const again = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(response.headers.etag) },
    })
    expect(again.statusCode).toBe(304)
    expect((await t.app.inject({ method: 'GET', url: '/media/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404)
  })
})
