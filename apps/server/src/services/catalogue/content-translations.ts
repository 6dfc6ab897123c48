import { and, eq, inArray } from 'drizzle-orm'
import type { Database } from '@serendib/db/client'
import { preparedRows } from '@serendib/db/client'
import { activityTranslations, contentTranslations } from '@serendib/db/schema/translations'
import type { ActivityCard, ActivityDetail } from '@serendib/domain/catalogue-api'
import {
  isContentLocale,
  ITINERARY_TRANSLATION_FIELDS,
  needsTranslation,
  type ContentKind,
  type ItineraryTranslationField,
  type TourTranslationField,
} from '@serendib/domain/i18n/content'
import type { TravellerLocale } from '@serendib/domain/i18n/locales'
import { translateTourOptions } from './option-translations.ts'

type Db = Database['db']

/**
 * Cards in the page's language (decision 076): a tour with a translated title takes its title
 * and overview from it; otherwise both stay English and `content_locale` says 'en', so the page
 * marks them (lang="en" and a note). English pages get the cards unchanged.
 */
export async function translateCards<Card extends ActivityCard>(
  db: Db,
  cards: Card[],
  locale: TravellerLocale | undefined,
): Promise<Card[]> {
  if (!locale || !isContentLocale(locale) || cards.length === 0) return cards
  const rows = await preparedRows<{ activity_id: number; title: string; overview: string }>(
    db,
    'card_translations',
    `select activity_id, title, overview from activity_translations
     where locale = $1 and activity_id = any($2::int[]) and title <> ''`,
    [locale, `{${cards.map((card) => card.id).join(',')}}`],
  )
  const byId = new Map(rows.map((row) => [row.activity_id, row]))
  return cards.map((card) => {
    const row = byId.get(card.id)
    if (!row) return { ...card, content_locale: 'en' }
    return { ...card, title: row.title, overview: row.overview || card.overview, content_locale: locale }
  })
}

/** Where each translated field of a tour lives: API name → the translation row's column. */
const DETAIL_FIELDS = {
  title: 'title',
  overview: 'overview',
  inclusion: 'inclusion',
  exclision: 'exclusion',
  know_policy: 'knowPolicy',
  condtions: 'conditions',
  cancel_policy: 'cancelPolicy',
  meeting_point: 'meetingPoint',
} as const satisfies Record<TourTranslationField, keyof typeof activityTranslations.$inferSelect>

/**
 * A tour's page in the page's language: each field with a translation takes it, each without
 * stays English and is named in `untranslated` (only fields that have English text), so the
 * page can mark exactly those. Itinerary items likewise, field by field (`untranslated` on the
 * item), and the options with their vehicle tiers (decision 088). Places stay English.
 */
export async function translateDetail(
  db: Db,
  detail: ActivityDetail,
  locale: TravellerLocale | undefined,
): Promise<ActivityDetail> {
  if (!locale || !isContentLocale(locale)) return detail
  const [row] = await db
    .select()
    .from(activityTranslations)
    .where(and(eq(activityTranslations.activityId, detail.id), eq(activityTranslations.locale, locale)))
  const translated: ActivityDetail = { ...detail }
  const untranslated: TourTranslationField[] = []
  for (const [field, column] of Object.entries(DETAIL_FIELDS) as [
    TourTranslationField,
    (typeof DETAIL_FIELDS)[TourTranslationField],
  ][]) {
    const text = row?.[column]
    if (text?.trim()) translated[field] = text
    else if (detail[field].trim()) untranslated.push(field)
  }
  translated.itinery = await translateItinerary(db, detail, locale)
  translated.tour_options = await translateTourOptions(db, detail.tour_options, locale)
  translated.category = await translateCategoryRefs(db, detail.category, locale)
  translated.know = { know_policy: translated.know_policy }
  translated.content_locale = untranslated.includes('title') ? 'en' : locale
  return { ...translated, untranslated }
}

/**
 * The itinerary in the page's language (decision 083): each item's label and summary take their
 * translation; a field with English words and none stays English and is named in the item's
 * `untranslated` (a label that is only a time needs none). The items are read again in the
 * detail's order; should they differ (an edit in between), the itinerary stays English.
 */
async function translateItinerary(
  db: Db,
  detail: ActivityDetail,
  locale: string,
): Promise<ActivityDetail['itinery']> {
  if (detail.itinery.length === 0) return detail.itinery
  const rows = await preparedRows<{ english: string; label: string | null; summary: string | null }>(
    db,
    'itinerary_translations',
    `select i.label || '|' || i.summary as english, t.label, t.summary
       from activity_itinerary_items i
       left join activity_itinerary_translations t on t.item_id = i.id and t.locale = $2
      where i.activity_id = $1 order by i.sort_order, i.id`,
    [detail.id, locale],
  )
  const same =
    rows.length === detail.itinery.length &&
    rows.every((row, i) => row.english === `${detail.itinery[i]!.label}|${detail.itinery[i]!.summery}`)
  return detail.itinery.map((item, i) => {
    const row = same ? rows[i] : undefined
    const translated = { ...item }
    const untranslated: ItineraryTranslationField[] = []
    const texts = { label: row?.label, summery: row?.summary }
    for (const field of ITINERARY_TRANSLATION_FIELDS) {
      const text = texts[field]
      if (text?.trim()) translated[field] = text
      else if (needsTranslation(item[field])) untranslated.push(field)
    }
    return { ...translated, untranslated }
  })
}

/**
 * Site content items (sliders, featured categories, inspiration, location pages) in the page's
 * language: each field with a translation takes it; `untranslated` names those left English.
 */
export async function translateContent<Item extends { id: number }, Field extends string & keyof Item>(
  db: Db,
  kind: ContentKind,
  items: Item[],
  fields: readonly Field[],
  locale: TravellerLocale | undefined,
): Promise<Array<Item & { untranslated?: string[] }>> {
  if (!locale || !isContentLocale(locale) || items.length === 0) return items
  const rows = await db
    .select({
      itemId: contentTranslations.itemId,
      field: contentTranslations.field,
      value: contentTranslations.value,
    })
    .from(contentTranslations)
    .where(
      and(
        eq(contentTranslations.kind, kind),
        eq(contentTranslations.locale, locale),
        inArray(
          contentTranslations.itemId,
          items.map((item) => item.id),
        ),
      ),
    )
  const values = new Map(rows.map((row) => [`${row.itemId}:${row.field}`, row.value]))
  return items.map((item) => {
    const translated: Item & { untranslated?: string[] } = { ...item }
    const untranslated: string[] = []
    for (const field of fields) {
      const value = values.get(`${item.id}:${field}`)
      if (value?.trim()) (translated as Record<string, unknown>)[field] = value
      else if (String(item[field] ?? '').trim()) untranslated.push(field)
    }
    translated.untranslated = untranslated
    return translated
  })
}

/** Category names in `locale` by category id: the admin's translations (kind 'category'). */
async function categoryNames(db: Db, locale: string): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: contentTranslations.itemId, name: contentTranslations.value })
    .from(contentTranslations)
    .where(
      and(
        eq(contentTranslations.kind, 'category'),
        eq(contentTranslations.locale, locale),
        eq(contentTranslations.field, 'title'),
      ),
    )
  return new Map(rows.filter((row) => row.name.trim()).map((row) => [row.id, row.name]))
}

/**
 * Categories in the page's language (the tour page's chips, the search filter). A category the
 * admin has not translated keeps its English name: a short label, so no note (decision 086).
 */
export async function translateCategories<Category extends { id: number; name: string }>(
  db: Db,
  list: Category[],
  locale: TravellerLocale | undefined,
): Promise<Category[]> {
  if (!locale || !isContentLocale(locale) || list.length === 0) return list
  const names = await categoryNames(db, locale)
  return list.map((category) => ({ ...category, name: names.get(category.id) ?? category.name }))
}

async function translateCategoryRefs(
  db: Db,
  refs: ActivityDetail['category'],
  locale: string,
): Promise<ActivityDetail['category']> {
  if (refs.length === 0) return refs
  const names = await categoryNames(db, locale)
  return refs.map((ref) => {
    const name = names.get(ref.category_id)
    return name ? { ...ref, name, category: { ...ref.category, name } } : ref
  })
}
