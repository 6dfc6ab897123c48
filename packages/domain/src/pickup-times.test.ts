import { describe, expect, it } from 'vitest'
import {
  fixedTimesAsMinutes,
  hhmm,
  minutesBeforeStart,
  pickupBeforeDayProblem,
  pickupPointLabel,
  pickupTimeFor,
  pickupTimeHint,
} from './pickup-times.ts'

const hotel = { pickup_time: '07:30:00', minutes_before_start: 30 }

describe('pickupTimeFor', () => {
  it('gives each start its own pick-up time: 08:00 → 07:30 and 14:00 → 13:30', () => {
    expect(pickupTimeFor(hotel, '08:00')).toBe('07:30')
    expect(pickupTimeFor(hotel, '14:00:00')).toBe('13:30')
    expect(pickupTimeFor({ pickup_time: null, minutes_before_start: 0 }, '09:15')).toBe('09:15')
    expect(pickupTimeFor({ pickup_time: null, minutes_before_start: 95 }, '09:00')).toBe('07:25')
  })

  it('keeps the fixed time of a tour sold per day, without seconds', () => {
    expect(pickupTimeFor(hotel, null)).toBe('07:30')
    expect(pickupTimeFor({ pickup_time: '07:30', minutes_before_start: null }, undefined)).toBe('07:30')
    expect(pickupTimeFor({ pickup_time: null, minutes_before_start: null }, null)).toBeNull()
  })

  it('never tells a start the fixed time of another: a point without minutes has no time yet', () => {
    expect(pickupTimeFor({ pickup_time: '07:30', minutes_before_start: null }, '14:00')).toBeNull()
  })

  it("prefers the booking's own time, and has none the day before the start", () => {
    expect(pickupTimeFor(hotel, '14:00', '13:10:00')).toBe('13:10')
    expect(pickupTimeFor(null, '14:00', '13:10')).toBe('13:10')
    expect(pickupTimeFor(null, '14:00')).toBeNull()
    expect(pickupTimeFor({ pickup_time: null, minutes_before_start: 60 }, '00:30')).toBeNull()
  })
})

describe('what the pick-up choices say', () => {
  it('names the time for the chosen start, else how long before the start', () => {
    const point = { location_name: 'Galle Face Hotel', pickup_time: null, minutes_before_start: 90 }
    expect(pickupPointLabel(point, '14:00')).toBe('Galle Face Hotel (12:30)')
    expect(pickupPointLabel(point, '')).toBe('Galle Face Hotel (1 h 30 min before the start)')
    expect(pickupTimeHint({ pickup_time: null, minutes_before_start: 30 }, null)).toBe(
      '30 min before the start',
    )
    expect(pickupTimeHint({ pickup_time: null, minutes_before_start: 120 }, null)).toBe(
      '2 h before the start',
    )
    expect(pickupTimeHint({ pickup_time: null, minutes_before_start: 0 }, null)).toBe('at the start time')
    expect(
      pickupPointLabel({ location_name: 'Kandy', pickup_time: '07:30:00', minutes_before_start: null }, null),
    ).toBe('Kandy (07:30)')
    expect(
      pickupPointLabel({ location_name: 'Kandy', pickup_time: null, minutes_before_start: null }, null),
    ).toBe('Kandy')
  })
})

describe('conversions and checks', () => {
  it('reads times as HH:mm', () => {
    expect(hhmm('07:30:00')).toBe('07:30')
    expect(hhmm('7:30')).toBeNull()
    expect(hhmm(null)).toBeNull()
  })

  it('converts a fixed time against the first start as the migration does', () => {
    expect(minutesBeforeStart('07:30', '08:00')).toBe(30)
    expect(minutesBeforeStart('08:00', '08:00')).toBe(0)
    expect(minutesBeforeStart('09:00', '08:00')).toBeNull()
    expect(minutesBeforeStart('07:00', '20:00')).toBeNull()
  })

  it('names the earliest start whose pick-up would be the day before', () => {
    expect(pickupBeforeDayProblem(60, ['14:00', '00:30', '00:45'])).toBe('00:30')
    expect(pickupBeforeDayProblem(30, ['08:00', '14:00'])).toBeNull()
    expect(pickupBeforeDayProblem(null, ['00:10'])).toBeNull()
  })
})

describe('fixedTimesAsMinutes', () => {
  const starts = [{ time: '14:00' }, { time: '08:00' }]
  it('turns fixed times into minutes before the first start once a tour has start times', () => {
    const tour = {
      start_times: starts,
      pickup_locations: [
        { location_id: 1, pickup_time: '07:30', minutes_before_start: null },
        { location_id: 2, pickup_time: '07:00', minutes_before_start: 45 },
        { location_id: 3, pickup_time: null, minutes_before_start: null },
        { location_id: 4, pickup_time: '09:00', minutes_before_start: null },
      ],
    }
    expect(fixedTimesAsMinutes(tour).pickup_locations.map((p) => p.minutes_before_start)).toEqual([
      30,
      45,
      null,
      null,
    ])
  })
  it('leaves a tour sold per day, or one with nothing to convert, as it is', () => {
    const perDay = {
      start_times: [],
      pickup_locations: [{ pickup_time: '07:30', minutes_before_start: null }],
    }
    expect(fixedTimesAsMinutes(perDay)).toBe(perDay)
    const done = { start_times: starts, pickup_locations: [{ pickup_time: null, minutes_before_start: 30 }] }
    expect(fixedTimesAsMinutes(done)).toBe(done)
  })
})
