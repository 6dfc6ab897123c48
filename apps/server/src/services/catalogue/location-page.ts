import { and, asc, eq } from 'drizzle-orm'
import type { Database } from '@serendib/db/client'
import { locationPages, locations } from '@serendib/db/schema/catalogue'
import { instagramPosts } from '@serendib/db/schema/content'
import type { InstagramPost, LocationPageDetail } from '@serendib/domain/catalogue-api'
import { NotFoundError } from '@serendib/domain/errors'
import { imageSources } from '@serendib/domain/images'
import { CAROUSEL_MAX_ITEMS } from '@serendib/domain/site'
import type { TravellerLocale } from '@serendib/domain/i18n/locales'
import { translateCards, translateContent } from './content-translations.ts'
import { countMatching, searchFirst } from './search-activities.ts'

type Db = Database['db']

/**
 * The head's SEO text in the page's language (issue 31, decision 086): its translation; else,
 * when the page's own field (title, description) is translated, '' — the head then takes that
 * translated field, as it does when no SEO text was written — rather than an English SEO text
 * over a German page; else the English SEO text.
 */
function headText(
  seo: { seo_title: string; seo_description: string; untranslated?: string[] },
  field: 'seo_title' | 'seo_description',
  text: { title: string; description: string; untranslated?: string[] },
  own: 'title' | 'description',
): string {
  const ownTranslated =
    text.untranslated !== undefined && !text.untranslated.includes(own) && text[own].trim() !== ''
  return seo.untranslated?.includes(field) && ownTranslated ? '' : seo[field]
}

/** A published location landing page with the tours that start from that place. */
export async function getLocationPage(
  db: Db,
  id: number,
  locale?: TravellerLocale,
): Promise<LocationPageDetail> {
  const [row] = await db
    .select({ page: locationPages, location: locations })
    .from(locationPages)
    .innerJoin(locations, eq(locations.id, locationPages.locationId))
    .where(and(eq(locationPages.id, id), eq(locationPages.published, true)))
  if (!row) throw new NotFoundError('Location not found')
  const { page, location } = row
  const filters = { locationIds: [location.id] }
  const [cards, counted, [text], [seo]] = await Promise.all([
    searchFirst(db, filters, CAROUSEL_MAX_ITEMS).then((found) => translateCards(db, found, locale)),
    countMatching(db, filters),
    translateContent(
      db,
      'location_page',
      [{ id: page.id, title: page.title, description: page.description }],
      ['title', 'description'],
      locale,
    ),
    // The page head's words (issue 31), apart: an English SEO text is no "shown in English" note.
    translateContent(
      db,
      'location_page',
      [{ id: page.id, seo_title: page.seoTitle, seo_description: page.seoDescription }],
      ['seo_title', 'seo_description'],
      locale,
    ),
  ])
  const image = page.imageKey ? imageSources(page.imageKey, page.imageWidths) : null
  return {
    id: page.id,
    location: location.name,
    title: text!.title,
    description: text!.description,
    seo_title: headText(seo!, 'seo_title', text!, 'title'),
    seo_description: headText(seo!, 'seo_description', text!, 'description'),
    seo_url: page.seoUrl,
    full_seo_url: page.fullSeoUrl,
    location_data: { id: location.id, name: location.name },
    aktivity_count: counted,
    image_name: image?.url ?? null,
    image_srcset: image?.srcset ?? null,
    image_alt: page.imageAlt,
    activities: cards,
    ...(text!.untranslated ? { untranslated: text!.untranslated } : {}),
  }
}

export async function listInstagramPosts(db: Db): Promise<InstagramPost[]> {
  const rows = await db
    .select()
    .from(instagramPosts)
    .where(eq(instagramPosts.active, true))
    .orderBy(asc(instagramPosts.sortOrder), asc(instagramPosts.id))
  return rows.map((row) => {
    const { url, srcset } = imageSources(row.imageKey, row.imageWidths)
    return { id: row.id, image_url: url, image_srcset: srcset, caption: row.caption, link_url: row.linkUrl }
  })
}
