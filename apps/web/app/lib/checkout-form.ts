import type { CartBooking, CartItem, CartTraveller } from '@serendib/domain/cart'
import type { CheckoutContact } from '@serendib/domain/cart-checkout'
import { CheckoutMessages, type CheckoutBooking } from '@serendib/domain/checkout'
import type { CheckoutProblem } from '@serendib/domain/checkout-problems'
import { normalisePhone } from '@serendib/domain/phone'

/** The field a failed check named, and the message shown under it. */
export interface FieldProblem {
  id: string
  message: string
}

type TravellerField = 'firstname' | 'lastname' | 'email' | 'phone'
type BookingTextField = 'hotel_name' | 'hotel_address' | 'flight_no' | 'flight_time' | 'other' | 'remarks'

/** Element ids of the checkout form, so a failed check can focus the field it names. */
export const checkoutFieldId = {
  traveller: (item: number, person: number, field: TravellerField) => `co-${item}-t${person}-${field}`,
  pickup: (item: number) => `co-${item}-pickup`,
  booking: (item: number, field: BookingTextField) => `co-${item}-${field.replace('_', '-')}`,
  contact: (field: keyof CheckoutContact) => `co-contact-${field}`,
  /** The contact phone's country list (decision 063). */
  contactCountry: 'co-contact-country',
  /** "I am the lead traveller" of item `item`. */
  leadIsContact: (item: number) => `co-${item}-lead-self`,
  /** The one consent box (terms and refund policy, decision 063). */
  terms: 'co-terms',
  refund: 'co-refund',
  /** The security check, shown once the server asks for it (decision 032). */
  captcha: 'co-captcha',
} as const

/**
 * The field a checkout message (spec §5 Checkout) is about, for item `index`; the messages
 * for the contact block and the two boxes name the page's single fields.
 */
export function problemFieldId(message: string, index: number): string | null {
  const lead = (field: TravellerField) => checkoutFieldId.traveller(index, 0, field)
  const ids: Record<string, string> = {
    [CheckoutMessages.leadFirstName]: lead('firstname'),
    [CheckoutMessages.leadLastName]: lead('lastname'),
    [CheckoutMessages.leadEmail]: lead('email'),
    [CheckoutMessages.leadEmailInvalid]: lead('email'),
    [CheckoutMessages.leadPhone]: lead('phone'),
    [CheckoutMessages.pickupTypeInvalid]: checkoutFieldId.pickup(index),
    [CheckoutMessages.hotelName]: checkoutFieldId.booking(index, 'hotel_name'),
    [CheckoutMessages.hotelAddress]: checkoutFieldId.booking(index, 'hotel_address'),
    [CheckoutMessages.flightNumber]: checkoutFieldId.booking(index, 'flight_no'),
    [CheckoutMessages.flightTime]: checkoutFieldId.booking(index, 'flight_time'),
    [CheckoutMessages.contactFirstName]: checkoutFieldId.contact('firstname'),
    [CheckoutMessages.contactLastName]: checkoutFieldId.contact('lastname'),
    [CheckoutMessages.contactEmail]: checkoutFieldId.contact('email'),
    [CheckoutMessages.contactEmailInvalid]: checkoutFieldId.contact('email'),
    [CheckoutMessages.contactPhone]: checkoutFieldId.contact('phone'),
    [CheckoutMessages.terms]: checkoutFieldId.terms,
    [CheckoutMessages.refundPolicy]: checkoutFieldId.refund,
  }
  return ids[message] ?? null
}

/** Every field's message at once (issue 30 point 4): element id to message. */
export type FieldProblems = Readonly<Record<string, string>>

/**
 * The fields of the page that item `index`'s problems are about, first message per field. The
 * lead's e-mail and phone are the contact block's (one contact block, decision 063), and so is
 * the lead's name while "I am the lead traveller" is ticked: their problems show there once.
 */
export function problemsOnPage(
  problems: readonly CheckoutProblem[],
  index: number,
  leadIsContact: boolean,
): [string, string][] {
  const shown: [string, string][] = []
  for (const { field, message } of problems) {
    const [part, person, name] = field.split('.')
    let id: string | null = null
    if (part === 'traveller') {
      const lead = person === '0'
      if (lead && (name === 'email' || name === 'phone' || leadIsContact)) continue
      id = `co-${index}-t${person}-${name}`
    } else if (part === 'contact') id = checkoutFieldId.contact(person as keyof CheckoutContact)
    else if (part === 'pickup_location') id = checkoutFieldId.pickup(index)
    else id = checkoutFieldId.booking(index, part as BookingTextField)
    if (!shown.some(([seen]) => seen === id)) shown.push([id, message])
  }
  return shown
}

/**
 * Item's booking as sent: the lead's e-mail and phone are the contact's, its name too while the
 * contact is the lead, and the phones in the international form (the one phone rule).
 */
export function withContactAsLead(
  booking: CheckoutBooking,
  contact: CheckoutContact,
  country: string,
  leadIsContact: boolean,
): CheckoutBooking {
  const phone = normalisePhone(contact.phone, country) ?? contact.phone
  const [lead, ...others] = booking.travellers ?? []
  const names = leadIsContact ? { firstname: contact.firstname, lastname: contact.lastname } : {}
  return {
    ...booking,
    contact_phone: phone,
    travellers: [
      {
        ...(lead ?? { firstname: '', lastname: '', lead_traveller: 1 }),
        ...names,
        email: contact.email,
        phone,
      },
      ...others,
    ],
  }
}

/** The item with some booking details changed (checkout keeps them in the cart across reloads). */
export function withBookingDetails(item: CartItem, patch: Partial<CartBooking>): CartItem {
  return { ...item, booking: { ...item.booking, ...patch } }
}

/** The item with one traveller's field changed. */
export function withTraveller(
  item: CartItem,
  person: number,
  patch: Partial<Omit<CartTraveller, 'lead_traveller'>>,
): CartItem {
  const travellers = item.booking.travellers.map((traveller, index) =>
    index === person ? { ...traveller, ...patch } : traveller,
  )
  return withBookingDetails(item, { travellers })
}

/** The contact block as kept in the cart: the first item's copy (every item gets the same at checkout). */
export function storedContact(cart: readonly CartItem[]): CheckoutContact {
  const booking = cart[0]?.booking
  return {
    firstname: booking?.contact_firstname ?? '',
    lastname: booking?.contact_lastname ?? '',
    email: booking?.contact_email ?? '',
    phone: booking?.contact_phone ?? '',
  }
}

export function withContact(item: CartItem, contact: CheckoutContact): CartItem {
  return withBookingDetails(item, {
    contact_firstname: contact.firstname,
    contact_lastname: contact.lastname,
    contact_email: contact.email,
    contact_phone: contact.phone,
  })
}

/** A checkout's payment link (data.payment_link), when it is one we may send the browser to. */
export function paymentLink(link: string): string | null {
  // Relative (our sandbox page) or a provider's https page; never a javascript: or data: URL.
  if (link.startsWith('/') && !link.startsWith('//')) return link
  try {
    const url = new URL(link)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}
