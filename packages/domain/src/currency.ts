/**
 * Prices in the traveller's currency (issue 18, decision 046). Everything is charged and stored
 * in USD cents; other currencies are shown beside the USD amount, converted with the admin's
 * rates and rounded so they read as estimates. Small on purpose: the home page downloads it.
 */
import { formatUsd } from './money.ts'

/** The currencies travellers can choose, USD (the one charged) first. */
export const CURRENCIES = ['USD', 'LKR', 'EUR', 'GBP', 'INR', 'AUD', 'CNY'] as const
export type CurrencyCode = (typeof CURRENCIES)[number]

/** The cookie that remembers the choice (so the server's render shows it too). */
export const CURRENCY_COOKIE = 'currency'

export const CurrencyWords = {
  chargedInUsd: 'You are charged in USD; other currencies are estimates.',
  choose: 'Currency',
  charged: 'charged',
} as const

export const isCurrency = (value: unknown): value is CurrencyCode =>
  typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value)

/** The chosen currency from a Cookie header; USD when none or unknown. */
export function currencyFromCookie(cookieHeader: string | null | undefined): CurrencyCode {
  const match = /(?:^|;\s*)currency=([A-Z]{3})(?:;|$)/.exec(cookieHeader ?? '')
  return match && isCurrency(match[1]) ? match[1] : 'USD'
}

/**
 * Sensible rounding for an estimate: rupees and yuan to whole units (LKR, INR to the nearest
 * 10 above 1,000), the others to whole units above 100 and to cents below.
 */
export function roundForDisplay(amount: number, code: CurrencyCode): number {
  if (code === 'LKR' || code === 'INR')
    return amount >= 1000 ? Math.round(amount / 10) * 10 : Math.round(amount)
  if (code === 'CNY' || amount >= 100) return Math.round(amount)
  return Math.round(amount * 100) / 100
}

/** USD cents in `code`, at `unitsPerUsd` units of it for one US dollar, rounded for display. */
export const convertUsdCents = (cents: number, unitsPerUsd: number, code: CurrencyCode) =>
  roundForDisplay((cents / 100) * unitsPerUsd, code)

/** "≈ EUR 55.20", "≈ LKR 19,450": shown beside the USD amount, never instead of it. */
export function formatEstimate(cents: number, unitsPerUsd: number, code: CurrencyCode): string {
  const value = convertUsdCents(cents, unitsPerUsd, code)
  const whole = Number.isInteger(value)
  return `≈ ${code} ${value.toLocaleString('en-US', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  })}`
}

/**
 * "≈ LKR 18,000 · charged USD 60.00": the estimate with the USD amount actually charged, for
 * totals and payments (cart, checkout, account), where "which one do I pay?" must be plain.
 */
export function formatChargedEstimate(cents: number, unitsPerUsd: number, code: CurrencyCode): string {
  return `${formatEstimate(cents, unitsPerUsd, code)} · ${CurrencyWords.charged} ${formatUsd(cents)}`
}

/** Rates: positive, at most 1,000,000 per USD, six decimals at most. */
export const RATE_LIMITS = { min: 0.000001, max: 1_000_000 } as const
export const CurrencyMessages = {
  rateRange: 'Enter a rate above 0 and up to 1,000,000 units per USD',
  rateDate: 'Enter the date of the rate as yyyy-mm-dd',
  usdFixed: 'USD is the currency charged: its rate is always 1',
  saved: 'Rate saved',
} as const

export interface RateFields {
  units_per_usd: number
  rate_date: string
}

/** Field-by-field problems of a rate (the admin screen and the import both check with this). */
export function rateProblems(input: RateFields): Record<string, string> {
  const errors: Record<string, string> = {}
  const rate = input.units_per_usd
  if (!Number.isFinite(rate) || rate < RATE_LIMITS.min || rate > RATE_LIMITS.max)
    errors.units_per_usd = CurrencyMessages.rateRange
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.rate_date) || Number.isNaN(Date.parse(input.rate_date)))
    errors.rate_date = CurrencyMessages.rateDate
  return errors
}
