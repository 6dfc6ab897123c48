/**
 * Tour options and vehicle tiers in the reader's language (issue 31, decision 088): the tour
 * page's booking panel, and a booking's option (cost estimate, cart, checkout, My Bookings,
 * voucher, mails). A name without a translation stays English; tiers are matched by their English
 * name, which bookings keep as booked.
 */
import { and, eq, inArray } from 'drizzle-orm'
import type { DbOrTx } from '@serendib/db/client'
import { activityOptionTranslations } from '@serendib/db/schema/translations'
import type { TourOption } from '@serendib/domain/api/tour-options'
import { isContentLocale, needsTranslation } from '@serendib/domain/i18n/content'

export interface OptionTranslation {
  name: string
  description: string
  tiers: Record<string, string>
}

/** The translations of `optionIds` in `locale` by option id; empty for English or none. */
export async function optionTranslations(
  db: DbOrTx,
  optionIds: readonly (number | null)[],
  locale: string | null | undefined,
): Promise<Map<number, OptionTranslation>> {
  const ids = [...new Set(optionIds.filter((id): id is number => id !== null))]
  if (!locale || !isContentLocale(locale) || ids.length === 0) return new Map()
  const rows = await db
    .select()
    .from(activityOptionTranslations)
    .where(
      and(eq(activityOptionTranslations.locale, locale), inArray(activityOptionTranslations.optionId, ids)),
    )
  return new Map(rows.map((row) => [row.optionId, row]))
}

/**
 * The tour page's options in `locale`: each name, description and tier name with a translation
 * takes it; those left English are named in `untranslated` so the panel marks them lang="en".
 */
export async function translateTourOptions(
  db: DbOrTx,
  options: TourOption[],
  locale: string | undefined,
): Promise<TourOption[]> {
  if (!locale || !isContentLocale(locale) || options.length === 0) return options
  const texts = await optionTranslations(
    db,
    options.map((o) => o.id),
    locale,
  )
  return options.map((option) => {
    const text = texts.get(option.id)
    const untranslated: NonNullable<TourOption['untranslated']> = []
    const name = text?.name.trim() ? text.name : option.name
    if (name === option.name && needsTranslation(option.name)) untranslated.push('name')
    const description = text?.description.trim() ? text.description : option.description
    if (description === option.description && needsTranslation(option.description))
      untranslated.push('description')
    const tiers = option.tiers.map((tier) => {
      const translated = text?.tiers[tier.name]?.trim()
      return translated
        ? { ...tier, name: translated, untranslated: [] }
        : { ...tier, untranslated: needsTranslation(tier.name) ? (['name'] as ['name']) : [] }
    })
    return { ...option, name, description, tiers, untranslated }
  })
}

/**
 * A booked option's name and vehicles in the translation's language (English where none):
 * the booking keeps the English names it was booked with, and the tiers are matched by them.
 */
export function translatedBookedOption<Vehicle extends { name: string }>(
  translation: OptionTranslation | undefined,
  name: string | null,
  vehicles: readonly Vehicle[] | null,
): { name: string | null; vehicles: Vehicle[] | null } {
  if (!translation) return { name, vehicles: vehicles ? [...vehicles] : null }
  return {
    name: name && translation.name.trim() ? translation.name : name,
    vehicles: vehicles
      ? vehicles.map((v) => ({ ...v, name: translation.tiers[v.name]?.trim() || v.name }))
      : null,
  }
}
