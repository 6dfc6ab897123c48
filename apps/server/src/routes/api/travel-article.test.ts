import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabases } from '@serendib/db/testing'
import { activities } from '@serendib/db/schema/activities'
import { travelInspirations } from '@serendib/db/schema/content'
import type { TravelInspiration, TravelInspirationArticle } from '@serendib/domain/catalogue-api'
import { TourStatus } from '@serendib/domain/tour-status'
import { buildTestApp, type TestApp } from '../../test-app.ts'

describe.each(testDatabases())('travel inspiration articles on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp(kind)
  })
  afterAll(async () => t?.close())

  const homeCards = async () =>
    (await t.app.inject('/api/travel/inspiration?page=home')).json().inspirations as TravelInspiration[]

  it('gives every seeded card an article with its body and active tours', async () => {
    const cards = await homeCards()
    expect(cards.length).toBeGreaterThan(3)
    for (const card of cards) {
      expect(card.seo_url).toMatch(/^[a-z0-9-]+$/)
      const response = await t.app.inject(`/api/travel/inspiration/${card.seo_url}`)
      expect(response.statusCode, card.seo_url).toBe(200)
      const article = response.json().data as TravelInspirationArticle
      expect(article.title).toBe(card.title)
      expect(article.body).toContain('<h2>')
      expect(article.activities.length).toBeGreaterThan(0)
    }
  })

  it('answers 404 for an unknown, malformed or inactive address', async () => {
    expect((await t.app.inject('/api/travel/inspiration/no-such-article')).statusCode).toBe(404)
    expect((await t.app.inject('/api/travel/inspiration/Bad%20Url')).statusCode).toBe(400)
    const [card] = await homeCards()
    await t.database.db
      .update(travelInspirations)
      .set({ active: false })
      .where(eq(travelInspirations.id, card!.id))
    try {
      expect((await t.app.inject(`/api/travel/inspiration/${card!.seo_url}`)).statusCode).toBe(404)
      const sitemap = (await t.app.inject('/sitemaps/pages.xml')).body
      expect(sitemap).not.toContain(`/travel-inspiration/${card!.seo_url}<`)
    } finally {
      await t.database.db
        .update(travelInspirations)
        .set({ active: true })
        .where(eq(travelInspirations.id, card!.id))
    }
  })

  it('leaves out tours that are no longer active', async () => {
    const [card] = await homeCards()
    const before = (await t.app.inject(`/api/travel/inspiration/${card!.seo_url}`)).json()
      .data as TravelInspirationArticle
    const gone = before.activities[0]!.id
    await t.database.db.update(activities).set({ status: TourStatus.pending }).where(eq(activities.id, gone))
    try {
      const after = (await t.app.inject(`/api/travel/inspiration/${card!.seo_url}`)).json()
        .data as TravelInspirationArticle
      expect(after.activities.map((a) => a.id)).not.toContain(gone)
      expect(after.activities).toHaveLength(before.activities.length - 1)
    } finally {
      await t.database.db.update(activities).set({ status: TourStatus.active }).where(eq(activities.id, gone))
    }
  })

  it('lists every article in the pages sitemap', async () => {
    const sitemap = (await t.app.inject('/sitemaps/pages.xml')).body
    for (const card of await homeCards())
      expect(sitemap).toContain(`/travel-inspiration/${card.seo_url}</loc>`)
  })
})
