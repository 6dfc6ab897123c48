import { describe, expect, it } from 'vitest'
import { pickupName, travellerSummary } from './cart-view'

describe('travellerSummary', () => {
  it('lists the counts that are not zero', () => {
    expect(travellerSummary({ adults: 2, children: 1, infants: 0 })).toBe('2 Adults, 1 Child')
    expect(travellerSummary({ adults: 1, children: 0, infants: 3 })).toBe('1 Adult, 3 Infants')
    expect(travellerSummary({ adults: 0, children: 0, infants: 0 })).toBe('No travellers')
  })
})

describe('pickupName', () => {
  const activity = {
    pickup_locations: [
      { id: 1, location_name: 'Colombo', pickup_time: '07:30' },
      { id: 2, location_name: 'Negombo', pickup_time: null },
    ],
  } as never
  it('names the chosen point with its time', () => {
    expect(pickupName({ activity, location_id: 1 })).toBe('Colombo (07:30)')
    expect(pickupName({ activity, location_id: 2 })).toBe('Negombo')
  })
})
