import { describe, expect, it } from 'vitest'
import { dateInWords, monthInWords } from './date-in-words.ts'

describe('dateInWords', () => {
  it('reads a date with its weekday and the day number as a word, whatever the machine locale', () => {
    expect(dateInWords('2026-12-03')).toBe('Thursday 3 December 2026')
    expect(dateInWords('2026-11-01')).toBe('Sunday 1 November 2026')
    expect(dateInWords('2028-02-29')).toBe('Tuesday 29 February 2028')
  })
})

describe('monthInWords', () => {
  it('names the month and keeps anything that is not yyyy-mm as it came', () => {
    expect(monthInWords('2026-11')).toBe('November 2026')
    expect(monthInWords('2027-01')).toBe('January 2027')
    expect(monthInWords('2027-13')).toBe('2027-13')
    expect(monthInWords('')).toBe('')
  })
})
