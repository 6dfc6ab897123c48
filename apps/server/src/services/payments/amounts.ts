/**
 * Decimal strings at the provider edge ("45.00") ↔ integer cents inside, without floats:
 * 0.1 + 0.2 is not 0.3, and an amount check must be exact (docs/decisions/004-money-in-cents.md).
 */

/** 4500 → "45.00", the form providers want. */
export function centsToDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Not an amount in cents: ${cents}`)
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
}

/** "45", "45.5", "45.50" → cents; null for anything else (three decimals, signs, separators, text). */
export function decimalToCents(text: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim())
  if (!match) return null
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}
