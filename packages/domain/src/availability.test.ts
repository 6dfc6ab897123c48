import { describe, expect, it } from 'vitest'
import {
  dayStatus,
  daysOfMonth,
  fewPlacesNote,
  likelyToSellOut,
  partyFits,
  roomiestStart,
  shiftMonth,
} from './availability.ts'

describe('availability at a glance (issue 18)', () => {
  it('"Only N places left" at 5 places or fewer, never for none or no limit', () => {
    expect(fewPlacesNote(5)).toBe('Only 5 places left')
    expect(fewPlacesNote(1)).toBe('Only 1 place left')
    expect(fewPlacesNote(6)).toBeNull()
    expect(fewPlacesNote(0)).toBeNull()
    expect(fewPlacesNote(null)).toBeNull()
  })

  it('"Likely to sell out" when last week\'s bookings match the places left, or arrive at 80 % full', () => {
    expect(likelyToSellOut({ capacity: 10, booked: 6, recentPax: 4 })).toBe(true) // 4 recent ≥ 4 left
    expect(likelyToSellOut({ capacity: 10, booked: 6, recentPax: 3 })).toBe(false)
    expect(likelyToSellOut({ capacity: 10, booked: 8, recentPax: 1 })).toBe(true) // 80 % taken
    expect(likelyToSellOut({ capacity: 10, booked: 9, recentPax: 0 })).toBe(false) // nobody lately
    expect(likelyToSellOut({ capacity: 10, booked: 10, recentPax: 5 })).toBe(false) // already sold out
    expect(likelyToSellOut({ capacity: null, booked: 50, recentPax: 50 })).toBe(false) // no limit
  })

  it('a day is closed when it does not run, sold out at 0 places, open otherwise', () => {
    expect(dayStatus(false, 5)).toBe('closed')
    expect(dayStatus(true, 0)).toBe('sold_out')
    expect(dayStatus(true, null)).toBe('open')
    expect(partyFits(2, 3)).toBe(false)
    expect(partyFits(null, 4)).toBe(true)
  })

  it('a day with start times has the places of its roomiest open start', () => {
    expect(
      roomiestStart([
        { left: 2, open: true },
        { left: 6, open: false },
      ]),
    ).toBe(2)
    expect(
      roomiestStart([
        { left: 2, open: true },
        { left: null, open: true },
      ]),
    ).toBeNull()
    expect(roomiestStart([{ left: 2, open: false }])).toBe(0)
  })

  it('walks months across years', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01')
    expect(shiftMonth('2027-01', -1)).toBe('2026-12')
    expect(daysOfMonth('2028-02')).toHaveLength(29)
    expect(daysOfMonth('2026-11').at(-1)).toBe('2026-11-30')
  })
})
