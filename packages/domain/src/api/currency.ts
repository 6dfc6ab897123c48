/** Exchange rates (issue 18, decision 046): read by everyone, changed by admins. */
import { z } from 'zod'
import { CURRENCIES } from '../currency.ts'
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
  units_per_usd: z.number(),
  rate_date: z.string().max(20),
})
export const currencyRateSavedSchema = apiSuccessWithMessage(currencyRateSchema)
