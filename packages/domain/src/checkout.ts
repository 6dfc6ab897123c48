/**
 * Checkout rules of spec §5, shared by the checkout page (which shows the first failure) and
 * POST /api/booking/checkout (which refuses with the same message).
 */
import type { CheckoutBooking } from './api/booking.ts'
import { isEmail } from './contact-forms.ts'
import { DurationUnit, type DurationUnitCode } from './duration.ts'
import { addDays } from './dates.ts'
import { Messages } from './messages.ts'
import { normalisePhone, PhoneMessages } from './phone.ts'

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
  /** The one phone rule (domain/phone.ts, decision 063), for the lead's and the contact's phone. */
  phoneInvalid: PhoneMessages.invalid,
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
} as const

/** One checkout holds at most this many cart items. */
export const MAX_CHECKOUT_ITEMS = 10
/** Free-text fields; names and phones are far shorter in practice. */
export const CHECKOUT_TEXT_MAX = 500

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === ''

/** Where a checkout problem is: a traveller's field (person 0 the lead), the pick-up, or the contact. */
export type CheckoutProblemField =
  | `traveller.${number}.${'firstname' | 'lastname' | 'email' | 'phone'}`
  | 'pickup_location'
  | 'hotel_name'
  | 'hotel_address'
  | 'flight_no'
  | 'flight_time'
  | `contact.${'firstname' | 'lastname' | 'email' | 'phone'}`

export interface CheckoutProblem {
  field: CheckoutProblemField
  message: string
}

/**
 * Tours of more than one day stay in hotels booked in every traveller's name: checkout asks all
 * the names. Shorter tours ask only the lead traveller's (issue 30 point 4, decision 063).
 */
export function needsEveryTravellerName(durationValue: number, durationUnit: number): boolean {
  return durationUnit === DurationUnit.days && durationValue > 1
}

/**
 * Spec §5 Checkout for one cart item, every problem in the spec's order (the page shows them all
 * at once beside their fields; the API answers the first). The terms box is the page's own
 * (see checkoutAgreementProblem). `everyName`: the tour needs each traveller's name.
 */
export function checkoutItemProblems(booking: CheckoutBooking, everyName = false): CheckoutProblem[] {
  const problems: CheckoutProblem[] = []
  const add = (field: CheckoutProblemField, message: string) => problems.push({ field, message })
  const travellers = Array.isArray(booking.travellers) ? booking.travellers : []
  const lead = travellers[0] ?? {}
  if (blank(lead.firstname)) add('traveller.0.firstname', CheckoutMessages.leadFirstName)
  if (blank(lead.lastname)) add('traveller.0.lastname', CheckoutMessages.leadLastName)
  if (blank(lead.email)) add('traveller.0.email', CheckoutMessages.leadEmail)
  else if (!isEmail(String(lead.email))) add('traveller.0.email', CheckoutMessages.leadEmailInvalid)
  if (blank(lead.phone)) add('traveller.0.phone', CheckoutMessages.leadPhone)
  else if (!normalisePhone(String(lead.phone))) add('traveller.0.phone', CheckoutMessages.phoneInvalid)
  if (everyName) {
    travellers.slice(1).forEach((traveller, index) => {
      if (blank(traveller.firstname))
        add(`traveller.${index + 1}.firstname`, CheckoutMessages.travellerFirstName(index + 2))
      if (blank(traveller.lastname))
        add(`traveller.${index + 1}.lastname`, CheckoutMessages.travellerLastName(index + 2))
    })
  }
  const pickup = booking.pickup_location ?? DEFAULT_PICKUP_TYPE
  if (!(PICKUP_TYPES as readonly string[]).includes(pickup))
    add('pickup_location', CheckoutMessages.pickupTypeInvalid)
  if (pickup === 'hotel') {
    if (blank(booking.hotel_name)) add('hotel_name', CheckoutMessages.hotelName)
    if (blank(booking.hotel_address)) add('hotel_address', CheckoutMessages.hotelAddress)
  }
  if (pickup === 'airport') {
    if (blank(booking.flight_no)) add('flight_no', CheckoutMessages.flightNumber)
    if (blank(booking.flight_time)) add('flight_time', CheckoutMessages.flightTime)
  }
  if (blank(booking.contact_firstname)) add('contact.firstname', CheckoutMessages.contactFirstName)
  if (blank(booking.contact_lastname)) add('contact.lastname', CheckoutMessages.contactLastName)
  if (blank(booking.contact_email)) add('contact.email', CheckoutMessages.contactEmail)
  else if (!isEmail(String(booking.contact_email))) add('contact.email', CheckoutMessages.contactEmailInvalid)
  if (blank(booking.contact_phone)) add('contact.phone', CheckoutMessages.contactPhone)
  else if (!normalisePhone(String(booking.contact_phone))) add('contact.phone', CheckoutMessages.phoneInvalid)
  return problems
}

/** The first of checkoutItemProblems: what the API answers. */
export function checkoutItemProblem(booking: CheckoutBooking, everyName = false): string | null {
  return checkoutItemProblems(booking, everyName)[0]?.message ?? null
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
