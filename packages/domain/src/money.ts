/**
 * Money is integer USD cents everywhere inside the system (docs/decisions/004-money-in-cents.md).
 * Conversion to dollars happens only at the edge: API fields named like the spec and the UI.
 */
export type Cents = number

export function assertCents(value: number): Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Money must be whole cents, got ${value}`)
  return value
}

/** Dollars as the API shows them (e.g. 45.5), exact for any whole number of cents. */
export function centsToDollars(cents: Cents): number {
  return Math.round(assertCents(cents)) / 100
}

/** Parses a dollar amount typed by a person into cents; null when it is not a valid amount. */
export function dollarsToCents(dollars: number): Cents | null {
  if (!Number.isFinite(dollars)) return null
  return Math.round(dollars * 100)
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** "USD 1,234.50" style used across the site (spec §1: all prices in USD). */
export function formatUsd(cents: Cents): string {
  return usd.format(centsToDollars(cents)).replace('$', 'USD ')
}

/** Applies a whole-percent discount, rounding to the nearest cent. */
export function applyDiscount(cents: Cents, percent: number): Cents {
  if (percent <= 0) return cents
  return Math.round((cents * (100 - Math.min(percent, 100))) / 100)
}
