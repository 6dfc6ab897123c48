/**
 * Reading and writing exchange rates (decision 046): the API, the admin screen and the import
 * script (scripts/import-currency-rates.ts) all go through here.
 */
import { asc, sql } from 'drizzle-orm'
import type { DbOrTx } from './client.ts'
import { currencyRates, type CurrencyRate } from './schema/currency.ts'

export interface RateInput {
  code: string
  unitsPerUsd: number
  rateDate: string
}

export async function listRates(db: DbOrTx): Promise<CurrencyRate[]> {
  return db.select().from(currencyRates).orderBy(asc(currencyRates.code))
}

/** Inserts or replaces each rate; returns them as stored. */
export async function upsertRates(db: DbOrTx, rates: readonly RateInput[]): Promise<CurrencyRate[]> {
  if (rates.length === 0) return []
  return db
    .insert(currencyRates)
    .values(rates.map((r) => ({ code: r.code, unitsPerUsd: r.unitsPerUsd, rateDate: r.rateDate })))
    .onConflictDoUpdate({
      target: currencyRates.code,
      set: {
        unitsPerUsd: sql`excluded.units_per_usd`,
        rateDate: sql`excluded.rate_date`,
        updatedAt: sql`now()`,
      },
    })
    .returning()
}
