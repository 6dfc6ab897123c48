import { describe, expect, it } from 'vitest'
import { portalFormats } from './portal-formats.ts'

describe('dates and money in the portal languages (decision 078)', () => {
  it('keeps English as the site writes it', () => {
    const en = portalFormats('en')
    expect(en.date('2026-11-28')).toBe('28/11/2026')
    expect(en.day('2026-11-28')).toBe('Saturday 28/11/2026')
    expect(en.dateTime('2026-11-28T04:30:00Z')).toBe('28/11/2026 10:00')
    expect(en.money(123_450)).toBe('USD 1,234.50')
  })

  it('writes Sinhala dates with the everyday month names, whatever the ICU has', () => {
    const si = portalFormats('si')
    expect(si.date('2026-11-28')).toBe('2026 නොවැම්බර් 28')
    expect(si.date('2027-01-03')).toBe('2027 ජනවාරි 3')
    expect(si.day('2026-11-28')).toBe('2026 නොවැම්බර් 28, සෙනසුරාදා')
    // Sri Lanka time, CLDR's Sinhala hour form.
    expect(si.dateTime('2026-11-28T20:00:00Z')).toBe('2026 නොවැම්බර් 29, 01.30')
    expect(si.time('2026-11-28T04:32:00Z')).toBe('10.02')
    expect(si.money(123_450)).toBe('US$1,234.50')
    expect(si.money(-500)).toBe('-US$5.00')
  })

  it('writes Tamil through Intl for Sri Lanka (24-hour clock)', () => {
    const ta = portalFormats('ta')
    expect(ta.date('2026-11-28')).toBe('28 நவ., 2026')
    expect(ta.day('2026-11-28')).toBe('சனி, 28 நவம்பர், 2026')
    expect(ta.time('2026-11-28T04:30:00Z')).toBe('10:00')
    expect(ta.dateTime('2026-11-28T04:30:00Z')).toMatch(/^28 நவ\., 2026, 10:00$/)
    expect(ta.money(123_450)).toBe('$1,234.50')
  })
})
