/**
 * The option a booking was made for, as pages read it (decision 073): one column list for the
 * queries and one label, "Private with driver-guide: Van (up to 8) × 1", for every page and file;
 * for the traveller, in a language (decision 088).
 */
import { sql } from 'drizzle-orm'
import type { DbOrTx } from '@serendib/db/client'
import type { BookedVehicle } from '@serendib/db/schema/bookings'
import { bookedOptionLabel, englishVehicle } from '@serendib/domain/tour-options'
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
