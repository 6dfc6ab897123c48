import { describe, expect, it } from 'vitest'
import { cartCheckoutProblem, checkoutBody, leadAsContact } from './cart-checkout.ts'
import {
  addCartItem,
  cartAddProblem,
  cartItemCostRequest,
  CartMessages,
  cartTotalCents,
  newCartItem,
  travellerList,
  withCartChoices,
  withCartPrice,
  withCartPriceError,
  type CartActivity,
  type CartItem,
  type CostRequest,
} from './cart.ts'
import { CheckoutMessages, MAX_CHECKOUT_ITEMS } from './checkout.ts'
import { checkoutItemProblem } from './checkout-problems.ts'

const activity = (id: number): CartActivity => ({
  id,
  name: `Tour ${id}`,
  image: '/media/tour-800.webp',
  duration: '3 Hours',
  duration_value: 3,
  duration_unit: 2,
  pickup_locations: [{ id: 34, location_name: 'Colombo', pickup_time: '08:00', airport: false }],
  url: `/day-tours/tour-${id}/details/${id}`,
  include_adults: true,
  include_children: true,
  include_infants: true,
  booking_cutoff_days: 1,
})

const request = (aid: number, patch: Partial<CostRequest> = {}): CostRequest => ({
  aid,
  pud: '2026-12-01',
  pul: 34,
  na: 2,
  nc: 1,
  ni: 0,
  ...patch,
})

const item = (aid: number, cents = 9000, bookNow = false): CartItem =>
  newCartItem({
    userId: null,
    activity: activity(aid),
    request: request(aid),
    quote: { amount: cents / 100, amount_cents: cents },
    bookNow,
  })

describe('newCartItem (spec §3)', () => {
  it('builds the booking object with one traveller per person, the first the lead, pick-up hotel', () => {
    const added = item(7)
    expect(added).toMatchObject({
      from_date: '2026-12-01',
      amount: 90,
      location_id: 34,
      adults: 2,
      children: 1,
      infants: 0,
      bookNow: false,
      priced: true,
    })
    expect(added.booking).toMatchObject({
      start_date: '2026-12-01',
      activity_id: 7,
      num_adults: 2,
      num_children: 1,
      num_infants: 0,
      remarks: '',
      booking_amount: 90,
      pickup_location: 'hotel',
      location_id: 34,
      contact_email: '',
    })
    expect(added.booking.travellers.map((t) => t.lead_traveller)).toEqual([1, 0, 0])
    expect(cartItemCostRequest(added)).toEqual(request(7))
  })
})

describe('cartAddProblem (spec §5 order after the form checks)', () => {
  it('needs a non-empty, non-zero estimate first', () => {
    expect(cartAddProblem([], 7, null, false)).toBe(CartMessages.fillFormCorrectly)
    expect(cartAddProblem([item(7)], 7, { amount: 0, amount_cents: 0 }, false)).toBe(
      CartMessages.fillFormCorrectly,
    )
  })

  it('refuses a tour already in the cart, unless it is Book Now', () => {
    const quote = { amount: 45, amount_cents: 4500 }
    expect(cartAddProblem([item(7)], 7, quote, false)).toBe(CartMessages.alreadyInCart)
    expect(cartAddProblem([item(7)], 7, quote, true)).toBeNull()
    expect(cartAddProblem([item(7)], 8, quote, false)).toBeNull()
  })

  it('keeps a cart within what one checkout takes', () => {
    const full = Array.from({ length: MAX_CHECKOUT_ITEMS }, (_, i) => item(i + 1))
    expect(cartAddProblem(full, 99, { amount: 45, amount_cents: 4500 }, false)).toBe(
      CheckoutMessages.tooManyItems,
    )
  })
})

describe('addCartItem', () => {
  it('appends, and Book Now replaces the same tour in place', () => {
    const cart = addCartItem(addCartItem([], item(7)), item(8))
    expect(cart.map((i) => i.activity.id)).toEqual([7, 8])
    const replaced = addCartItem(cart, item(7, 12000, true))
    expect(replaced.map((i) => [i.activity.id, i.amount_cents, i.bookNow])).toEqual([
      [7, 12000, true],
      [8, 9000, false],
    ])
  })
})

describe('cartTotalCents (spec §9)', () => {
  it('sums the item amounts', () => {
    expect(cartTotalCents([])).toBe(0)
    expect(cartTotalCents([item(1, 4550), item(2, 10025)])).toBe(14575)
  })
})

describe('updating an item (spec §4)', () => {
  it('follows new counts in the booking object, keeps typed names and marks the amount stale', () => {
    const start = item(7)
    start.booking.travellers[0]!.firstname = 'Ana'
    const changed = withCartChoices(start, { adults: 1, children: 0, infants: 2 })
    expect(changed.priced).toBe(false)
    expect(changed.amount_cents).toBe(9000)
    expect(changed.booking).toMatchObject({ num_adults: 1, num_children: 0, num_infants: 2 })
    expect(changed.booking.travellers).toHaveLength(3)
    expect(changed.booking.travellers[0]).toMatchObject({ firstname: 'Ana', lead_traveller: 1 })
  })

  it('treats counts below 1 as 0 and ignores a change to the same values', () => {
    const start = item(7)
    expect(withCartChoices(start, { adults: 2 })).toBe(start)
    expect(withCartChoices(start, { children: -3 }).children).toBe(0)
  })

  it('takes a new price only for the choices it was asked for', () => {
    const changed = withCartChoices(item(7), { from_date: '2026-12-05' })
    const stale = withCartPrice(changed, request(7), { amount: 1, amount_cents: 100 })
    expect(stale).toBe(changed)
    const priced = withCartPrice(changed, request(7, { pud: '2026-12-05' }), {
      amount: 95,
      amount_cents: 9500,
    })
    expect(priced).toMatchObject({ amount: 95, amount_cents: 9500, priced: true, price_error: null })
    expect(priced.booking.booking_amount).toBe(95)
  })

  it('keeps the old amount on a refusal and blocks checkout until it is fixed', () => {
    const changed = withCartChoices(item(7), { adults: 0 })
    const refused = withCartPriceError(changed, request(7, { na: 0 }), 'Please select number of adults')
    expect(refused).toMatchObject({ amount_cents: 9000, priced: false })
    expect(cartCheckoutProblem([item(8), refused])).toBe('Please select number of adults')
    expect(cartCheckoutProblem([changed])).toBe(CartMessages.needsPrice)
    expect(cartCheckoutProblem([])).toBe(CheckoutMessages.emptyCart)
    expect(cartCheckoutProblem([item(8)])).toBeNull()
  })
})

describe('checkoutBody (spec §7)', () => {
  it('sends every booking object with the contact copied in and the site origin', () => {
    const first = item(7)
    first.booking.travellers[0] = {
      firstname: 'Ana',
      lastname: 'Perera',
      email: 'ana@example.com',
      phone: '+94 77 123 4567',
      lead_traveller: 1,
    }
    first.booking.hotel_name = 'Galle Face Hotel'
    first.booking.hotel_address = 'Colombo 3'
    const cart = [first, item(8)]
    const contact = leadAsContact(cart)
    expect(contact).toEqual({
      firstname: 'Ana',
      lastname: 'Perera',
      email: 'ana@example.com',
      phone: '+94 77 123 4567',
    })
    const body = checkoutBody(cart, contact, 'https://serendib.example')
    expect(body.url).toBe('https://serendib.example')
    expect(body.booking).toHaveLength(2)
    for (const booking of body.booking) {
      expect(booking).toMatchObject({ contact_firstname: 'Ana', contact_email: 'ana@example.com' })
      expect(booking.travellers).toHaveLength(3)
    }
    expect(checkoutItemProblem(body.booking[0]!)).toBeNull()
    // The second tour's lead traveller is still empty: the spec's first message for it.
    expect(checkoutItemProblem(body.booking[1]!)).toBe(CheckoutMessages.leadFirstName)
  })

  it('gives an empty contact for an empty cart', () => {
    expect(leadAsContact([])).toEqual({ firstname: '', lastname: '', email: '', phone: '' })
  })
})

describe('travellerList', () => {
  it('always keeps a place for the lead', () => {
    expect(travellerList(0)).toHaveLength(1)
    expect(travellerList(0)[0]!.lead_traveller).toBe(1)
  })
})

describe('start times in the cart (issue 13)', () => {
  it('carries the chosen start into the estimate and the checkout booking, and a new start re-prices', () => {
    const item = newCartItem({
      userId: null,
      activity: activity(7),
      request: { aid: 7, pud: '2026-12-20', pul: 3, na: 2, nc: 0, ni: 0, start_time: '14:30' },
      quote: { amount: 130, amount_cents: 13000 },
      bookNow: false,
    })
    expect(cartItemCostRequest(item).start_time).toBe('14:30')
    const body = checkoutBody(
      [item],
      { firstname: 'N', lastname: 'P', email: 'n@example.com', phone: '+94 77 123 4567' },
      'http://x',
    )
    expect(body.booking[0]!.start_time).toBe('14:30')
    const moved = withCartChoices(item, { start_time: '08:00' })
    expect(moved.priced).toBe(false)
    expect(moved.booking.start_time).toBe('08:00')
  })
})
