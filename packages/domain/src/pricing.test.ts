import { describe, expect, it } from 'vitest'
import { Messages } from './messages.ts'
import {
  BookingMessages,
  bookingPriceCents,
  listPriceCents,
  minBookableDate,
  startDateProblem,
  travellerCountsProblem,
  type PriceSheet,
} from './pricing.ts'

const perPerson: PriceSheet = {
  basis: 1,
  adultCents: 4500,
  childCents: 2250,
  infantCents: 0,
  groupCents: null,
  maxGroupSize: null,
}
const perGroup: PriceSheet = { ...perPerson, basis: 2, groupCents: 12000, maxGroupSize: 4 }
const rules = { includeAdults: true, includeChildren: true, includeInfants: false }

describe('pricing', () => {
  it('adds age-band rates per person', () => {
    expect(listPriceCents(perPerson, { adults: 2, children: 1, infants: 1 })).toBe(11250)
  })

  it('charges the group rate per started group', () => {
    expect(listPriceCents(perGroup, { adults: 4, children: 0, infants: 0 })).toBe(12000)
    expect(listPriceCents(perGroup, { adults: 4, children: 1, infants: 0 })).toBe(24000)
    expect(listPriceCents({ ...perGroup, maxGroupSize: null }, { adults: 4, children: 4, infants: 4 })).toBe(
      12000,
    )
  })

  it('takes the deal percent off and rounds to the cent', () => {
    expect(bookingPriceCents(perPerson, { adults: 1, children: 1, infants: 0 }, 15)).toBe(5738)
    expect(bookingPriceCents(perPerson, { adults: 1, children: 0, infants: 0 }, 0)).toBe(4500)
  })

  it('puts min_date at today in Colombo plus the cut-off', () => {
    expect(minBookableDate(2, '2026-12-31')).toBe('2027-01-02')
    expect(minBookableDate(-1, '2026-12-31')).toBe('2026-12-31')
  })

  it('checks counts in order: range, adults, types the tour takes', () => {
    const counts = (adults: number, children = 0, infants = 0) => ({ adults, children, infants })
    expect(travellerCountsProblem(counts(5), rules)).toBeNull()
    expect(travellerCountsProblem(counts(16), rules)).toBe(BookingMessages.countsOutOfRange)
    expect(travellerCountsProblem(counts(1.5), rules)).toBe(BookingMessages.countsOutOfRange)
    expect(travellerCountsProblem(counts(-1), rules)).toBe(BookingMessages.countsOutOfRange)
    expect(travellerCountsProblem(counts(0, 2), rules)).toBe(Messages.adultsRequired)
    expect(travellerCountsProblem(counts(1, 0, 1), rules)).toBe(BookingMessages.noInfants)
    expect(travellerCountsProblem(counts(2, 1), { ...rules, includeChildren: false })).toBe(
      BookingMessages.noChildren,
    )
    expect(travellerCountsProblem(counts(2, 1), rules)).toBeNull()
  })

  it('refuses dates before min_date, beyond a year, or not real', () => {
    expect(startDateProblem('2026-11-22', '2026-11-23', '2026-11-22')).toBe(
      BookingMessages.tooEarly('2026-11-23'),
    )
    expect(BookingMessages.tooEarly('2026-11-23')).toContain('23/11/2026')
    expect(startDateProblem('2026-02-30', '2026-01-01', '2026-01-01')).toBe(BookingMessages.invalidDate)
    expect(startDateProblem('2028-01-01', '2026-11-23', '2026-11-22')).toBe(BookingMessages.tooFar)
    expect(startDateProblem('2026-11-23', '2026-11-23', '2026-11-22')).toBeNull()
  })
})
