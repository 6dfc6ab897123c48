import { and, asc, desc, eq, ne, sql } from 'drizzle-orm'
import type { Database } from '@serendib/db/client'
import { preparedRows } from '@serendib/db/client'
import { activityLocations } from '@serendib/db/schema/activity-details'
import { categories, locationPages, locations } from '@serendib/db/schema/catalogue'
import {
  featuredCategories,
  featuredCategoryCategories,
  siteContent,
  siteSettings,
  sliders,
  travelInspirations,
} from '@serendib/db/schema/content'
import { activitySearch } from '@serendib/db/schema/search'
import { siteContentTranslations } from '@serendib/db/schema/translations'
import { isContentLocale } from '@serendib/domain/i18n/content'
import type { TravellerLocale } from '@serendib/domain/i18n/locales'
import type {
  Category,
  FeaturedCategory,
  LocationOption,
  LocationTag,
  SiteContent,
  SiteSettings,
  Slider,
  TravelInspiration,
} from '@serendib/domain/catalogue-api'
import { SITE_CONTENT_SECTIONS } from '@serendib/domain/catalogue-api'
import { imageSources } from '@serendib/domain/images'
import { TourType } from '@serendib/domain/tour-types'

type Db = Database['db']

function image(key: string, widths: number[]): { url: string; srcset: string } {
  return imageSources(key, widths)
}

export async function listSliders(db: Db): Promise<Slider[]> {
  const rows = await db
    .select()
    .from(sliders)
    .where(eq(sliders.active, true))
    .orderBy(asc(sliders.sortOrder), asc(sliders.id))
  return rows.map((row) => {
    const { url, srcset } = image(row.imageKey, row.imageWidths)
    return { id: row.id, image_name: url, image_srcset: srcset, title: row.title, sub_text: row.subText }
  })
}

export async function listFeaturedCategories(db: Db): Promise<FeaturedCategory[]> {
  const [rows, links] = await Promise.all([
    db
      .select()
      .from(featuredCategories)
      .where(eq(featuredCategories.active, true))
      .orderBy(asc(featuredCategories.sortOrder), asc(featuredCategories.id)),
    db.select().from(featuredCategoryCategories),
  ])
  return rows.map((row) => {
    const { url, srcset } = image(row.imageKey, row.imageWidths)
    return {
      id: row.id,
      image_name: url,
      image_srcset: srcset,
      title: row.title,
      description: row.description,
      categories: links.filter((link) => link.featuredCategoryId === row.id).map((link) => link.categoryId),
    }
  })
}

export async function listTravelInspirations(db: Db, page: string): Promise<TravelInspiration[]> {
  const rows = await db
    .select()
    .from(travelInspirations)
    .where(and(eq(travelInspirations.page, page), eq(travelInspirations.active, true)))
    .orderBy(asc(travelInspirations.sortOrder), asc(travelInspirations.id))
  return rows.map((row) => {
    const { url, srcset } = image(row.imageKey, row.imageWidths)
    return {
      id: row.id,
      image_url: url,
      image_srcset: srcset,
      title: row.title,
      description: row.description,
      seo_url: row.seoUrl ?? '',
    }
  })
}

/**
 * Footer destination tags: published location pages by number of active tours, most first.
 * Counted like the location page and search count them (transport is not listed). One grouped
 * count over the whole catalogue: callers cache it (routes/catalogue/content.ts).
 */
export async function listLocationTags(db: Db): Promise<LocationTag[]> {
  // activity_search holds exactly the active tours, in 48 MB rather than the 200 MB of
  // activities: the grouped count over 100,000 tours reads far less (decision 018).
  const counts = db
    .select({ locationId: activityLocations.locationId, n: sql<number>`count(*)::int`.as('n') })
    .from(activityLocations)
    .innerJoin(activitySearch, eq(activitySearch.activityId, activityLocations.activityId))
    .where(ne(activitySearch.tourType, TourType.transport))
    .groupBy(activityLocations.locationId)
    .as('counts')
  const rows = await db
    .select({
      id: locationPages.id,
      location: locations.name,
      title: locationPages.title,
      fullSeoUrl: locationPages.fullSeoUrl,
      count: sql<number>`coalesce(${counts.n}, 0)`.mapWith(Number),
    })
    .from(locationPages)
    .innerJoin(locations, eq(locations.id, locationPages.locationId))
    .leftJoin(counts, eq(counts.locationId, locationPages.locationId))
    .where(eq(locationPages.published, true))
    .orderBy(desc(sql`coalesce(${counts.n}, 0)`), asc(locations.name))
  return rows.map((row) => ({
    id: row.id,
    location: row.location,
    title: row.title,
    full_seo_url: row.fullSeoUrl,
    aktivity_count: row.count,
  }))
}

export async function getSiteSettings(db: Db): Promise<SiteSettings | null> {
  const [row] = await db.select().from(siteSettings).limit(1)
  if (!row) return null
  return { title: row.title, description: row.description, keywords: row.keywords, featured: row.featured }
}

/**
 * The site-content pages. In another language (decision 086) each field with the admin's
 * translation takes it; `untranslated` names the keys left in English (`about`, `about_title`…).
 */
export async function getSiteContent(db: Db, locale?: TravellerLocale): Promise<SiteContent> {
  const content_locale = locale && isContentLocale(locale) ? locale : null
  const [rows, translations] = await Promise.all([
    db.select().from(siteContent),
    content_locale
      ? db.select().from(siteContentTranslations).where(eq(siteContentTranslations.locale, content_locale))
      : Promise.resolve([]),
  ])
  const translated = new Map(translations.map((t) => [`${t.section}:${t.field}`, t.value]))
  const content = {} as SiteContent
  const untranslated: string[] = []
  for (const section of SITE_CONTENT_SECTIONS) {
    const row = rows.find((r) => r.section === section)
    const english: [Exclude<keyof SiteContent, 'untranslated'>, string, string][] = [
      [section, 'body', row?.body ?? ''],
      [`${section}_title`, 'title', row?.title ?? ''],
      [`${section}_meta_title`, 'meta_title', row?.metaTitle ?? ''],
      [`${section}_meta_description`, 'meta_description', row?.metaDescription ?? ''],
    ]
    for (const [key, field, text] of english) {
      const translation = translated.get(`${section}:${field}`)
      content[key] = translation?.trim() ? translation : text
      if (content_locale && !translation?.trim() && text.trim()) untranslated.push(key)
    }
  }
  return content_locale ? { ...content, untranslated } : content
}

export async function listCategories(db: Db): Promise<Category[]> {
  return db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.name))
}

/** Pick-up locations for the home search box and the search filter (spec "location option"). */
export async function listLocations(db: Db): Promise<LocationOption[]> {
  const rows = await db
    .select({ value: locations.id, label: locations.name })
    .from(locations)
    .orderBy(asc(locations.name))
  return rows
}

/** Autocomplete: places whose name contains the keyword, prefix matches first. */
export async function searchLocations(db: Db, keyword: string, limit = 10): Promise<LocationOption[]> {
  const escaped = keyword.replace(/[\\%_]/g, (c) => `\\${c}`)
  // A named statement: every suggestion asks this (decision 055), planned once per connection.
  const found = await preparedRows<LocationOption>(
    db,
    'search_locations',
    `select id as value, name as label from locations where name ilike $1
     order by case when name ilike $2 then 0 else 1 end, name limit $3`,
    [`%${escaped}%`, `${escaped}%`, limit],
  )
  if (found.length > 0 || keyword.trim().length < MIN_FUZZY_LENGTH) return found
  return nearLocations(db, keyword, limit)
}

/** Shorter than this, a typo can not be told from another name ("ka" is half the island). */
const MIN_FUZZY_LENGTH = 3
/**
 * pg_trgm's word similarity, as the keyword box's spelling correction uses trigrams (issue 30:
 * "kandi" finds Kandy at 0.67, "sigiria" Sigiriya at 0.75, "colmbo" Colombo and "galel" Galle at
 * 0.5, "negambo" Negombo at 0.45).
 */
const NEAR_LOCATION_SIMILARITY = 0.45

/**
 * When no name holds the typed text: the names closest to it, best first (a typo in the pick-up
 * box, like the keyword box's spelling correction). The locations table is small: no index needed.
 */
async function nearLocations(db: Db, keyword: string, limit: number): Promise<LocationOption[]> {
  return preparedRows<LocationOption>(
    db,
    'near_locations',
    `select id as value, name as label from (
       select id, name, word_similarity(lower($1), lower(name)) as likeness,
              similarity(lower($1), lower(name)) as whole from locations
     ) l where likeness >= $2 order by likeness desc, whole desc, name limit $3`,
    [keyword.trim(), NEAR_LOCATION_SIMILARITY, limit],
  )
}
