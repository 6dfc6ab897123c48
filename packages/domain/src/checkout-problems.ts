/**
 * Spec §5 Checkout's checks of one cart item, shared by the checkout page (every problem at once,
 * beside its field) and POST /api/booking/checkout (the first). Apart from checkout.ts, whose
 * messages and pick-up types the home page's cart store carries: these checks need the phone
 * rule's numbering plan (decision 063), which only checkout and the server load.
 */
import type { CheckoutBooking } from './api/booking.ts'
import { CheckoutMessages, DEFAULT_PICKUP_TYPE, PICKUP_TYPES } from './checkout.ts'
import { isEmail } from './contact-forms.ts'
import { normalisePhone, PhoneMessages } from './phone.ts'

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
  else if (!normalisePhone(String(lead.phone))) add('traveller.0.phone', PhoneMessages.invalid)
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
  else if (!normalisePhone(String(booking.contact_phone))) add('contact.phone', PhoneMessages.invalid)
  return problems
}

/** The first of checkoutItemProblems: what the API answers. */
export function checkoutItemProblem(booking: CheckoutBooking, everyName = false): string | null {
  return checkoutItemProblems(booking, everyName)[0]?.message ?? null
}
