import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { activities } from '@serendib/db/schema/activities'
import type { ActivityCard } from '@serendib/domain/catalogue-api'
import { buildTestApp, type TestApp } from '../../test-app.ts'

describe('catalogue answers cached in memory', () => {
  let cached: TestApp
  beforeAll(async () => {
    cached = await buildTestApp('pglite', { cacheSeconds: 60 })
  })
  afterAll(async () => cached?.close())

  it('serves a tour from memory until the time-to-live passes, and never caches a miss', async () => {
    const { data } = (await cached.app.inject('/api/search?limit=1')).json() as {
      data: { results: ActivityCard[] }
    }
    const tour = data.results[0]!
    const first = await cached.app.inject(`/api/activity?id=${tour.id}`)
    await cached.database.db
      .update(activities)
      .set({ title: 'Renamed meanwhile' })
      .where(eq(activities.id, tour.id))
    const second = await cached.app.inject(`/api/activity?id=${tour.id}`)
    expect(second.json().data.title).toBe(first.json().data.title)

    // A 404 is not remembered: the tour appears as soon as it exists.
    expect((await cached.app.inject('/api/activity?id=999999')).statusCode).toBe(404)
  })

  it('is off when CATALOGUE_CACHE_SECONDS is 0 (the tests default)', async () => {
    const fresh = await buildTestApp('pglite')
    try {
      const { data } = (await fresh.app.inject('/api/search?limit=1')).json() as {
        data: { results: ActivityCard[] }
      }
      const id = data.results[0]!.id
      await fresh.app.inject(`/api/activity?id=${id}`)
      await fresh.database.db
        .update(activities)
        .set({ title: 'Renamed meanwhile' })
        .where(eq(activities.id, id))
      expect((await fresh.app.inject(`/api/activity?id=${id}`)).json().data.title).toBe('Renamed meanwhile')
    } finally {
      await fresh.close()
    }
  })
})
