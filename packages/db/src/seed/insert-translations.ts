/**
 * Demo translations (issue 31, decision 076): titles and overviews of the 20 best-selling tours
 * and the home page's texts in German, French and Russian, and those tours' guide languages.
 */
import { eq, inArray } from 'drizzle-orm'
import type { Tx } from '../client.ts'
import { activities } from '../schema/activities.ts'
import { featuredCategories, sliders, travelInspirations } from '../schema/content.ts'
import { activityTranslations, contentTranslations } from '../schema/translations.ts'
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
} from './content/tour-translations.ts'
import type { CatalogueIds } from './insert-catalogue.ts'

const LOCALES = ['de', 'fr', 'ru'] as const

export async function insertTranslations(tx: Tx, ids: CatalogueIds): Promise<void> {
  const tours = Object.entries(tourTranslations)
  await tx.insert(activityTranslations).values(
    tours.flatMap(([key, translation]) =>
      LOCALES.map((locale) => ({
        activityId: ids.activities.get(key),
        locale,
        title: translation[locale].title,
        overview: translation[locale].overview,
      })),
    ),
  )
  for (const [key, translation] of tours) {
    await tx
      .update(activities)
      .set({ guideLanguages: translation.guideLanguages })
      .where(eq(activities.id, ids.activities.get(key)))
  }

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
