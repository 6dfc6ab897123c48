import { describe, expect, it } from 'vitest'
import type { ActivityCard, Paginated } from '@serendib/domain/catalogue-api'
import { summaryText } from './search-summary'

function results(fields: Partial<Paginated<ActivityCard>>): Paginated<ActivityCard> {
  return { data: [], current_page: 1, last_page: 1, per_page: 12, total: 0, from: null, to: null, ...fields }
}

describe('the results count above the search results', () => {
  it('says "1,000+" when the search stopped counting at its cap (decision 072)', () => {
    const capped = results({
      total: 1000,
      total_capped: true,
      last_page: 84,
      from: 13,
      to: 24,
      current_page: 2,
    })
    expect(summaryText(capped, false, false)).toBe('Showing 13–24 of 1,000+ tours')
    expect(summaryText(capped, true, false)).toBe('1,000+ tours found')
    expect(summaryText(capped, false, true)).toBe('Showing 13–24 of 1,000+ transfers')
  })

  it('gives an exact total as it is', () => {
    expect(summaryText(results({ total: 999, last_page: 84, from: 1, to: 12 }), false, false)).toBe(
      'Showing 1–12 of 999 tours',
    )
    expect(summaryText(results({ total: 1, from: 1, to: 1 }), false, false)).toBe('1 tour found')
    expect(summaryText(results({ total: 0 }), false, false)).toBe('No tours found')
    expect(summaryText(null, false, false)).toBe('')
  })
})
