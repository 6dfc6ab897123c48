/** A travel inspiration's article page (/travel-inspiration/{seo_url}) with the tours it presents. */
import { and, asc, eq } from 'drizzle-orm'
import type { Database } from '@serendib/db/client'
import { activities } from '@serendib/db/schema/activities'
import { travelInspirationActivities, travelInspirations } from '@serendib/db/schema/content'
import type { TravelInspirationArticle } from '@serendib/domain/catalogue-api'
import { NotFoundError } from '@serendib/domain/errors'
import { imageSources } from '@serendib/domain/images'
import { TourStatus } from '@serendib/domain/tour-status'
import type { TravellerLocale } from '@serendib/domain/i18n/locales'
import { loadActivityCards } from './activity-cards.ts'
import { translateCards, translateContent } from './content-translations.ts'

type Db = Database['db']

/**
 * Only active inspirations have a page; tours that are no longer active drop out of it. In another
 * language (decision 086) the title, description and article take the admin's translation where
 * there is one, `untranslated` names the fields left English, and the cards are translated too.
 */
export async function getInspirationArticle(
  db: Db,
  seoUrl: string,
  locale?: TravellerLocale,
): Promise<TravelInspirationArticle> {
  const [row] = await db
    .select()
    .from(travelInspirations)
    .where(and(eq(travelInspirations.seoUrl, seoUrl), eq(travelInspirations.active, true)))
  if (!row) throw new NotFoundError('Travel inspiration not found')
  const links = await db
    .select({ id: travelInspirationActivities.activityId })
    .from(travelInspirationActivities)
    .innerJoin(activities, eq(activities.id, travelInspirationActivities.activityId))
    .where(
      and(eq(travelInspirationActivities.inspirationId, row.id), eq(activities.status, TourStatus.active)),
    )
    .orderBy(asc(travelInspirationActivities.sortOrder))
  const { url, srcset } = imageSources(row.imageKey, row.imageWidths)
  const [[text], cards] = await Promise.all([
    translateContent(
      db,
      'travel_inspiration',
      [{ id: row.id, title: row.title, description: row.description, body: row.body }],
      ['title', 'description', 'body'],
      locale,
    ),
    loadActivityCards(
      db,
      links.map((l) => l.id),
    ).then((found) => translateCards(db, found, locale)),
  ])
  return {
    id: row.id,
    image_url: url,
    image_srcset: srcset,
    title: text!.title,
    description: text!.description,
    seo_url: seoUrl,
    body: text!.body,
    updated_at: row.updatedAt.toISOString(),
    activities: cards,
    ...(text!.untranslated ? { untranslated: text!.untranslated } : {}),
  }
}

/** Sitemap rows: every active inspiration that has an article address. */
export async function inspirationSitemapPaths(db: Db): Promise<{ path: string; lastModified: Date }[]> {
  const rows = await db
    .select({ seoUrl: travelInspirations.seoUrl, updatedAt: travelInspirations.updatedAt })
    .from(travelInspirations)
    .where(eq(travelInspirations.active, true))
    .orderBy(asc(travelInspirations.page), asc(travelInspirations.sortOrder), asc(travelInspirations.id))
  return rows.flatMap((r) =>
    r.seoUrl ? [{ path: `/travel-inspiration/${r.seoUrl}`, lastModified: r.updatedAt }] : [],
  )
}
