/**
 * The price of a booking (architecture brief, Pricing), computed the same way for the cost
 * estimate, the cart, checkout and amendments. The server always recomputes it; a price the
 * browser sends is never trusted.
 */
import { addDays, formatDisplayDate, isIsoDate, todayInColombo } from './dates.ts'
import { Messages } from './messages.ts'
import { applyDiscount, type Cents } from './money.ts'
import { PricingBasis, type PricingBasisCode } from './pricing-basis.ts'
import { MAX_TRAVELLERS_PER_TYPE } from './travellers.ts'

export interface PriceSheet {
  basis: PricingBasisCode
  adultCents: Cents | null
  childCents: Cents | null
  infantCents: Cents | null
  groupCents: Cents | null
  /** Per group: the size of one group; null means one group of any size. */
  maxGroupSize: number | null
}

export interface TravellerCounts {
  adults: number
  children: number
  infants: number
}

export const travellerTotal = (c: TravellerCounts) => c.adults + c.children + c.infants

/** Before any discount: age-band rates times counts, or the group rate per started group. */
export function listPriceCents(sheet: PriceSheet, counts: TravellerCounts): Cents {
  if (sheet.basis === PricingBasis.perGroup) {
    const people = travellerTotal(counts)
    if (people === 0) return 0
    const groups = sheet.maxGroupSize && sheet.maxGroupSize > 0 ? Math.ceil(people / sheet.maxGroupSize) : 1
    return groups * (sheet.groupCents ?? 0)
  }
  return (
    counts.adults * (sheet.adultCents ?? 0) +
    counts.children * (sheet.childCents ?? 0) +
    counts.infants * (sheet.infantCents ?? 0)
  )
}

/** The amount charged: list price less the best running deal's percent. */
export function bookingPriceCents(sheet: PriceSheet, counts: TravellerCounts, discountPercent = 0): Cents {
  return applyDiscount(listPriceCents(sheet, counts), discountPercent)
}

/** The first day a tour can start: today in Sri Lanka plus its booking cut-off (spec §5 min_date). */
export function minBookableDate(cutoffDays: number, today: string = todayInColombo()): string {
  return addDays(today, Math.max(0, cutoffDays))
}

/** What a tour allows: which traveller types it takes. */
export interface TravellerRules {
  includeAdults: boolean
  includeChildren: boolean
  includeInfants: boolean
}

export const BookingMessages = {
  countsOutOfRange: `Choose 0 to ${MAX_TRAVELLERS_PER_TYPE} travellers of each type`,
  noChildren: 'This tour does not take children',
  noInfants: 'This tour does not take infants',
  noAdults: 'This tour does not take adults',
  invalidDate: 'Please select pick-up date',
  tooEarly: (minDate: string) => `The earliest date you can book this tour is ${formatDisplayDate(minDate)}`,
  tooFar: 'Bookings open up to one year ahead',
  blackout: (day: string) =>
    `This tour does not run on ${formatDisplayDate(day)}, please choose another date`,
  soldOut: (day: string) => `This tour is sold out on ${formatDisplayDate(day)}, please choose another date`,
  fewLeft: (day: string, left: number) =>
    `Only ${left} ${left === 1 ? 'place is' : 'places are'} left on ${formatDisplayDate(day)}`,
  pickupNotServed: 'This tour does not pick up from the selected location',
  tourUnavailable: 'This tour can not be booked at the moment',
} as const

/** How far ahead bookings open: suppliers plan their season a year out. */
export const BOOKING_HORIZON_DAYS = 366

const isCount = (n: number) => Number.isInteger(n) && n >= 0 && n <= MAX_TRAVELLERS_PER_TYPE

/**
 * The counts' problem, or null: each 0..4, at least one adult, only the types the tour takes.
 * Spec §5 order puts the adult rule before the estimate.
 */
export function travellerCountsProblem(counts: TravellerCounts, rules: TravellerRules): string | null {
  if (![counts.adults, counts.children, counts.infants].every(isCount))
    return BookingMessages.countsOutOfRange
  if (counts.adults > 0 && !rules.includeAdults) return BookingMessages.noAdults
  if (counts.adults < 1) return Messages.adultsRequired
  if (counts.children > 0 && !rules.includeChildren) return BookingMessages.noChildren
  if (counts.infants > 0 && !rules.includeInfants) return BookingMessages.noInfants
  return null
}

/** The start date's problem against the calendar rules that need no database, or null. */
export function startDateProblem(
  day: string,
  minDate: string,
  today: string = todayInColombo(),
): string | null {
  if (!isIsoDate(day)) return BookingMessages.invalidDate
  if (day < minDate) return BookingMessages.tooEarly(minDate)
  if (day > addDays(today, BOOKING_HORIZON_DAYS)) return BookingMessages.tooFar
  return null
}
