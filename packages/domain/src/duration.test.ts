import { describe, expect, it } from 'vitest'
import { DurationUnit, formatDuration, minutesText } from './duration.ts'

describe('formatDuration', () => {
  it('reads a length in minutes as hours and minutes (issue 30: never "210 Minutes")', () => {
    expect(formatDuration(210, DurationUnit.minutes)).toBe('3 h 30 min')
    expect(formatDuration(45, DurationUnit.minutes)).toBe('45 min')
    expect(formatDuration(120, DurationUnit.minutes)).toBe('2 h')
  })
  it('keeps days and hours in words, one or many', () => {
    expect(formatDuration(1, DurationUnit.days)).toBe('1 Day')
    expect(formatDuration(7, DurationUnit.days)).toBe('7 Days')
    expect(formatDuration(1, DurationUnit.hours)).toBe('1 Hour')
    expect(formatDuration(3, DurationUnit.hours)).toBe('3 Hours')
  })
  it('writes minutes before a start the same way', () => {
    expect(minutesText(0)).toBe('0 min')
    expect(minutesText(75)).toBe('1 h 15 min')
  })
})
