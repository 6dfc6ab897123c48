import { describe, expect, it } from 'vitest'
import {
  contentLines,
  octoCategoryLabels,
  octoDuration,
  SHORT_DESCRIPTION_MAX,
  shortDescriptionOf,
} from './octo-content.ts'
import { DurationUnit } from './duration.ts'
import { PricingBasis } from './pricing-basis.ts'
import { TourType } from './tour-types.ts'

describe('octo/content rules', () => {
  it('reads one item per line, without bullets or blank lines', () => {
    expect(contentLines('- Lunch\n\n• Guide \r\n* Water\n')).toEqual(['Lunch', 'Guide', 'Water'])
    expect(contentLines('')).toEqual([])
  })

  it('takes the search description, else the first paragraph, cut at a word', () => {
    expect(shortDescriptionOf('  Short and sweet. ', 'Overview')).toBe('Short and sweet.')
    expect(shortDescriptionOf('', 'First  paragraph.\n\nSecond one.')).toBe('First paragraph.')
    expect(shortDescriptionOf('', '')).toBeNull()
    const long = shortDescriptionOf('', 'word '.repeat(200))!
    expect(long.length).toBeLessThanOrEqual(SHORT_DESCRIPTION_MAX)
    expect(long).toMatch(/word…$/)
  })

  it("gives the earlier capability's duration fields", () => {
    expect(octoDuration(3, DurationUnit.hours)).toEqual({ amount: '3', unit: 'hour', text: '3 hours' })
    expect(octoDuration(1, DurationUnit.days)).toEqual({ amount: '1', unit: 'day', text: '1 day' })
    expect(octoDuration(90, DurationUnit.minutes)).toEqual({
      amount: '90',
      unit: 'minute',
      text: '90 minutes',
    })
  })

  it("maps our categories and the tour's kind to OCTO's labels, each once", () => {
    expect(
      octoCategoryLabels(['Wildlife & Safari', 'Whale Watching', 'Culture & Heritage'], TourType.round, 1),
    ).toEqual(['multi-day', 'animals', 'boat-tours', 'history'])
    expect(octoCategoryLabels(['Food & Cooking'], TourType.day, PricingBasis.perGroup)).toEqual([
      'day-trips',
      'private-tours',
      'food',
      'classes',
    ])
    expect(octoCategoryLabels(['Tea Country'], TourType.activity, 1)).toEqual([])
  })
})
