import { describe, expect, it } from 'vitest'
import {
  convertUsdCents,
  currencyFromCookie,
  formatChargedEstimate,
  formatEstimate,
  roundForDisplay,
} from './currency.ts'

describe("prices in the traveller's currency (issue 18)", () => {
  it('reads the remembered choice from the cookie, USD otherwise', () => {
    expect(currencyFromCookie('a=1; currency=EUR; b=2')).toBe('EUR')
    expect(currencyFromCookie('currency=XYZ')).toBe('USD')
    expect(currencyFromCookie(null)).toBe('USD')
  })

  it('rounds sensibly: rupees to whole units (tens above 1,000), big amounts whole, small to cents', () => {
    expect(roundForDisplay(19_447.3, 'LKR')).toBe(19_450)
    expect(roundForDisplay(842.6, 'INR')).toBe(843)
    expect(roundForDisplay(154.4, 'EUR')).toBe(154)
    expect(roundForDisplay(55.237, 'GBP')).toBe(55.24)
    expect(roundForDisplay(55.237, 'CNY')).toBe(55)
  })

  it('converts USD cents with units per dollar and says it is an estimate', () => {
    expect(convertUsdCents(6500, 299.2, 'LKR')).toBe(19_450)
    expect(formatEstimate(6500, 299.2, 'LKR')).toBe('≈ LKR 19,450')
    expect(formatEstimate(6000, 0.92, 'EUR')).toBe('≈ EUR 55.20')
    expect(formatEstimate(51_000, 0.92, 'EUR')).toBe('≈ EUR 469')
  })

  it('puts the USD amount charged beside the estimate', () => {
    expect(formatChargedEstimate(6000, 300, 'LKR')).toBe('≈ LKR 18,000 · charged USD 60.00')
    expect(formatChargedEstimate(123_456, 0.92, 'EUR')).toBe('≈ EUR 1,136 · charged USD 1,234.56')
  })
})
