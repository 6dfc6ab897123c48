import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { count, eq } from 'drizzle-orm'
import { activities } from '@serendib/db/schema/activities'
import { testDatabases } from '@serendib/db/testing'
import { buildTestApp, type TestApp } from '../../test-app.ts'

describe.each(testDatabases())('robots and sitemaps on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp(kind)
  })
  afterAll(async () => t?.close())

  it('points robots at the sitemap and keeps private areas out', async () => {
    const robots = await t.app.inject('/robots.txt')
    expect(robots.statusCode).toBe(200)
    expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml')
    expect(robots.body).toContain('Disallow: /account')
  })

  it('lists every active tour by canonical URL, plus location and static pages', async () => {
    const index = await t.app.inject('/sitemap.xml')
    expect(index.headers['content-type']).toContain('application/xml')
    expect(index.body).toContain('<loc>http://localhost:3000/sitemaps/tours-1.xml</loc>')
    const tours = await t.app.inject('/sitemaps/tours-1.xml')
    const [active] = await t.database.db
      .select({ n: count() })
      .from(activities)
      .where(eq(activities.status, 1))
    expect(tours.body.match(/<url>/g)?.length).toBe(active!.n)
    expect(tours.body).toMatch(
      /<loc>http:\/\/localhost:3000\/(round-tours|day-tours|activity)\/[a-z0-9-]+\/details\/\d+<\/loc>/,
    )
    const pages = await t.app.inject('/sitemaps/pages.xml')
    expect(pages.body).toContain('<loc>http://localhost:3000/about</loc>')
    expect(pages.body).toMatch(/\/location\/\d+<\/loc>/)
    expect((await t.app.inject('/sitemaps/tours-99.xml')).statusCode).toBe(404)
  })
})
