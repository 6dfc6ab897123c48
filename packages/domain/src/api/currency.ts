/** Exchange rates (issue 18, decision 046): read by everyone, changed by admins. */
import { z } from 'zod'
import { CURRENCIES } from '../currency.ts'
import { AdminGuardMessages } from '../messages/admin-guards.ts'
import { apiSuccess, apiSuccessWithMessage } from './envelope.ts'

export const currencyRateSchema = z.object({
  code: z.enum(CURRENCIES),
  /** Units of the currency for one US dollar. */
  units_per_usd: z.number(),
  /** yyyy-MM-dd: the day the rate is from. */
  rate_date: z.string(),
})
export type CurrencyRateView = z.output<typeof currencyRateSchema>

/** GET /api/currency-rates: every stored rate (USD is implied: 1). */
export const currencyRatesResponseSchema = apiSuccess(
  z.object({ base: z.literal('USD'), rates: z.array(currencyRateSchema) }),
)
export type CurrencyRatesResponse = z.output<typeof currencyRatesResponseSchema>

/** PUT /api/admin/currency-rates/:code */
export const currencyCodeParamsSchema = z.object({ code: z.enum(CURRENCIES.filter((c) => c !== 'USD')) })
export const currencyRateBodySchema = z.object({
  units_per_usd: z.number({ error: AdminGuardMessages.rateNotNumber }),
  rate_date: z.string().max(20),
  /**
   * The admin saw the warning and keeps the rate (issue 29): a move of more than 20 % from the
   * rate it replaces, or a rate far from where the currency trades, is refused (409) without it.
   */
  confirm: z.boolean().default(false),
})
export const currencyRateSavedSchema = apiSuccessWithMessage(currencyRateSchema)

/** One saved rate in a currency's history: who set it, when, by hand or from a file. */
export const currencyRateHistorySchema = z.object({
  code: z.enum(CURRENCIES),
  units_per_usd: z.number(),
  rate_date: z.string(),
  saved_at: z.string(),
  saved_by: z.string(),
})
export type CurrencyRateHistoryEntry = z.output<typeof currencyRateHistorySchema>

/** GET /api/admin/currency-rates: the rates and each currency's last changes, newest first. */
export const adminCurrencyRatesResponseSchema = apiSuccess(
  z.object({
    base: z.literal('USD'),
    rates: z.array(currencyRateSchema),
    history: z.array(currencyRateHistorySchema),
  }),
)
