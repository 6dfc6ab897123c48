/**
 * From cart to checkout (spec §5 Checkout, §7 POST /api/booking/checkout): whether the cart
 * may go, the shared contact block, and the body the checkout page sends.
 */
import { CartMessages, travellerList, type CartItem } from './cart.ts'
import { CheckoutMessages, type CheckoutBooking } from './checkout.ts'

export interface CheckoutContact {
  firstname: string
  lastname: string
  email: string
  phone: string
}

export const EMPTY_CONTACT: CheckoutContact = Object.freeze({
  firstname: '',
  lastname: '',
  email: '',
  phone: '',
})

/** Why the cart can not go to checkout yet, or null: empty, or an item without a valid price. */
export function cartCheckoutProblem(cart: readonly CartItem[]): string | null {
  if (cart.length === 0) return CheckoutMessages.emptyCart
  const unpriced = cart.find((item) => !item.priced)
  if (unpriced) return unpriced.price_error ?? CartMessages.needsPrice
  return null
}

/** The first item's lead traveller as the contact (checkout's 'Same as Lead Traveler'). */
export function leadAsContact(cart: readonly CartItem[]): CheckoutContact {
  const lead = cart[0]?.booking.travellers[0]
  return lead
    ? { firstname: lead.firstname, lastname: lead.lastname, email: lead.email, phone: lead.phone }
    : { ...EMPTY_CONTACT }
}

/** One item's booking object as checkout sends it: the contact copied in, one traveller per person. */
export function checkoutBooking(item: CartItem, contact: CheckoutContact): CheckoutBooking {
  const { booking } = item
  const people = booking.num_adults + booking.num_children + booking.num_infants
  return {
    ...booking,
    booking_amount: item.amount,
    contact_firstname: contact.firstname,
    contact_lastname: contact.lastname,
    contact_email: contact.email,
    contact_phone: contact.phone,
    travellers: travellerList(people, booking.travellers),
  }
}

/** Spec §7 POST /api/booking/checkout body: every item's booking object and the site origin. */
export function checkoutBody(
  cart: readonly CartItem[],
  contact: CheckoutContact,
  origin: string,
): { booking: CheckoutBooking[]; url: string } {
  return { booking: cart.map((item) => checkoutBooking(item, contact)), url: origin }
}
