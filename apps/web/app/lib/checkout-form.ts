import type { CartBooking, CartItem, CartTraveller } from '@serendib/domain/cart'
import type { CheckoutContact } from '@serendib/domain/cart-checkout'
import { CheckoutMessages } from '@serendib/domain/checkout'

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
