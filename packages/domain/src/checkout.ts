/**
 * Checkout rules of spec §5, shared by the checkout page (which shows the first failure) and
 * POST /api/booking/checkout (which refuses with the same message).
 */
import { DurationUnit, type DurationUnitCode } from './duration.ts'
import { addDays } from './dates.ts'
import { Messages } from './messages.ts'

export const PICKUP_TYPES = ['hotel', 'airport', 'other'] as const
export type PickupType = (typeof PICKUP_TYPES)[number]
/** Spec §9: the cart's default pick-up type. */
export const DEFAULT_PICKUP_TYPE: PickupType = 'hotel'

/**
 * The pick-up types a tour offers: airport only when one of its pick-up points is an airport
 * (a flight number means nothing to a tour that never goes there).
 */
export function pickupTypesFor(servesAirport: boolean): readonly PickupType[] {
  return servesAirport ? PICKUP_TYPES : PICKUP_TYPES.filter((type) => type !== 'airport')
}

/** The booking object of a cart item (spec §3) and its travellers, as checkout sends them. */
export type { CheckoutBooking, CheckoutTraveller } from './api/booking.ts'

export const CheckoutMessages = {
  leadFirstName: 'Lead traveler first name can not be empty',
  leadLastName: 'Lead traveler last name can not be empty',
  leadEmail: 'Lead traveler email can not be empty',
  leadPhone: 'Lead traveler phone can not be empty',
  hotelName: 'Pick-up hotel name can not be empty',
  hotelAddress: 'Pick-up hotel address can not be empty',
  flightNumber: 'Pick-up flight number can not be empty',
  flightTime: 'Pick-up flight time can not be empty',
  contactFirstName: 'Contact first name can not be empty',
  contactLastName: 'Contact last name can not be empty',
  contactEmail: 'Contact email can not be empty',
  contactPhone: 'Contact phone can not be empty',
  terms: 'You need to agree to terms & conditions',
  refundPolicy: 'You need to agree to Refund Policy',
  // Ours, for what the spec's browser checks cannot catch.
  leadEmailInvalid: 'Lead traveler email is not valid',
  /** Tours of more than one day ask every traveller's name (decision 063), in the spec's form. */
  travellerFirstName: (person: number) => `Traveler ${person} first name can not be empty`,
  travellerLastName: (person: number) => `Traveler ${person} last name can not be empty`,
  /** The page's one consent box (decision 063): terms and refund policy together. */
  consentLabel: 'I agree to the terms and conditions and the refund policy',
  contactEmailInvalid: 'Contact email is not valid',
  pickupTypeInvalid: 'Choose a pick-up: hotel, airport or other',
  pickupAirportNotServed: 'This tour does not pick up at an airport: choose hotel or other',
  emptyCart: Messages.cartEmpty,
  tooManyItems: 'A booking can hold at most 10 tours',
  textTooLong: 'Some of the details are too long',
  failed: 'Could not process the booking',
  tooManyUnpaid:
    'You already have bookings waiting for payment. Please pay for them, or try again once they expire.',
  progress: 'Placing your booking',
  redirecting: 'Sending you for payment.',
  /** A supplier, staff or admin signed in at checkout. */
  customerAccountOnly: 'Please log in with a customer account to book',
} as const

/** One checkout holds at most this many cart items. */
export const MAX_CHECKOUT_ITEMS = 10
/** Free-text fields; names and phones are far shorter in practice. */
export const CHECKOUT_TEXT_MAX = 500

/**
 * Tours of more than one day stay in hotels booked in every traveller's name: checkout asks all
 * the names. Shorter tours ask only the lead traveller's (issue 30 point 4, decision 063).
 */
export function needsEveryTravellerName(durationValue: number, durationUnit: number): boolean {
  return durationUnit === DurationUnit.days && durationValue > 1
}

/** The two boxes at the end of the form, checked after every item (spec §5 order). */
export function checkoutAgreementProblem(
  agreedToTerms: boolean,
  agreedToRefundPolicy: boolean,
): string | null {
  if (!agreedToTerms) return CheckoutMessages.terms
  if (!agreedToRefundPolicy) return CheckoutMessages.refundPolicy
  return null
}

/** A tour counted in days ends on its last day; shorter tours end the day they start. */
export function tourEndDate(
  startDate: string,
  durationValue: number,
  durationUnit: DurationUnitCode,
): string {
  return durationUnit === DurationUnit.days ? addDays(startDate, Math.max(1, durationValue) - 1) : startDate
}
