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
    // Every tour in each of the seven traveller languages (decision 071).
    expect(tours.body.match(/<url>/g)?.length).toBe(active!.n * 7)
    expect(tours.body).toMatch(
      /<loc>http:\/\/localhost:3000\/(round-tours|day-tours|activity)\/[a-z0-9-]+\/details\/\d+<\/loc>/,
    )
    const pages = await t.app.inject('/sitemaps/pages.xml')
    expect(pages.body).toContain('<loc>http://localhost:3000/about</loc>')
    expect(pages.body).toMatch(/\/location\/\d+<\/loc>/)
    expect((await t.app.inject('/sitemaps/tours-99.xml')).statusCode).toBe(404)
  })

  it('lists each page in every traveller language with hreflang alternates and x-default', async () => {
    const pages = await t.app.inject('/sitemaps/pages.xml')
    expect(pages.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
    const urls = pages.body.match(/<url>.*?<\/url>/g) ?? []
    const about = urls.filter((url) => /<loc>http:\/\/localhost:3000(\/[a-z]{2})?\/about<\/loc>/.test(url))
    expect(about.map((url) => /<loc>([^<]+)<\/loc>/.exec(url)![1])).toEqual(
      ['', '/de', '/fr', '/ru', '/zh', '/hi', '/ja'].map((prefix) => `http://localhost:3000${prefix}/about`),
    )
    const alternates = [
      ['en', '/about'],
      ['de', '/de/about'],
      ['fr', '/fr/about'],
      ['ru', '/ru/about'],
      ['zh-Hans', '/zh/about'],
      ['hi', '/hi/about'],
      ['ja', '/ja/about'],
      ['x-default', '/about'],
    ]
      .map(
        ([lang, path]) =>
          `<xhtml:link rel="alternate" hreflang="${lang}" href="http://localhost:3000${path}"/>`,
      )
      .join('')
    // Each language version names all of them, itself included.
    for (const url of about) expect(url).toContain(alternates)
    // The home page's German URL is /de, never /de/.
    expect(pages.body).toContain('<loc>http://localhost:3000/de</loc>')

    const tours = await t.app.inject('/sitemaps/tours-1.xml')
    const [first] = tours.body.match(/<url>.*?<\/url>/g) ?? []
    const path = /<loc>http:\/\/localhost:3000([^<]+)<\/loc>/.exec(first!)![1]!
    expect(first).toContain(`hreflang="ru" href="http://localhost:3000/ru${path}"`)
    expect(first).toContain(`hreflang="x-default" href="http://localhost:3000${path}"`)
    expect(tours.body).toContain(`<loc>http://localhost:3000/ja${path}</loc>`)
  })
})
