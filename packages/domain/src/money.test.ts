import { describe, expect, it } from 'vitest'
import { applyDiscount, assertCents, centsToDollars, dollarsToCents, formatUsd } from './money.ts'

describe('money in integer cents', () => {
  it('converts exactly at the edge', () => {
    expect(centsToDollars(4550)).toBe(45.5)
    expect(dollarsToCents(0.1 + 0.2)).toBe(30)
    expect(dollarsToCents(Number.NaN)).toBeNull()
  })

  it('refuses fractional cents', () => {
    expect(() => assertCents(10.5)).toThrow(RangeError)
  })

  it('formats as USD', () => {
    expect(formatUsd(123450)).toBe('USD 1,234.50')
    expect(formatUsd(0)).toBe('USD 0.00')
  })

  it('rounds a discount once, to the nearest cent', () => {
    expect(applyDiscount(9999, 15)).toBe(8499)
    expect(applyDiscount(1000, 0)).toBe(1000)
    expect(applyDiscount(1000, 150)).toBe(0)
  })
})
