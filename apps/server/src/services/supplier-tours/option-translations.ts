/**
 * A tour's options and vehicle tiers in other languages (issue 31, decision 088): read for the
 * editor's Languages step and saved with it. Tier names are keyed by the tier's English name
 * (tiers are rewritten on every save of the Options step and have no lasting id).
 */
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { DbOrTx, Tx } from '@serendib/db/client'
import { activityOptions, activityOptionTiers } from '@serendib/db/schema/tour-options'
import { activityOptionTranslations } from '@serendib/db/schema/translations'
import type { OptionText, OptionTextInput } from '@serendib/domain/api/tour-translations'
import { TourTranslationMessages as M } from '@serendib/domain/api/tour-translations'
import { FieldErrorsError } from '@serendib/domain/errors'
import { CONTENT_LOCALES, needsTranslation } from '@serendib/domain/i18n/content'

type Row = typeof activityOptionTranslations.$inferSelect

export interface OptionTexts {
  english: OptionText[]
  /** Each language's texts, aligned with `english` (tiers too); '' where none. */
  byLocale: Record<string, OptionText[]>
  missing: Record<string, number[]>
  /** The stored rows by `${locale}:${optionId}`, for saving over them. */
  rows: Map<string, Row>
}

/** The tour's options in English (tiers in order) and each language's texts of them. */
export async function loadOptionTexts(db: DbOrTx, tourId: number): Promise<OptionTexts> {
  const options = await db
    .select({ id: activityOptions.id, name: activityOptions.name, description: activityOptions.description })
    .from(activityOptions)
    .where(eq(activityOptions.activityId, tourId))
    .orderBy(asc(activityOptions.sortOrder), asc(activityOptions.id))
  const ids = options.map((o) => o.id)
  const tiers = ids.length
    ? await db
        .select({ optionId: activityOptionTiers.optionId, name: activityOptionTiers.name })
        .from(activityOptionTiers)
        .where(inArray(activityOptionTiers.optionId, ids))
        .orderBy(asc(activityOptionTiers.sortOrder), asc(activityOptionTiers.id))
    : []
  const stored = ids.length
    ? await db
        .select()
        .from(activityOptionTranslations)
        .where(inArray(activityOptionTranslations.optionId, ids))
    : []
  const rows = new Map(stored.map((row) => [`${row.locale}:${row.optionId}`, row]))
  const english: OptionText[] = options.map((o) => ({
    ...o,
    tiers: tiers.filter((t) => t.optionId === o.id).map((t) => t.name),
  }))
  const byLocale: Record<string, OptionText[]> = {}
  const missing: Record<string, number[]> = {}
  for (const locale of CONTENT_LOCALES) {
    byLocale[locale] = english.map((o) => {
      const row = rows.get(`${locale}:${o.id}`)
      return {
        id: o.id,
        name: row?.name ?? '',
        description: row?.description ?? '',
        tiers: o.tiers.map((tier) => row?.tiers[tier] ?? ''),
      }
    })
    missing[locale] = english.filter((o, i) => optionMissing(o, byLocale[locale]![i]!)).map((o) => o.id)
  }
  return { english, byLocale, missing, rows }
}

/** Something of the option still shows English: a text with words and no translation. */
function optionMissing(english: OptionText, text: OptionText): boolean {
  const open = (en: string, tr: string) => needsTranslation(en) && !tr.trim()
  return (
    open(english.name, text.name) ||
    open(english.description, text.description) ||
    english.tiers.some((tier, i) => open(tier, text.tiers[i] ?? ''))
  )
}

/**
 * Refuses (422, before anything is written: the caller's transaction rolls back) an option that
 * is not one of the tour's, or a tier its option does not have.
 */
export function checkOptionTexts(
  before: OptionTexts,
  locale: string,
  sent: readonly OptionTextInput[],
): void {
  const errors: Record<string, string> = {}
  sent.forEach((option, i) => {
    const english = before.english.find((o) => o.id === option.id)
    if (!english) {
      errors[`translations.${locale}.options.${i}.id`] = M.notThisTourOption
      return
    }
    option.tiers?.forEach((tier, j) => {
      if (!english.tiers.includes(tier.english))
        errors[`translations.${locale}.options.${i}.tiers.${j}.english`] = M.notThisTier
    })
  })
  if (Object.keys(errors).length) throw new FieldErrorsError(errors)
}

/**
 * Saves one language's option texts over what they had (checked first by `checkOptionTexts`);
 * a field left out keeps its text, an option whose texts are all empty loses its row.
 */
export async function saveOptionTexts(
  tx: Tx,
  locale: string,
  before: OptionTexts,
  sent: readonly OptionTextInput[],
): Promise<{ before: unknown[]; after: unknown[] } | null> {
  const was: unknown[] = []
  const now: unknown[] = []
  for (const option of sent) {
    const row = before.rows.get(`${locale}:${option.id}`)
    const old = { name: row?.name ?? '', description: row?.description ?? '', tiers: row?.tiers ?? {} }
    const tiers: Record<string, string> = { ...old.tiers }
    for (const tier of option.tiers ?? []) {
      if (tier.name) tiers[tier.english] = tier.name
      else delete tiers[tier.english]
    }
    const next = {
      name: option.name ?? old.name,
      description: option.description ?? old.description,
      tiers,
    }
    if (JSON.stringify(next) === JSON.stringify(old)) continue
    was.push({ id: option.id, ...old })
    now.push({ id: option.id, ...next })
    const where = and(
      eq(activityOptionTranslations.optionId, option.id),
      eq(activityOptionTranslations.locale, locale),
    )
    if (!next.name && !next.description && Object.keys(next.tiers).length === 0) {
      await tx.delete(activityOptionTranslations).where(where)
      continue
    }
    await tx
      .insert(activityOptionTranslations)
      .values({ optionId: option.id, locale, ...next })
      .onConflictDoUpdate({
        target: [activityOptionTranslations.optionId, activityOptionTranslations.locale],
        set: { ...next, updatedAt: new Date() },
      })
  }
  return now.length ? { before: was, after: now } : null
}
