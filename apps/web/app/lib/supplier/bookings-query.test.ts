import { describe, expect, it } from 'vitest'
import { deadlineText, inboxApiPath, withPage } from './bookings-query'

describe('inbox query', () => {
  it('keeps known, non-empty filters only', () => {
    const params = new URLSearchParams('q=SL-1&status=&tour=4&evil=1&from=2026-12-01')
    expect(inboxApiPath(params)).toBe('/api/supplier/bookings?q=SL-1&tour=4&from=2026-12-01')
    expect(inboxApiPath(new URLSearchParams())).toBe('/api/supplier/bookings')
  })
  it('shows upcoming travel unless asked for all dates or a date range', () => {
    expect(inboxApiPath(new URLSearchParams(), '2026-12-01')).toBe('/api/supplier/bookings?from=2026-12-01')
    expect(inboxApiPath(new URLSearchParams('when=all'), '2026-12-01')).toBe('/api/supplier/bookings')
    expect(inboxApiPath(new URLSearchParams('to=2026-12-24'), '2026-12-01')).toBe(
      '/api/supplier/bookings?to=2026-12-24',
    )
  })
  it('moves to another page with the same filters', () => {
    expect(withPage(new URLSearchParams('status=0'), 2)).toBe('?status=0&page=2')
    expect(withPage(new URLSearchParams('status=0&page=2'), 1)).toBe('?status=0')
  })
  it('says how long is left to answer', () => {
    const now = Date.parse('2026-12-01T00:00:00Z')
    expect(deadlineText('2026-12-01T05:30:00Z', now)).toBe('in 5 h')
    expect(deadlineText('2026-12-04T00:00:00Z', now)).toBe('in 3 days')
    expect(deadlineText('2026-11-30T00:00:00Z', now)).toBe('overdue')
  })
})
