import { describe, expect, it } from 'vitest'
import {
  applyDiscount,
  assertCents,
  centsToDollars,
  dollarsToCents,
  formatUsd,
  groupThousands,
} from './money.ts'

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
    expect(formatUsd(5)).toBe('USD 0.05')
    expect(formatUsd(-123456789)).toBe('-USD 1,234,567.89')
  })

  it('formats like Intl en-US currency, without building a formatter', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
    for (const cents of [1, 99, 100, 99_999, 100_000, 123_456_789, 1_000_000_000, -1, -100_050]) {
      expect(formatUsd(cents)).toBe(intl.format(cents / 100).replace('$', 'USD '))
    }
    expect(groupThousands(1000)).toBe('1,000')
    expect(groupThousands(999)).toBe('999')
    expect(groupThousands(1234567)).toBe('1,234,567')
  })

  it('rounds a discount once, to the nearest cent', () => {
    expect(applyDiscount(9999, 15)).toBe(8499)
    expect(applyDiscount(1000, 0)).toBe(1000)
    expect(applyDiscount(1000, 150)).toBe(0)
  })
})
