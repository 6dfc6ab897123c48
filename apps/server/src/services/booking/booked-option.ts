/**
 * The option a booking was made for, as pages read it (decision 073): one column list for the
 * queries and one label, "Private with driver-guide: Van (up to 8) × 1", for every page and file;
 * for the traveller, in a language (decision 088).
 */
import { sql } from 'drizzle-orm'
import type { DbOrTx } from '@serendib/db/client'
import type { BookedVehicle } from '@serendib/db/schema/bookings'
import {
  bookedOptionLabel,
  bookedOptionView,
  englishVehicle,
  type VehicleChoice,
} from '@serendib/domain/tour-options'
import { isContentLocale } from '@serendib/domain/i18n/content'
import { mailLocale, mailTranslator } from '../email/mail-i18n.ts'
import {
  optionTranslations,
  translatedBookedOption,
  type OptionTranslation,
} from '../catalogue/option-translations.ts'

/** Needs the booking as `b`. */
export const bookedOptionColumns = sql.raw('b.option_name, b.vehicles')

export interface BookedOptionRow {
  option_name: string | null
  vehicles: BookedVehicle[] | string | null
}

const vehiclesOf = (row: BookedOptionRow) =>
  typeof row.vehicles === 'string' ? (JSON.parse(row.vehicles) as BookedVehicle[]) : row.vehicles

/** The label, or null for a tour's default option (in English: supplier pages and files). */
export function optionLabelOf(row: BookedOptionRow): string | null {
  return bookedOptionLabel(row.option_name, vehiclesOf(row))
}

/**
 * The label in `locale` with the option's translation (null: none, English names as booked):
 * "Privatfahrzeug mit Fahrer-Guide: Privater Kleinbus (bis 8) × 1".
 */
export function localOptionLabel(
  row: BookedOptionRow,
  locale: string | null | undefined,
  translation: OptionTranslation | undefined,
): string | null {
  const { name, vehicles } = translatedBookedOption(translation, row.option_name, vehiclesOf(row))
  const language = mailLocale(locale)
  if (language === 'en') return bookedOptionLabel(name, vehicles, englishVehicle)
  const m = mailTranslator(language)
  return bookedOptionLabel(name, vehicles, (v) =>
    m.t('mail.vehicle', { name: v.name, seats: v.seats, count: v.count }),
  )
}

/** One booking's label in `locale`, reading the option's translation (decision 088). */
export async function bookedOptionLabelIn(
  db: DbOrTx,
  optionId: number | null,
  row: BookedOptionRow,
  locale: string | null | undefined,
): Promise<string | null> {
  if (!row.option_name) return null
  const translations = await optionTranslations(db, [optionId], locale)
  return localOptionLabel(row, locale, optionId === null ? undefined : translations.get(optionId))
}

/**
 * The cost estimate's option (POST /api/activity/cost): its names and label in the page's
 * language where translated (decision 088), English otherwise.
 */
export async function estimateOption(
  db: DbOrTx,
  quote: { optionId: number | null; optionName: string | null; vehicles: VehicleChoice[] | null },
  lang: string | undefined,
) {
  const option = bookedOptionView(quote.optionId, quote.optionName, quote.vehicles)
  if (!option) return {}
  if (!lang || !isContentLocale(lang)) return { option }
  const translation = (await optionTranslations(db, [option.id], lang)).get(option.id)
  const names = translatedBookedOption(translation, option.name, option.vehicles)
  return {
    option: {
      ...option,
      name: names.name ?? option.name,
      vehicles: names.vehicles ?? option.vehicles,
      label:
        localOptionLabel({ option_name: option.name, vehicles: quote.vehicles ?? [] }, lang, translation) ??
        option.label,
    },
  }
}
