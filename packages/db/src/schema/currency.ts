/** Exchange rates for showing prices in the traveller's currency (decision 046); charges stay USD. */
import { sql } from 'drizzle-orm'
import { check, numeric, pgTable, text } from 'drizzle-orm/pg-core'
import { calendarDate, updatedAt } from './columns.ts'

export const currencyRates = pgTable(
  'currency_rates',
  {
    /** ISO 4217 code (domain/currency.ts CURRENCIES), USD excluded: it is 1 by definition. */
    code: text('code').primaryKey(),
    /** Units of this currency for one US dollar. */
    unitsPerUsd: numeric('units_per_usd', { precision: 18, scale: 6, mode: 'number' }).notNull(),
    /** The day the rate is from (as published by the source). */
    rateDate: calendarDate('rate_date').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('currency_rates_positive_check', sql`${t.unitsPerUsd} > 0`)],
)

export type CurrencyRate = typeof currencyRates.$inferSelect
