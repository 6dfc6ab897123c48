import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabases } from '@serendib/db/testing'
import type { PickupPoint } from '@serendib/domain/api/supplier-pickup-points'
import { TourEditorMessages as M } from '@serendib/domain/supplier-tours'
import { createTour, supplierToursSuite, type SupplierToursSuite } from '../../../testing/supplier-tours.ts'

describe.each(testDatabases())('supplier pick-up points on %s', (kind) => {
  let s: SupplierToursSuite
  beforeAll(async () => {
    s = await supplierToursSuite(kind)
  })
  afterAll(() => s.t.close())

  const list = async () => {
    const reply = await s.t.app.inject({ url: '/api/supplier/pickup-points', headers: s.a.headers })
    expect(reply.statusCode, reply.body).toBe(200)
    expect(reply.headers['cache-control']).toContain('no-store')
    return reply.json().data as PickupPoint[]
  }

  it("lists exactly the catalogue's pick-up points, each with the place it belongs to", async () => {
    const points = await list()
    const expected = await s.t.database.execute<{ id: number; name: string; place: string | null }>(
      sql`select l.id, l.name, p.name as place from locations l left join locations p on p.id = l.parent_location_id
           where l.is_pickup_point`,
    )
    expect(points.length).toBeGreaterThan(1)
    expect(points.map((p) => p.id).sort((a, b) => a - b)).toEqual(
      expected.map((r) => r.id).sort((a, b) => a - b),
    )
    const airport = points.find((p) => p.name === 'Bandaranaike International Airport (CMB)')
    expect(airport).toMatchObject({
      kind: 'airport',
      place: expected.find((r) => r.id === airport!.id)!.place,
    })
    // A destination that is not a pick-up point is not offered.
    const [destination] = await s.t.database.execute<{ id: number }>(
      sql`select id from locations where not is_pickup_point limit 1`,
    )
    expect(points.some((p) => p.id === destination!.id)).toBe(false)
  })

  it('a point made a pick-up point shows up at once; one unflagged leaves', async () => {
    const [place] = await s.t.database.execute<{ id: number }>(
      sql`select id from locations where not is_pickup_point order by id limit 1`,
    )
    await s.t.database.execute(sql`update locations set is_pickup_point = true where id = ${place!.id}`)
    expect((await list()).some((p) => p.id === place!.id)).toBe(true)
    await s.t.database.execute(sql`update locations set is_pickup_point = false where id = ${place!.id}`)
    expect((await list()).some((p) => p.id === place!.id)).toBe(false)
  })

  it('every listed point is accepted by the tour save, and a place that is not one is refused', async () => {
    const points = await list()
    const tour = await createTour(s, s.a)
    const save = (location_id: number) =>
      s.t.app.inject({
        method: 'PATCH',
        url: `/api/supplier/tours/${tour.id}`,
        headers: s.a.headers,
        payload: { pickup_locations: [{ location_id, pickup_time: '07:30' }] },
      })
    for (const point of points) expect((await save(point.id)).statusCode, point.name).toBe(200)
    const [destination] = await s.t.database.execute<{ id: number }>(
      sql`select id from locations where not is_pickup_point limit 1`,
    )
    const refused = await save(destination!.id)
    expect(refused.statusCode).toBe(422)
    expect(refused.json().errors).toEqual({ 'pickup_locations.0.location_id': M.pickupUnknown })
  })

  it('answers suppliers only: customers and admins 403, anonymous 401', async () => {
    for (const headers of [s.customer, s.admin]) {
      const reply = await s.t.app.inject({ url: '/api/supplier/pickup-points', headers })
      expect(reply.statusCode).toBe(403)
      expect(reply.body).not.toContain('Bandaranaike')
    }
    expect((await s.t.app.inject({ url: '/api/supplier/pickup-points' })).statusCode).toBe(401)
  })
})
