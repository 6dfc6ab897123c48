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

/** 1234567 → "1,234,567" (en-US grouping), without the tens of milliseconds an Intl formatter
 * takes to build on a phone while the page hydrates. */
export function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/** "USD 1,234.50" style used across the site (spec §1: all prices in USD). */
export function formatUsd(cents: Cents): string {
  const magnitude = Math.abs(assertCents(cents))
  const fraction = String(magnitude % 100).padStart(2, '0')
  return `${cents < 0 ? '-' : ''}USD ${groupThousands(Math.floor(magnitude / 100))}.${fraction}`
}

/** Applies a whole-percent discount, rounding to the nearest cent. */
export function applyDiscount(cents: Cents, percent: number): Cents {
  if (percent <= 0) return cents
  return Math.round((cents * (100 - Math.min(percent, 100))) / 100)
}
