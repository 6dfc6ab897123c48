import { asc, count, eq } from 'drizzle-orm'
import type { Database } from '@serendib/db/client'
import { activities } from '@serendib/db/schema/activities'
import { locationPages } from '@serendib/db/schema/catalogue'
import { TourStatus } from '@serendib/domain/tour-status'
import { inspirationSitemapPaths } from './inspiration-article.ts'

type Db = Database['db']

/** Search engines accept 50,000 URLs per sitemap; stay well below. */
export const TOURS_PER_SITEMAP = 40_000

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

export function urlsetXml(baseUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastModified
      ? `<lastmod>${entry.lastModified.toISOString().slice(0, 10)}</lastmod>`
      : ''
    return `<url><loc>${xmlEscape(baseUrl + entry.path)}</loc>${lastmod}</url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

export function sitemapIndexXml(baseUrl: string, paths: string[]): string {
  const items = paths.map((path) => `<sitemap><loc>${xmlEscape(baseUrl + path)}</loc></sitemap>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`
}
