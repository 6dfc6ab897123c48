/**
 * Checkout rules of spec §5, shared by the checkout page (which shows the first failure) and
 * POST /api/booking/checkout (which refuses with the same message).
 */
import type { CheckoutBooking } from './api/booking.ts'
import { isEmail } from './contact-forms.ts'
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
} as const

/** One checkout holds at most this many cart items. */
export const MAX_CHECKOUT_ITEMS = 10
/** Free-text fields; names and phones are far shorter in practice. */
export const CHECKOUT_TEXT_MAX = 500

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === ''

/**
 * Spec §5 Checkout for one cart item, in its order; the first failure is the message. The
 * terms and refund-policy boxes are the page's own (see checkoutAgreementProblem).
 */
export function checkoutItemProblem(booking: CheckoutBooking): string | null {
  const lead = booking.travellers?.[0] ?? {}
  if (blank(lead.firstname)) return CheckoutMessages.leadFirstName
  if (blank(lead.lastname)) return CheckoutMessages.leadLastName
  if (blank(lead.email)) return CheckoutMessages.leadEmail
  if (blank(lead.phone)) return CheckoutMessages.leadPhone
  const pickup = booking.pickup_location ?? DEFAULT_PICKUP_TYPE
  if (!(PICKUP_TYPES as readonly string[]).includes(pickup)) return CheckoutMessages.pickupTypeInvalid
  if (pickup === 'hotel') {
    if (blank(booking.hotel_name)) return CheckoutMessages.hotelName
    if (blank(booking.hotel_address)) return CheckoutMessages.hotelAddress
  }
  if (pickup === 'airport') {
    if (blank(booking.flight_no)) return CheckoutMessages.flightNumber
    if (blank(booking.flight_time)) return CheckoutMessages.flightTime
  }
  if (blank(booking.contact_firstname)) return CheckoutMessages.contactFirstName
  if (blank(booking.contact_lastname)) return CheckoutMessages.contactLastName
  if (blank(booking.contact_email)) return CheckoutMessages.contactEmail
  if (blank(booking.contact_phone)) return CheckoutMessages.contactPhone
  if (!isEmail(String(lead.email))) return CheckoutMessages.leadEmailInvalid
  if (!isEmail(String(booking.contact_email))) return CheckoutMessages.contactEmailInvalid
  return null
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
