/**
 * A tour's Languages step (issue 31, decision 076): the languages its guides speak and its text
 * in each traveller language. Saved by the tour's supplier (or an admin) in one transaction on
 * the tour's locked row, with an audit record of what changed.
 */
import { and, eq } from 'drizzle-orm'
import type { DbOrTx, Tx } from '@serendib/db/client'
import { activities } from '@serendib/db/schema/activities'
import { activityTranslations } from '@serendib/db/schema/translations'
import { addTranslatedSearchTerms } from '@serendib/db/search-index'
import type {
  SaveTourTranslationsBody,
  TourText,
  TourTranslations,
} from '@serendib/domain/api/tour-translations'
import { saveTourTranslationsBodySchema } from '@serendib/domain/api/tour-translations'
import {
  CONTENT_LOCALES,
  TOUR_TRANSLATION_FIELDS,
  type TourTranslationField,
} from '@serendib/domain/i18n/content'
import { recordAudit, type AuditActor } from '../audit/record-audit.ts'
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
  }
}

function fieldsOf(row: TranslationRow | undefined): Fields {
  return Object.fromEntries(
    TOUR_TRANSLATION_FIELDS.map((field) => [field, row?.[COLUMNS[field]] ?? '']),
  ) as Fields
}

/** The editor's view: English, each language's text and what each still misses. */
export async function loadTourTranslations(db: DbOrTx, tour: TourRow): Promise<TourTranslations> {
  const rows = await db
    .select()
    .from(activityTranslations)
    .where(eq(activityTranslations.activityId, tour.id))
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
  return { guide_languages: tour.guideLanguages, english, translations, missing }
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
  const guideLanguages = [...new Set(body.guide_languages)]
  const changed: Record<string, { before: unknown; after: unknown }> = {}
  if (guideLanguages.join(',') !== tour.guideLanguages.join(',')) {
    await tx.update(activities).set({ guideLanguages }).where(eq(activities.id, tour.id))
    changed.guide_languages = { before: tour.guideLanguages, after: guideLanguages }
  }
  for (const [locale, sent] of Object.entries(body.translations) as [string, TourText][]) {
    const old = before.translations[locale]!
    const next = {
      ...old,
      ...Object.fromEntries(Object.entries(sent).filter(([, v]) => v !== undefined)),
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
