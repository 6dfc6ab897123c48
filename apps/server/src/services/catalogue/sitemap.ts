import { asc, count, eq } from 'drizzle-orm'
import type { Database } from '@serendib/db/client'
import { activities } from '@serendib/db/schema/activities'
import { locationPages } from '@serendib/db/schema/catalogue'
import { languageAlternates } from '@serendib/domain/i18n/locales'
import { TourStatus } from '@serendib/domain/tour-status'
import { inspirationSitemapPaths } from './inspiration-article.ts'

type Db = Database['db']

/**
 * Search engines accept 50,000 URLs (and 50 MB) per sitemap; each tour is listed in all seven
 * traveller languages (decision 071), 35,000 URLs of about 1 KB each.
 */
export const TOURS_PER_SITEMAP = 5_000

export const STATIC_PATHS = [
  '/',
  '/search',
  '/round-tours',
  '/day-tours',
  '/about',
  '/travel-inspiration',
  '/help',
  '/help/0',
  '/help/1',
  '/help/2',
]

export interface SitemapEntry {
  path: string
  lastModified?: Date
}

export async function countTourSitemaps(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(activities)
    .where(eq(activities.status, TourStatus.active))
  return Math.max(1, Math.ceil(Number(row?.n ?? 0) / TOURS_PER_SITEMAP))
}

/** Page `n` (from 1) of active tours, by id, with their canonical (full seo) URLs. */
export async function tourSitemapEntries(db: Db, n: number): Promise<SitemapEntry[]> {
  const rows = await db
    .select({ id: activities.id, path: activities.fullSeoUrl, updatedAt: activities.updatedAt })
    .from(activities)
    .where(eq(activities.status, TourStatus.active))
    .orderBy(asc(activities.id))
    .limit(TOURS_PER_SITEMAP)
    .offset((n - 1) * TOURS_PER_SITEMAP)
  return rows.map((row) => ({ path: row.path, lastModified: row.updatedAt }))
}

export async function pageSitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const pages = await db
    .select({ path: locationPages.fullSeoUrl, updatedAt: locationPages.updatedAt })
    .from(locationPages)
    .where(eq(locationPages.published, true))
    .orderBy(asc(locationPages.id))
  return [
    ...STATIC_PATHS.map((path) => ({ path })),
    ...pages.map((p) => ({ path: p.path, lastModified: p.updatedAt })),
    ...(await inspirationSitemapPaths(db)),
  ]
}

const xmlEscape = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  )

/**
 * Every page in every traveller language, each `<url>` naming all its language versions and
 * x-default (the English URL) as `xhtml:link` alternates, as search engines ask (decision 071).
 */
export function urlsetXml(baseUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.flatMap((entry) => {
    const lastmod = entry.lastModified
      ? `<lastmod>${entry.lastModified.toISOString().slice(0, 10)}</lastmod>`
      : ''
    const alternates = languageAlternates(entry.path)
    const links = alternates
      .map(
        (a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${xmlEscape(baseUrl + a.path)}"/>`,
      )
      .join('')
    return alternates
      .filter((a) => a.hreflang !== 'x-default')
      .map((a) => `<url><loc>${xmlEscape(baseUrl + a.path)}</loc>${lastmod}${links}</url>`)
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}

export function sitemapIndexXml(baseUrl: string, paths: string[]): string {
  const items = paths.map((path) => `<sitemap><loc>${xmlEscape(baseUrl + path)}</loc></sitemap>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`
}
