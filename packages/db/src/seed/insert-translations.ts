/**
 * Demo translations (issue 31, decisions 076 and 083): titles, overviews, itineraries and meeting
 * points of the 20 best-selling tours in all six languages besides English (German, French,
 * Russian, Chinese, Hindi, Japanese), the home page's texts in the same six, those tours' guide
 * languages, and the categories' names in every traveller language.
 */
import { asc, eq, inArray } from 'drizzle-orm'
import type { Tx } from '../client.ts'
import { activities } from '../schema/activities.ts'
import { featuredCategories, sliders, travelInspirations } from '../schema/content.ts'
import { activityItineraryItems } from '../schema/activity-details.ts'
import {
  activityItineraryTranslations,
  activityTranslations,
  contentTranslations,
} from '../schema/translations.ts'
import { categoryTranslations } from './content/category-translations.ts'
import { itineraryTranslations } from './content/tour-itinerary-translations.ts'
import {
  featuredCategories as seedFeatured,
  sliders as seedSliders,
  travelInspirations as seedInspirations,
} from './content/home-content.ts'
import {
  featuredTranslations,
  inspirationTranslations,
  sliderTranslations,
  tourTranslations,
  type SeedTourKey,
  type SeedTourTranslation,
} from './content/tour-translations.ts'
import type { CatalogueIds } from './insert-catalogue.ts'

const LOCALES = ['de', 'fr', 'ru', 'zh', 'hi', 'ja'] as const

export async function insertTranslations(tx: Tx, ids: CatalogueIds): Promise<void> {
  const tours = Object.entries(tourTranslations) as Array<[SeedTourKey, SeedTourTranslation]>
  await tx.insert(activityTranslations).values(
    tours.flatMap(([key, translation]) =>
      LOCALES.map((locale) => ({
        activityId: ids.activities.get(key),
        locale,
        title: translation[locale].title,
        overview: translation[locale].overview,
        meetingPoint: itineraryTranslations[key].meetingPoint[locale],
      })),
    ),
  )
  for (const [key, translation] of tours) {
    await tx
      .update(activities)
      .set({
        guideLanguages: translation.guideLanguages,
        meetingPoint: itineraryTranslations[key].meetingPoint.en,
      })
      .where(eq(activities.id, ids.activities.get(key)))
  }
  await insertItineraryTranslations(tx, ids)
  // Category names in all six traveller languages: a chip on every tour page.
  await tx.insert(contentTranslations).values(
    Object.entries(categoryTranslations).flatMap(([key, names]) =>
      Object.entries(names).map(([locale, value]) => ({
        kind: 'category',
        itemId: ids.categories.get(key),
        locale,
        field: 'title',
        value,
      })),
    ),
  )

  // Home content is inserted without keys: found again by its English title.
  const kinds = [
    { kind: 'slider', table: sliders, seed: seedSliders, texts: sliderTranslations },
    { kind: 'featured_category', table: featuredCategories, seed: seedFeatured, texts: featuredTranslations },
    {
      kind: 'travel_inspiration',
      table: travelInspirations,
      seed: seedInspirations,
      texts: inspirationTranslations,
    },
  ] as const
  for (const { kind, table, seed, texts } of kinds) {
    const rows = await tx
      .select({ id: table.id, title: table.title })
      .from(table)
      .where(
        inArray(
          table.title,
          seed.map((item) => item.title),
        ),
      )
    const idByTitle = new Map(rows.map((row) => [row.title, row.id]))
    const values = seed.flatMap((item) => {
      const translation = texts[item.key]
      const itemId = idByTitle.get(item.title)
      if (!translation || itemId === undefined) return []
      return LOCALES.flatMap((locale) =>
        Object.entries(translation[locale]).map(([field, value]) => ({ kind, itemId, locale, field, value })),
      )
    })
    if (values.length) await tx.insert(contentTranslations).values(values)
  }
}

/** Each tour's items in order, each taking its translation at the same place (decision 083). */
async function insertItineraryTranslations(tx: Tx, ids: CatalogueIds): Promise<void> {
  for (const [key, translation] of Object.entries(itineraryTranslations)) {
    const items = await tx
      .select({ id: activityItineraryItems.id })
      .from(activityItineraryItems)
      .where(eq(activityItineraryItems.activityId, ids.activities.get(key)))
      .orderBy(asc(activityItineraryItems.sortOrder), asc(activityItineraryItems.id))
    const values = LOCALES.flatMap((locale) => {
      const texts = translation[locale]
      // The demo's words must follow its English itinerary item for item.
      if (texts.length !== items.length)
        throw new Error(`${key}: ${texts.length} ${locale} itinerary items for ${items.length} in English`)
      return items.map((item, i) => {
        const text = texts[i]!
        const [label, summary] = typeof text === 'string' ? ['', text] : text
        return { itemId: item.id, locale, label, summary }
      })
    })
    await tx.insert(activityItineraryTranslations).values(values)
  }
}
