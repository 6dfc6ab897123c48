import { describe, expect, it } from 'vitest'
import { bookingTravellersLabel, countOf, travellersLabel } from './travellers-label.ts'

describe('travellersLabel', () => {
  it('says 1 child and 2 children, never 1 children', () => {
    expect(travellersLabel({ adults: 1, children: 1, infants: 1 })).toBe('1 adult, 1 child, 1 infant')
    expect(travellersLabel({ adults: 2, children: 2, infants: 2 })).toBe('2 adults, 2 children, 2 infants')
  })
  it('leaves out types with nobody and names an empty party', () => {
    expect(travellersLabel({ adults: 2, children: 0, infants: 1 })).toBe('2 adults, 1 infant')
    expect(travellersLabel({ adults: 0, children: 0, infants: 0 })).toBe('No travellers')
    expect(travellersLabel({ adults: 0, children: 0, infants: 0 }, { none: 'none' })).toBe('none')
  })
  it('capitalises for the cart', () => {
    expect(travellersLabel({ adults: 2, children: 1, infants: 0 }, { capitalised: true })).toBe(
      '2 Adults, 1 Child',
    )
    expect(countOf(1, 'children', { capitalised: true })).toBe('1 Child')
  })
  it('reads a booking row', () => {
    expect(bookingTravellersLabel({ num_adults: 1, num_children: 1, num_infants: 0 })).toBe(
      '1 adult, 1 child',
    )
  })
})
