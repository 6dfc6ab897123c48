import { describe, expect, it } from 'vitest'
import { reviewDisplayDate, reviewerName, slugRedirectTarget, textLines, tourSection } from './tour-page'

describe('slugRedirectTarget', () => {
  const canonical = '/round-tours/classic-sri-lanka-7-days/details/1'

  it('serves the short route and the canonical one as they are', () => {
    expect(slugRedirectTarget(undefined, canonical)).toBeNull()
    expect(slugRedirectTarget('classic-sri-lanka-7-days', canonical)).toBeNull()
  })

  it('moves a stale or mistyped slug to the canonical URL', () => {
    expect(slugRedirectTarget('old-title', canonical)).toBe(canonical)
  })

  it('never redirects when the canonical URL has no slug to compare with (no loop)', () => {
    expect(slugRedirectTarget('anything', '/activity/details/1')).toBeNull()
  })
})

describe('page text', () => {
  it('names the listing page of each tour type for the breadcrumb', () => {
    expect(tourSection(1)).toEqual({ label: 'Round Tours', href: '/round-tours' })
    expect(tourSection(2)).toEqual({ label: 'Day Tours', href: '/day-tours' })
    expect(tourSection(3).label).toBe('Activities')
    expect(tourSection(4).label).toBe('Activities')
  })

  it('turns one item per line into list items, dropping blanks and typed bullets', () => {
    expect(textLines('Hotel pick-up\r\n\n - Lunch\n• Water  ')).toEqual(['Hotel pick-up', 'Lunch', 'Water'])
    expect(textLines('')).toEqual([])
    expect(textLines(null)).toEqual([])
  })

  it('shows a reviewer as first name and last initial', () => {
    expect(reviewerName({ first_name: 'Nimal', last_name: 'Perera' })).toBe('Nimal P.')
    expect(reviewerName({ first_name: 'Emma', last_name: 'w' })).toBe('Emma W.')
    expect(reviewerName({ first_name: 'Asha', last_name: '' })).toBe('Asha')
  })

  it('dates a review on the Sri Lankan calendar, dd/MM/yyyy', () => {
    // 23:55 UTC on 9 November is already 10 November in Colombo (UTC+05:30).
    expect(reviewDisplayDate('2026-11-09T23:55:49.348Z')).toBe('10/11/2026')
    expect(reviewDisplayDate('2026-11-09T10:00:00Z')).toBe('09/11/2026')
    expect(reviewDisplayDate('not a date')).toBe('')
  })
})
