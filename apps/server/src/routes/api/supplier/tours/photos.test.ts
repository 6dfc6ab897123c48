import { readdir } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import sharp from 'sharp'
import { testDatabases } from '@serendib/db/testing'
import type { SupplierTourImage } from '@serendib/domain/api/supplier-tours'
import { TourEditorLimits, TourEditorMessages as M } from '@serendib/domain/supplier-tours'
import { multipart, picture } from '../../../../testing/reviews.ts'
import {
  createTour,
  supplierToursSuite,
  type SupplierToursSuite,
} from '../../../../testing/supplier-tours.ts'
import { testMediaDir } from '../../../../test-app.ts'

const file = (bytes: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg') => ({
  name: 'file',
  filename,
  contentType,
  bytes,
})

describe.each(testDatabases())('supplier tours: photos on %s', (kind) => {
  let s: SupplierToursSuite
  beforeAll(async () => {
    s = await supplierToursSuite(kind)
  })
  afterAll(() => s.t.close())

  const upload = (id: number, parts: ReturnType<typeof file>[], headers = s.a.headers) => {
    const body = multipart(parts)
    return s.t.app.inject({
      method: 'POST',
      url: `/api/supplier/tours/${id}/photos`,
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    })
  }
  const images = (response: { json: () => unknown }) =>
    (response.json() as { data: { images: SupplierTourImage[] } }).data.images

  it('takes several JPG, PNG and WebP photos at once, re-encoded to WebP widths', async () => {
    const tour = await createTour(s, s.a)
    const webp = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#0f766e' } })
      .webp()
      .toBuffer()
    const response = await upload(tour.id, [
      file(await picture('jpeg', 1600, 1000)),
      file(await picture('png', 900, 600), 'b.png', 'image/png'),
      file(webp, 'c.webp', 'image/webp'),
    ])
    expect(response.statusCode, response.body).toBe(200)
    const list = images(response)
    expect(list).toHaveLength(3)
    expect(list[0]).toMatchObject({ cover: true, sort_order: 0 })
    expect(list[0]!.srcset).toContain('400w')
    expect(list[0]!.srcset).toContain('1200w')
    const files = await readdir(testMediaDir)
    const key = /\/media\/(tour-[0-9a-f]+)-/.exec(list[0]!.url)![1]!
    expect(files.filter((f) => f.startsWith(key)).sort()).toEqual([
      `${key}-1200.webp`,
      `${key}-400.webp`,
      `${key}-800.webp`,
    ])
  })

  it('refuses a PDF renamed .jpg and a 40 MB photo on the photos field, adding nothing', async () => {
    const tour = await createTour(s, s.a)
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n')
    const good = await picture('jpeg')
    const renamed = await upload(tour.id, [file(good), file(pdf, 'scan.jpg')])
    expect(renamed.statusCode).toBe(422)
    expect(renamed.json()).toMatchObject({ errors: { images: M.photoFormat } })
    const huge = Buffer.concat([good, Buffer.alloc(40 * 1024 * 1024)])
    const big = await upload(tour.id, [file(huge)])
    expect(big.statusCode).toBe(422)
    expect(big.json()).toMatchObject({
      errors: { images: M.photoTooLarge(TourEditorLimits.maxPhotoBytes / 1024 / 1024) },
    })
    const got = await s.t.app.inject({ url: `/api/supplier/tours/${tour.id}`, headers: s.a.headers })
    expect(got.json().data.images).toEqual([])
  })

  it('sets alt text, chooses the cover, reorders and deletes', async () => {
    const tour = await createTour(s, s.a)
    const added = images(
      await upload(tour.id, [file(await picture('jpeg')), file(await picture('png'), 'b.png')]),
    )
    const [first, second] = added.map((i) => i.id) as [number, number]
    const alt = await s.t.app.inject({
      method: 'PATCH',
      url: `/api/supplier/tours/${tour.id}/photos/${second}`,
      headers: s.a.headers,
      payload: { alt_text: 'Lion Rock at dawn', cover: true },
    })
    expect(images(alt).map((i) => [i.id, i.cover, i.alt_text])).toEqual([
      [second, true, 'Lion Rock at dawn'],
      [first, false, ''],
    ])
    const order = await s.t.app.inject({
      method: 'PUT',
      url: `/api/supplier/tours/${tour.id}/photos/order`,
      headers: s.a.headers,
      payload: { ids: [first, second] },
    })
    expect(images(order).map((i) => i.id)).toEqual([first, second])
    const partial = await s.t.app.inject({
      method: 'PUT',
      url: `/api/supplier/tours/${tour.id}/photos/order`,
      headers: s.a.headers,
      payload: { ids: [first] },
    })
    expect(partial.json()).toMatchObject({ errors: { images: M.photoOrder } })
    const gone = await s.t.app.inject({
      method: 'DELETE',
      url: `/api/supplier/tours/${tour.id}/photos/${first}`,
      headers: s.a.headers,
    })
    expect(images(gone).map((i) => i.id)).toEqual([second])
  })

  it("answers another supplier's tour and photos 404, changing nothing", async () => {
    const tour = await createTour(s, s.a)
    const [photo] = images(await upload(tour.id, [file(await picture('jpeg'))]))
    expect((await upload(tour.id, [file(await picture('jpeg'))], s.b.headers)).statusCode).toBe(404)
    const calls = [
      {
        method: 'PATCH',
        url: `/api/supplier/tours/${tour.id}/photos/${photo!.id}`,
        payload: { alt_text: 'x' },
      },
      { method: 'PUT', url: `/api/supplier/tours/${tour.id}/photos/order`, payload: { ids: [photo!.id] } },
      { method: 'DELETE', url: `/api/supplier/tours/${tour.id}/photos/${photo!.id}` },
    ] as const
    for (const call of calls) {
      const response = await s.t.app.inject({ ...call, headers: s.b.headers })
      expect(response.statusCode, call.method).toBe(404)
    }
    // Their own tour cannot reach my photo either.
    const theirs = await createTour(s, s.b)
    const cross = await s.t.app.inject({
      method: 'DELETE',
      url: `/api/supplier/tours/${theirs.id}/photos/${photo!.id}`,
      headers: s.b.headers,
    })
    expect(cross.statusCode).toBe(404)
    const got = await s.t.app.inject({ url: `/api/supplier/tours/${tour.id}`, headers: s.a.headers })
    expect(got.json().data.images).toMatchObject([{ id: photo!.id, alt_text: '' }])
  })
})
