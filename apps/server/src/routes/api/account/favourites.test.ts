import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { testDatabases } from '@serendib/db/testing'
import { activities } from '@serendib/db/schema/activities'
import { favourites } from '@serendib/db/schema/favourites'
import { Messages } from '@serendib/domain/messages'
import { TourStatus } from '@serendib/domain/tour-status'
import type { TestApp } from '../../../test-app.ts'
import { bearer } from '../../../testing/accounts.ts'
import { activeTour, type Logins } from '../../../testing/reviews.ts'
import { loginsSuite } from '../../../testing/suites.ts'

describe.each(testDatabases())('favourites on %s', (kind) => {
  let t: TestApp
  let who: Logins

  beforeAll(async () => {
    ;({ t, who } = await loginsSuite(kind))
  })
  afterAll(async () => t?.close())

  const get = (url: string, token?: string) => t.app.inject({ url, headers: token ? bearer(token) : {} })
  const ids = async (token = who.customer) => (await get('/api/account/favourites/ids', token)).json().data
  const rowsFor = (userId: number, activityId: number) =>
    t.database.db
      .select()
      .from(favourites)
      .where(and(eq(favourites.userId, userId), eq(favourites.activityId, activityId)))

  it("lists the customer's saved tours as cards, and their ids for the hearts", async () => {
    const response = await get('/api/account/favourites', who.customer)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    const { status, data } = response.json()
    expect(status).toBe('success')
    // The demo customer saved three tours.
    expect(data).toHaveLength(3)
    for (const favourite of data) {
      expect(favourite).toMatchObject({
        id: expect.any(Number),
        activity: {
          id: expect.any(Number),
          title: expect.any(String),
          overview: expect.any(String),
          tour_type: expect.any(Number),
          full_seo_url: expect.any(String),
          cover_image: { url: expect.stringMatching(/^\/media\//), srcset: expect.any(String) },
          price: { selling_price: expect.any(Number), selling_price_cents: expect.any(Number) },
        },
      })
    }
    const idsAnswer = await get('/api/account/favourites/ids', who.customer)
    expect(idsAnswer.json()).toEqual({
      status: 'success',
      data: data.map((f: { activity: { id: number } }) => f.activity.id),
    })
    expect(await ids(who.other)).toEqual([])
  })

  it('adds an active tour once however often it is asked, newest first', async () => {
    const tour = await activeTour(t.database, 7)
    const first = await get(`/api/account/favourites/add/${tour.id}`, who.customer)
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json()).toEqual({ status: 'success', message: Messages.favouriteAdded })
    const second = await get(`/api/account/favourites/add/${tour.id}`, who.customer)
    expect(second.json()).toEqual({ status: 'success', message: Messages.favouriteAdded })
    expect(await rowsFor(who.customerId, tour.id)).toHaveLength(1)
    expect((await ids())[0]).toBe(tour.id)
    // Another customer's list is their own.
    expect(await ids(who.other)).toEqual([])
  })

  it('removes a tour, and removing it again is harmless', async () => {
    const tour = await activeTour(t.database, 8)
    await get(`/api/account/favourites/add/${tour.id}`, who.other)
    const removed = await get(`/api/account/favourites/remove/${tour.id}`, who.other)
    expect(removed.statusCode).toBe(200)
    expect(removed.json()).toEqual({ status: 'success', message: Messages.favouriteRemoved })
    expect(await rowsFor(who.otherId, tour.id)).toEqual([])
    const again = await get(`/api/account/favourites/remove/${tour.id}`, who.other)
    expect(again.json()).toEqual({ status: 'success', message: Messages.favouriteRemoved })
  })

  it("never removes another customer's favourite", async () => {
    const [mine] = await ids()
    await get(`/api/account/favourites/remove/${mine}`, who.other)
    expect(await ids()).toContain(mine)
  })

  it('answers 404 for unknown and inactive tours, 400 for malformed ids', async () => {
    const tour = await activeTour(t.database, 9)
    await t.database.db
      .update(activities)
      .set({ status: TourStatus.pending })
      .where(eq(activities.id, tour.id))
    const inactive = await get(`/api/account/favourites/add/${tour.id}`, who.customer)
    expect(inactive.statusCode).toBe(404)
    expect(inactive.json().status).toBe('error')
    expect(await rowsFor(who.customerId, tour.id)).toEqual([])
    expect((await get('/api/account/favourites/add/2000000000', who.customer)).statusCode).toBe(404)
    expect((await get('/api/account/favourites/add/abc', who.customer)).statusCode).toBe(400)
    expect((await get('/api/account/favourites/add/99999999999', who.customer)).statusCode).toBe(400)
  })

  it('drops a saved tour from the list once it stops being active', async () => {
    const tour = await activeTour(t.database, 10)
    await get(`/api/account/favourites/add/${tour.id}`, who.other)
    expect(await ids(who.other)).toEqual([tour.id])
    await t.database.db
      .update(activities)
      .set({ status: TourStatus.rejected })
      .where(eq(activities.id, tour.id))
    expect(await ids(who.other)).toEqual([])
    expect((await get('/api/account/favourites', who.other)).json().data).toEqual([])
  })

  it('needs a customer: no token 401, supplier or admin 403', async () => {
    const tour = await activeTour(t.database, 11)
    for (const url of [
      '/api/account/favourites',
      '/api/account/favourites/ids',
      `/api/account/favourites/add/${tour.id}`,
      `/api/account/favourites/remove/${tour.id}`,
    ]) {
      expect((await get(url)).statusCode, url).toBe(401)
      expect((await get(url, who.supplier)).statusCode, url).toBe(403)
      expect((await get(url, who.admin)).statusCode, url).toBe(403)
    }
  })
})
