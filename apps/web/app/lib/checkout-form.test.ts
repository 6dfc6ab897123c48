import { newCartItem } from '@serendib/domain/cart'
import { CheckoutMessages } from '@serendib/domain/checkout'
import { describe, expect, it } from 'vitest'
import {
  checkoutFieldId,
  paymentLink,
  problemFieldId,
  storedContact,
  withContact,
  withTraveller,
} from './checkout-form'

const item = newCartItem({
  userId: null,
  activity: {
    id: 4,
    name: 'Galle Fort walk',
    image: null,
    duration: '3 Hours',
    duration_value: 3,
    duration_unit: 2,
    pickup_locations: [],
    url: '',
    include_adults: true,
    include_children: false,
    include_infants: false,
    booking_cutoff_days: 1,
  },
  request: { aid: 4, pud: '2026-12-01', pul: 9, na: 2, nc: 0, ni: 0 },
  quote: { amount: 40, amount_cents: 4000 },
  bookNow: false,
})

describe('problemFieldId', () => {
  it('points every spec §5 checkout message at its field', () => {
    expect(problemFieldId(CheckoutMessages.leadFirstName, 1)).toBe('co-1-t0-firstname')
    expect(problemFieldId(CheckoutMessages.hotelName, 0)).toBe('co-0-hotel-name')
    expect(problemFieldId(CheckoutMessages.flightTime, 0)).toBe('co-0-flight-time')
    expect(problemFieldId(CheckoutMessages.contactEmailInvalid, 0)).toBe(checkoutFieldId.contact('email'))
    expect(problemFieldId(CheckoutMessages.terms, 0)).toBe('co-terms')
    expect(problemFieldId(CheckoutMessages.refundPolicy, 0)).toBe('co-refund')
    expect(problemFieldId('Something else', 0)).toBeNull()
  })
})

describe('checkout details in the cart', () => {
  it('changes one traveller and keeps the lead flag', () => {
    const changed = withTraveller(item, 1, { firstname: 'Kamal' })
    expect(changed.booking.travellers.map((t) => [t.firstname, t.lead_traveller])).toEqual([
      ['', 1],
      ['Kamal', 0],
    ])
  })

  it('stores the contact block on the item', () => {
    const contact = { firstname: 'Ana', lastname: 'Perera', email: 'a@b.lk', phone: '0771234567' }
    expect(storedContact([withContact(item, contact)])).toEqual(contact)
    expect(storedContact([])).toEqual({ firstname: '', lastname: '', email: '', phone: '' })
  })
})

describe('paymentLink', () => {
  it('takes our relative sandbox link or an http(s) provider page', () => {
    expect(paymentLink('/payments/sandbox/abc')).toBe('/payments/sandbox/abc')
    expect(paymentLink('https://pay.example/x')).toBe('https://pay.example/x')
  })

  it('refuses anything else', () => {
    expect(paymentLink('javascript:alert(1)')).toBeNull()
    expect(paymentLink('//evil.example')).toBeNull()
    expect(paymentLink('data:text/html,x')).toBeNull()
  })
})
