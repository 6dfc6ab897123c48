/**
 * A tour's Languages step (issue 31, decision 076): the languages its guides speak and its text
 * in each traveller language. Saved by the tour's supplier (or an admin) in one transaction on
 * the tour's locked row, with an audit record of what changed.
 */
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { DbOrTx, Tx } from '@serendib/db/client'
import { activities } from '@serendib/db/schema/activities'
import { activityItineraryItems } from '@serendib/db/schema/activity-details'
import { activityItineraryTranslations, activityTranslations } from '@serendib/db/schema/translations'
import { addTranslatedSearchTerms } from '@serendib/db/search-index'
import type {
  SaveTourTranslationsBody,
  TourText,
  TourTranslations,
} from '@serendib/domain/api/tour-translations'
import { saveTourTranslationsBodySchema } from '@serendib/domain/api/tour-translations'
import {
  CONTENT_LOCALES,
  ITINERARY_TRANSLATION_FIELDS,
  needsTranslation,
  TOUR_TRANSLATION_FIELDS,
  type TourTranslationField,
} from '@serendib/domain/i18n/content'
import { recordAudit, type AuditActor } from '../audit/record-audit.ts'
import { checkOptionTexts, loadOptionTexts, saveOptionTexts } from './option-translations.ts'
import { touchTour, type TourRow } from './own-tour.ts'

type TranslationRow = typeof activityTranslations.$inferSelect
type Fields = Record<TourTranslationField, string>

/** API field → translation column (the API keeps spec §3's spellings). */
const COLUMNS = {
  title: 'title',
  overview: 'overview',
  inclusion: 'inclusion',
  exclision: 'exclusion',
  know_policy: 'knowPolicy',
  condtions: 'conditions',
  cancel_policy: 'cancelPolicy',
  meeting_point: 'meetingPoint',
} as const satisfies Record<TourTranslationField, keyof TranslationRow>

function englishOf(tour: TourRow): Fields {
  return {
    title: tour.title,
    overview: tour.overview,
    inclusion: tour.inclusion,
    exclision: tour.exclusion,
    know_policy: tour.knowPolicy,
    condtions: tour.conditions,
    cancel_policy: tour.cancelPolicy,
    meeting_point: tour.meetingPoint,
  }
}

function fieldsOf(row: TranslationRow | undefined): Fields {
  return Object.fromEntries(
    TOUR_TRANSLATION_FIELDS.map((field) => [field, row?.[COLUMNS[field]] ?? '']),
  ) as Fields
}

interface ItineraryText {
  id: number
  label: string
  summery: string
}

/** The tour's items in English, in order, and every translation of them by locale and item. */
async function loadItinerary(db: DbOrTx, tourId: number) {
  const items = await db
    .select({
      id: activityItineraryItems.id,
      label: activityItineraryItems.label,
      summery: activityItineraryItems.summary,
    })
    .from(activityItineraryItems)
    .where(eq(activityItineraryItems.activityId, tourId))
    .orderBy(asc(activityItineraryItems.sortOrder), asc(activityItineraryItems.id))
  const rows = items.length
    ? await db
        .select()
        .from(activityItineraryTranslations)
        .where(
          inArray(
            activityItineraryTranslations.itemId,
            items.map((item) => item.id),
          ),
        )
    : []
  const byKey = new Map(rows.map((row) => [`${row.locale}:${row.itemId}`, row]))
  const textOf = (locale: string, itemId: number): ItineraryText => {
    const row = byKey.get(`${locale}:${itemId}`)
    return { id: itemId, label: row?.label ?? '', summery: row?.summary ?? '' }
  }
  return { items, textOf }
}

/** An item still shows English in a language: a field with words in English and none translated. */
function itemMissing(english: ItineraryText, text: ItineraryText): boolean {
  return ITINERARY_TRANSLATION_FIELDS.some((field) => needsTranslation(english[field]) && !text[field].trim())
}

/** The editor's view: English, each language's text and what each still misses. */
export async function loadTourTranslations(db: DbOrTx, tour: TourRow): Promise<TourTranslations> {
  const rows = await db
    .select()
    .from(activityTranslations)
    .where(eq(activityTranslations.activityId, tour.id))
  const { items, textOf } = await loadItinerary(db, tour.id)
  const itinerary: Record<string, ItineraryText[]> = {}
  const missingItinerary: Record<string, number[]> = {}
  for (const locale of CONTENT_LOCALES) {
    itinerary[locale] = items.map((item) => textOf(locale, item.id))
    missingItinerary[locale] = items
      .filter((item, i) => itemMissing(item, itinerary[locale]![i]!))
      .map((item) => item.id)
  }
  const options = await loadOptionTexts(db, tour.id)
  const english = englishOf(tour)
  const translations: Record<string, Fields> = {}
  const missing: Record<string, string[]> = {}
  for (const locale of CONTENT_LOCALES) {
    const fields = fieldsOf(rows.find((row) => row.locale === locale))
    translations[locale] = fields
    missing[locale] = TOUR_TRANSLATION_FIELDS.filter(
      (field) => english[field].trim() && !fields[field].trim(),
    )
  }
  return {
    guide_languages: tour.guideLanguages,
    english,
    translations,
    missing,
    english_itinerary: items,
    itinerary,
    missing_itinerary: missingItinerary,
    english_options: options.english,
    options: options.byLocale,
    missing_options: options.missing,
  }
}

/**
 * Saves the step: guide languages as sent (each once, in order), and each sent language's
 * text over what it had (a language whose every field is empty is removed). `tour` is locked.
 */
export async function saveTourTranslations(
  tx: Tx,
  tour: TourRow,
  input: SaveTourTranslationsBody,
  actor: AuditActor,
): Promise<TourTranslations> {
  const body = saveTourTranslationsBodySchema.parse(input)
  const before = await loadTourTranslations(tx, tour)
  const optionsBefore = await loadOptionTexts(tx, tour.id)
  // Every language's options are checked before anything is written (422, nothing saved).
  for (const [locale, sent] of Object.entries(body.translations) as [string, TourText][])
    checkOptionTexts(optionsBefore, locale, sent.options ?? [])
  const guideLanguages = [...new Set(body.guide_languages)]
  const changed: Record<string, { before: unknown; after: unknown }> = {}
  if (guideLanguages.join(',') !== tour.guideLanguages.join(',')) {
    await tx.update(activities).set({ guideLanguages }).where(eq(activities.id, tour.id))
    changed.guide_languages = { before: tour.guideLanguages, after: guideLanguages }
  }
  for (const [locale, sent] of Object.entries(body.translations) as [string, TourText][]) {
    const itineraryChange = await saveItineraryTexts(tx, locale, before, sent.itinerary ?? [])
    if (itineraryChange) changed[`${locale}.itinerary`] = itineraryChange
    const optionsChange = await saveOptionTexts(tx, locale, optionsBefore, sent.options ?? [])
    if (optionsChange) changed[`${locale}.options`] = optionsChange
    const old = before.translations[locale]!
    const next = {
      ...old,
      ...Object.fromEntries(
        Object.entries(sent).filter(
          ([key, v]) => key !== 'itinerary' && key !== 'options' && v !== undefined,
        ),
      ),
    } as Fields
    if (TOUR_TRANSLATION_FIELDS.every((field) => next[field] === old[field])) continue
    changed[locale] = { before: old, after: next }
    const where = and(eq(activityTranslations.activityId, tour.id), eq(activityTranslations.locale, locale))
    if (TOUR_TRANSLATION_FIELDS.every((field) => !next[field])) {
      await tx.delete(activityTranslations).where(where)
      continue
    }
    const values = Object.fromEntries(TOUR_TRANSLATION_FIELDS.map((field) => [COLUMNS[field], next[field]]))
    await tx
      .insert(activityTranslations)
      .values({ activityId: tour.id, locale, ...values })
      .onConflictDoUpdate({
        target: [activityTranslations.activityId, activityTranslations.locale],
        set: { ...values, updatedAt: new Date() },
      })
    if (next.title !== old.title) await addTranslatedSearchTerms(tx, tour.id, locale)
  }
  if (Object.keys(changed).length) {
    await touchTour(tx, tour.id)
    await recordAudit(tx, {
      actor,
      action: 'tour.translations',
      subject: { type: 'tour', id: tour.id },
      before: Object.fromEntries(Object.entries(changed).map(([key, c]) => [key, c.before])),
      after: Object.fromEntries(Object.entries(changed).map(([key, c]) => [key, c.after])),
    })
  }
  return loadTourTranslations(tx, { ...tour, guideLanguages })
}

/**
 * Saves one language's item texts over what they had (an item whose fields are all empty loses
 * its row). Only the tour's own items: `before` lists them, any other id is ignored.
 */
async function saveItineraryTexts(
  tx: Tx,
  locale: string,
  before: TourTranslations,
  sent: NonNullable<TourText['itinerary']>,
): Promise<{ before: ItineraryText[]; after: ItineraryText[] } | null> {
  const old = new Map(before.itinerary[locale]!.map((item) => [item.id, item]))
  const was: ItineraryText[] = []
  const now: ItineraryText[] = []
  for (const item of sent) {
    const previous = old.get(item.id)
    if (!previous) continue
    const next = {
      id: item.id,
      label: item.label ?? previous.label,
      summery: item.summery ?? previous.summery,
    }
    if (next.label === previous.label && next.summery === previous.summery) continue
    was.push(previous)
    now.push(next)
    const where = and(
      eq(activityItineraryTranslations.itemId, item.id),
      eq(activityItineraryTranslations.locale, locale),
    )
    if (!next.label && !next.summery) {
      await tx.delete(activityItineraryTranslations).where(where)
      continue
    }
    const values = { label: next.label, summary: next.summery }
    await tx
      .insert(activityItineraryTranslations)
      .values({ itemId: item.id, locale, ...values })
      .onConflictDoUpdate({
        target: [activityItineraryTranslations.itemId, activityItineraryTranslations.locale],
        set: { ...values, updatedAt: new Date() },
      })
  }
  return now.length ? { before: was, after: now } : null
}
