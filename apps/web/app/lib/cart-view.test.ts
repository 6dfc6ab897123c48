import { describe, expect, it } from 'vitest'
import { pickupName, pickupTimeOf, travellerSummary } from './cart-view'

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

  it('gives a tour with start times the pick-up time of the chosen start (decision 058)', () => {
    const timed = {
      pickup_locations: [
        { id: 1, location_name: 'Galle Face Hotel', pickup_time: null, minutes_before_start: 30 },
      ],
    } as never
    expect(pickupName({ activity: timed, location_id: 1, start_time: '14:00' })).toBe(
      'Galle Face Hotel (13:30)',
    )
    expect(pickupName({ activity: timed, location_id: 1, start_time: '08:00' })).toBe(
      'Galle Face Hotel (07:30)',
    )
    expect(pickupTimeOf({ activity: timed, location_id: 1, start_time: '14:00' })).toBe('13:30')
    // A cart saved before decision 058 holds the morning's fixed time: never told to the 14:00 group.
    const old = {
      pickup_locations: [{ id: 1, location_name: 'Galle Face Hotel', pickup_time: '07:30' }],
    } as never
    expect(pickupName({ activity: old, location_id: 1, start_time: '14:00' })).toBe('Galle Face Hotel')
  })
})
