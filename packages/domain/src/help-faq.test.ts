import { describe, expect, it } from 'vitest'
import { FAQ_GROUPS, FAQ_QUERY_MAX, faqCount, faqQuery, searchFaq } from './help-faq.ts'

describe('help centre FAQ', () => {
  it('covers the six topics, each with questions, and ids are unique', () => {
    expect(FAQ_GROUPS.map((g) => g.title)).toEqual([
      'Booking',
      'Payment',
      'Cancellation',
      'Pick-up',
      'Vouchers',
      'Reviews',
    ])
    const ids = FAQ_GROUPS.flatMap((g) => g.items.map((i) => i.id))
    expect(new Set(ids).size).toBe(ids.length)
    for (const group of FAQ_GROUPS) expect(group.items.length).toBeGreaterThan(0)
  })

  it('states the 24-hour rule in Sri Lanka time and the USD charge', () => {
    const text = JSON.stringify(FAQ_GROUPS)
    expect(text).toContain('24 hours before the tour starts, in Sri Lanka time')
    expect(text).toContain('charged in US dollars (USD)')
  })

  it('returns everything for an empty or blank query', () => {
    expect(faqCount(searchFaq(''))).toBe(faqCount(FAQ_GROUPS))
    expect(faqCount(searchFaq('  '))).toBe(faqCount(FAQ_GROUPS))
  })

  it('matches every word at the start of a word, ignoring case, accents and punctuation', () => {
    const refund = searchFaq('REFUND')
    expect(refund.map((g) => g.id)).toContain('cancellation')
    // "pick" finds "pick-up"; "ick" is inside a word, so it finds nothing.
    expect(searchFaq('pick').map((g) => g.id)).toContain('pickup')
    expect(searchFaq('ick')).toEqual([])
    expect(searchFaq('qr code').flatMap((g) => g.items.map((i) => i.id))).toEqual([
      'find-voucher',
      'print-voucher',
    ])
    expect(searchFaq('vóucher').map((g) => g.id)).toEqual(['vouchers'])
  })

  it('matches a group title and drops groups left empty', () => {
    const reviews = searchFaq('reviews')
    expect(reviews.map((g) => g.id)).toContain('reviews')
    expect(reviews.find((g) => g.id === 'reviews')!.items).toHaveLength(2)
    expect(searchFaq('zebra crossing')).toEqual([])
  })

  it('cuts long queries', () => {
    expect(faqQuery(`  ${'a'.repeat(300)} `)).toHaveLength(FAQ_QUERY_MAX)
    expect(faqQuery(null)).toBe('')
  })
})
