/**
 * A vehicle's photo (decision 074): uploaded and removed by its supplier through the tour photos'
 * pipeline, listed on the Team page's data; another supplier's vehicle, a driver-guide and an
 * archived vehicle are 404 whatever the body; a HEIC or a text file is refused with the reason,
 * nothing stored. Staff roles: staff.test.ts's sweep (office may, guides and drivers 403).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabases } from '@serendib/db/testing'
import { ResourceMessages } from '@serendib/domain/resources'
import { buildTestApp, type TestApp } from '../../../test-app.ts'
import { cameraPhoto } from '../../../testing/camera-photos.ts'
import { multipart } from '../../../testing/reviews.ts'
import { createSupplier, type TestSupplierAccount } from '../../../testing/supplier-tours.ts'

describe.each(testDatabases())('vehicle photos on %s', (kind) => {
  let t: TestApp
  let a: TestSupplierAccount
  let b: TestSupplierAccount
  let van: number
  let guide: number
  let photo: Buffer

  const create = async (who: TestSupplierAccount, body: object) => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/supplier/resources',
      headers: who.headers,
      payload: body,
    })
    expect(r.statusCode, r.body).toBe(200)
    return r.json().data.id as number
  }
  const upload = (who: TestSupplierAccount, id: number, bytes: Buffer, filename = 'IMG_2041.jpg') => {
    const body = multipart([{ name: 'file', filename, contentType: 'image/jpeg', bytes }])
    return t.app.inject({
      method: 'POST',
      url: `/api/supplier/resources/${id}/photo`,
      payload: body.payload,
      headers: { ...who.headers, ...body.headers },
    })
  }
  const vehicleFiles = () => t.app.media.list('vehicle-')

  beforeAll(async () => {
    photo = await cameraPhoto({ width: 4000, height: 3000, format: 'jpeg' })
    t = await buildTestApp(kind)
    a = await createSupplier(t.app, t.database)
    b = await createSupplier(t.app, t.database)
    van = await create(a, { kind: 'vehicle', name: 'Toyota KDH van', seats: 8, plate: 'WP PH-1234' })
    guide = await create(a, {
      kind: 'guide',
      name: 'Kamal',
      phone: '+94 77 111 2222',
      languages: ['English'],
      licence_number: 'SLTDA-42',
    })
  }, 180_000)
  afterAll(() => t?.close())

  it("takes a camera's 4000×3000 JPEG for the supplier's vehicle and lists it; replacing and removing leave no files behind", async () => {
    const first = await upload(a, van, photo)
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json().message).toBe(ResourceMessages.photoSaved)
    const sources = first.json().data.photo as { url: string; srcset: string }
    expect(sources.url).toMatch(/^\/media\/vehicle-[0-9a-f]{32}-800\.webp$/)
    const served = await t.app.inject({ url: sources.url })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
    const list = (await t.app.inject({ url: '/api/supplier/resources', headers: a.headers })).json().data
    expect(list.vehicles.find((v: { id: number }) => v.id === van).photo).toEqual(sources)
    expect(list.guides[0].photo).toBeNull()
    const firstFiles = await vehicleFiles()

    const second = await upload(a, van, photo)
    expect(second.statusCode).toBe(200)
    const after = await vehicleFiles()
    expect(after).toHaveLength(firstFiles.length)
    expect(after.some((f) => firstFiles.includes(f))).toBe(false)

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/supplier/resources/${van}/photo`,
      headers: a.headers,
    })
    expect(removed.statusCode).toBe(200)
    expect(removed.json()).toMatchObject({ message: ResourceMessages.photoRemoved, data: { photo: null } })
    expect(await vehicleFiles()).toEqual([])
  })

  it("answers another supplier's vehicle, a driver-guide and an unknown id 404, storing nothing", async () => {
    for (const [who, id] of [
      [b, van],
      [a, guide],
      [a, 2147483646],
    ] as const) {
      const r = await upload(who, id, photo)
      expect(r.statusCode, `${who.email} ${id}`).toBe(404)
      expect(r.json().message).toBe(ResourceMessages.notFound)
      const d = await t.app.inject({
        method: 'DELETE',
        url: `/api/supplier/resources/${id}/photo`,
        headers: who.headers,
      })
      expect(d.statusCode).toBe(404)
    }
    expect(await vehicleFiles()).toEqual([])
    // Nobody signed in: 401.
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/supplier/resources/${van}/photo` })).statusCode,
    ).toBe(401)
  })

  it('refuses a HEIC photo and a text file with the reason, storing nothing', async () => {
    // An iPhone HEIC begins with an ISO box 'ftypheic'.
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(64, 1)])
    for (const bytes of [heic, Buffer.from('not a photo at all')]) {
      const r = await upload(a, van, bytes, 'IMG_2042.HEIC')
      expect(r.statusCode).toBe(422)
      expect(r.json().message).toBe(ResourceMessages.photoFormat)
    }
    expect(await vehicleFiles()).toEqual([])
  })
})
