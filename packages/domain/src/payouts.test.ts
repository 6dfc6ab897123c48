import { describe, expect, it } from 'vitest'
import { isMonthPayable, monthLastDay, payableFrom } from './payouts.ts'

describe('payout statements become payable', () => {
  it('the day after the month ends', () => {
    expect(monthLastDay('2026-02')).toBe('2026-02-28')
    expect(monthLastDay('2028-02')).toBe('2028-02-29')
    expect(monthLastDay('2026-12')).toBe('2026-12-31')
    expect(payableFrom('2026-11', '2026-11-20')).toBe('2026-12-01')
    expect(isMonthPayable('2026-11', '2026-11-20', '2026-11-30')).toBe(false)
    expect(isMonthPayable('2026-11', '2026-11-20', '2026-12-01')).toBe(true)
  })

  it('or the day after its last travel date, when a tour of the month ends in the next', () => {
    expect(payableFrom('2026-12', '2027-01-02')).toBe('2027-01-03')
    expect(isMonthPayable('2026-12', '2027-01-02', '2027-01-02')).toBe(false)
    expect(isMonthPayable('2026-12', '2027-01-02', '2027-01-03')).toBe(true)
    expect(isMonthPayable('2026-12', null, '2027-01-01')).toBe(true)
  })
})
