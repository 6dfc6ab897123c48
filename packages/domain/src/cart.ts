/**
 * The cart of spec §3/§4: what is in it, when something may be added (spec §5 "Add to cart /
 * book"), its total (spec §9) and the checkout body built from it (spec §7). Pure: the web keeps
 * the cart in sessionStorage and the server re-prices every item at checkout, so the amounts
 * here are what the visitor was quoted, never what is charged.
 */
import { CheckoutMessages, DEFAULT_PICKUP_TYPE, MAX_CHECKOUT_ITEMS, type PickupType } from './checkout.ts'
import type { DurationUnitCode } from './duration.ts'
import type { Cents } from './money.ts'
import { normaliseCount } from './travellers.ts'

export const CartMessages = {
  itemAdded: 'Item added to your cart',
  alreadyInCart: 'This item already exists in your cart',
  fillFormCorrectly: 'Please fill the booking form correctly',
  tooManyItems: CheckoutMessages.tooManyItems,
  // Ours, for situations the spec does not word.
  itemRemoved: 'Item removed from your cart',
  needsPrice: 'Check the date and travellers of the tours in your cart: one of them has no price yet',
} as const

/** Body of POST /api/activity/cost (spec §7). */
export interface CostRequest {
  aid: number
  /** Pick-up date, yyyy-MM-dd. */
  pud: string
  /** Pick-up location id. */
  pul: number
  na: number
  nc: number
  ni: number
  /** "HH:MM": the chosen start of a tour with start times (issue 13); absent otherwise. */
  start_time?: string
  /** The tour's option (decision 073); absent: the tour's first, or its one way. */
  option_id?: number
}

/** What an estimate gave: dollars as the spec names them, and the exact cents. */
export interface CartQuote {
  amount: number
  amount_cents: Cents
  /** Before the deal (issue 18 "You save"); absent in quotes from older pages. */
  list_amount_cents?: Cents
  /** Decision 075: paid today and left to pay by a day, under the tour's payment plan. */
  pay_today_cents?: Cents
  balance_cents?: Cents
  balance_due_date?: string | null
  /** Tours with options: how the option and its vehicles read ("Private: Van (up to 8) × 1"). */
  option?: { id: number; label: string }
}

/** A cart item's payment plan as last quoted (decision 075); the server decides again at checkout. */
export interface CartPlan {
  pay_today_cents: Cents
  balance_cents: Cents
  /** yyyy-MM-dd */
  balance_due_date: string
}

/** A tour's pick-up point with its timing (domain/pickup-times.ts says the time for a start). */
export interface CartPickupPoint {
  id: number
  location_name: string
  pickup_time: string | null
  /** Tours with start times (decision 058); absent in carts saved before it. */
  minutes_before_start?: number | null
  /** An airport: the tour then offers an airport pick-up at checkout. */
  airport: boolean
}

/** Spec §3 cart item `activity`, plus what the cart's edit panel needs to offer the same choices. */
export interface CartActivity {
  id: number
  name: string
  image: string | null
  /** Shown as is, e.g. "3 Hours". */
  duration: string
  duration_value: number
  duration_unit: DurationUnitCode
  pickup_locations: CartPickupPoint[]
  /** The tour page, for the cart's title link. */
  url: string
  include_adults: boolean
  include_children: boolean
  include_infants: boolean
  booking_cutoff_days: number
}

export interface CartTraveller {
  firstname: string
  lastname: string
  email: string
  phone: string
  /** Spec §3: 1 for the first person, 0 for the rest. */
  lead_traveller: 0 | 1
}

/** Spec §3 cart-item booking object, with every field present. */
export interface CartBooking {
  start_date: string
  activity_id: number
  num_adults: number
  num_children: number
  num_infants: number
  remarks: string
  booking_amount: number
  pickup_location: PickupType
  location_id: number
  hotel_name: string
  hotel_address: string
  flight_no: string
  flight_time: string
  other: string
  contact_firstname: string
  contact_lastname: string
  contact_email: string
  contact_phone: string
  travellers: CartTraveller[]
  /** "HH:MM" for tours with start times (issue 13). */
  start_time?: string
  /** The tour's option (decision 073). */
  option_id?: number
}

export interface CartItem {
  user_id: number | null
  /** yyyy-MM-dd. */
  from_date: string
  /** The last estimate, dollars (spec §3); `amount_cents` is the same amount exactly. */
  amount: number
  amount_cents: Cents
  /** Ours: the last estimate before the deal, for the struck-through price and "You save". */
  list_amount_cents?: Cents
  location_id: number
  adults: number
  children: number
  infants: number
  activity: CartActivity
  bookNow: boolean
  booking: CartBooking
  /** Ours: false while the date, pick-up or counts changed after the last estimate. */
  priced: boolean
  /** Ours: the server's refusal of the current choices, shown until they are fixed. */
  price_error: string | null
  /** "HH:MM" for tours with start times (issue 13). */
  start_time?: string
  /** Ours (decision 075): a deposit or pay-later plan from the last estimate; absent when paid in full. */
  plan?: CartPlan
  /** The option chosen (decision 073) and, from the last estimate, how it reads with its vehicles. */
  option_id?: number
  option_label?: string
}

export type CartChoices = Partial<
  Pick<CartItem, 'from_date' | 'location_id' | 'adults' | 'children' | 'infants' | 'start_time'>
>

/** `{ option_id }` for a tour with options, nothing otherwise: for spreading. */
export const withOption = (id: number | undefined): { option_id?: number } =>
  id === undefined ? {} : { option_id: id }

const emptyTraveller = (lead: boolean): CartTraveller => ({
  firstname: '',
  lastname: '',
  email: '',
  phone: '',
  lead_traveller: lead ? 1 : 0,
})

/**
 * One traveller per person (spec §3), the first the lead. Names already typed are kept when
 * the counts change; a list never shrinks below one, so the lead always has a place.
 */
export function travellerList(people: number, existing: readonly CartTraveller[] = []): CartTraveller[] {
  return Array.from({ length: Math.max(1, people) }, (_, index) => ({
    ...(existing[index] ?? emptyTraveller(index === 0)),
    lead_traveller: index === 0 ? 1 : 0,
  }))
}

/** `{ start_time }` for a tour with start times (issue 13), nothing otherwise: for spreading. */
export const withStartTime = (time: string | undefined): { start_time?: string } =>
  time ? { start_time: time } : {}

/** The item's estimate request: the same fields the booking panel priced. */
export function cartItemCostRequest(item: CartItem): CostRequest {
  return {
    aid: item.activity.id,
    pud: item.from_date,
    pul: item.location_id,
    na: item.adults,
    nc: item.children,
    ni: item.infants,
    ...withStartTime(item.start_time),
    ...withOption(item.option_id),
  }
}

export function sameCostRequest(a: CostRequest, b: CostRequest): boolean {
  return (
    a.aid === b.aid &&
    a.pud === b.pud &&
    a.pul === b.pul &&
    a.na === b.na &&
    a.nc === b.nc &&
    a.ni === b.ni &&
    (a.start_time ?? '') === (b.start_time ?? '') &&
    a.option_id === b.option_id
  )
}

/** Spec §3: a new item from a priced booking panel; pick-up type 'hotel', travellers one per person. */
export function newCartItem(input: {
  userId: number | null
  activity: CartActivity
  request: CostRequest
  quote: CartQuote
  bookNow: boolean
}): CartItem {
  const { request, quote } = input
  return {
    user_id: input.userId,
    from_date: request.pud,
    amount: quote.amount,
    amount_cents: quote.amount_cents,
    ...(quote.list_amount_cents ? { list_amount_cents: quote.list_amount_cents } : {}),
    ...planOfQuote(quote),
    location_id: request.pul,
    adults: request.na,
    children: request.nc,
    infants: request.ni,
    activity: input.activity,
    bookNow: input.bookNow,
    booking: {
      start_date: request.pud,
      activity_id: request.aid,
      num_adults: request.na,
      num_children: request.nc,
      num_infants: request.ni,
      remarks: '',
      booking_amount: quote.amount,
      pickup_location: DEFAULT_PICKUP_TYPE,
      location_id: request.pul,
      hotel_name: '',
      hotel_address: '',
      flight_no: '',
      flight_time: '',
      other: '',
      contact_firstname: '',
      contact_lastname: '',
      contact_email: '',
      contact_phone: '',
      travellers: travellerList(request.na + request.nc + request.ni),
      ...withStartTime(request.start_time),
      ...withOption(request.option_id),
    },
    priced: true,
    price_error: null,
    ...withStartTime(request.start_time),
    ...withOption(request.option_id),
    ...(quote.option ? { option_label: quote.option.label } : {}),
  }
}

export const cartHasActivity = (cart: readonly CartItem[], activityId: number) =>
  cart.some((item) => item.activity.id === activityId)

/**
 * Spec §5 "Add to cart / book" after the form checks, in its order: a non-empty, non-zero
 * estimate, then not already in the cart. Book Now may replace the tour's entry (it goes
 * straight to checkout with the new choices); Add to cart may not.
 */
export function cartAddProblem(
  cart: readonly CartItem[],
  activityId: number,
  quote: CartQuote | null,
  bookNow: boolean,
): string | null {
  if (!quote || !Number.isFinite(quote.amount_cents) || quote.amount_cents <= 0) {
    return CartMessages.fillFormCorrectly
  }
  const present = cartHasActivity(cart, activityId)
  if (present && !bookNow) return CartMessages.alreadyInCart
  if (!present && cart.length >= MAX_CHECKOUT_ITEMS) return CartMessages.tooManyItems
  return null
}

/** The cart with the item added; Book Now's item takes the place of the same tour's entry. */
export function addCartItem(cart: readonly CartItem[], item: CartItem): CartItem[] {
  const index = cart.findIndex((entry) => entry.activity.id === item.activity.id)
  if (index === -1) return [...cart, item]
  return cart.map((entry, i) => (i === index ? item : entry))
}

/** Spec §9: the cart total is the sum of the item amounts. */
export function cartTotalCents(cart: readonly CartItem[]): Cents {
  return cart.reduce((sum, item) => sum + item.amount_cents, 0)
}

/** What checkout charges today as last estimated: each item's deposit or nothing under its plan, else all of it. */
export function cartDueTodayCents(cart: readonly CartItem[]): Cents {
  return cart.reduce((sum, item) => sum + (item.plan ? item.plan.pay_today_cents : item.amount_cents), 0)
}

/**
 * The item with a new date, pick-up or counts (spec §4 "update item"). The booking object
 * follows, the traveller list is resized, and the amount is stale until the next estimate.
 */
export function withCartChoices(item: CartItem, choices: CartChoices): CartItem {
  const next = { ...item, ...choices }
  next.adults = normaliseCount(next.adults)
  next.children = normaliseCount(next.children)
  next.infants = normaliseCount(next.infants)
  if (sameCostRequest(cartItemCostRequest(next), cartItemCostRequest(item))) return item
  return {
    ...next,
    booking: {
      ...item.booking,
      start_date: next.from_date,
      num_adults: next.adults,
      num_children: next.children,
      num_infants: next.infants,
      location_id: next.location_id,
      travellers: travellerList(next.adults + next.children + next.infants, item.booking.travellers),
      ...withStartTime(next.start_time),
    },
    priced: false,
    price_error: null,
  }
}

/** The plan of an estimate, when it leaves a balance (decision 075). */
function planOfQuote(quote: CartQuote): { plan?: CartPlan } {
  if (!quote.balance_due_date || quote.pay_today_cents === undefined || !quote.balance_cents) return {}
  return {
    plan: {
      pay_today_cents: quote.pay_today_cents,
      balance_cents: quote.balance_cents,
      balance_due_date: quote.balance_due_date,
    },
  }
}

/** The item priced by `quote`; unchanged when the item no longer matches the request (a late reply). */
export function withCartPrice(item: CartItem, request: CostRequest, quote: CartQuote): CartItem {
  if (!sameCostRequest(cartItemCostRequest(item), request)) return item
  const { plan: _old, ...rest } = item
  return {
    ...rest,
    ...planOfQuote(quote),
    amount: quote.amount,
    amount_cents: quote.amount_cents,
    list_amount_cents: quote.list_amount_cents,
    booking: { ...item.booking, booking_amount: quote.amount },
    // The vehicles follow the travellers (decision 073).
    ...(quote.option ? { option_label: quote.option.label } : {}),
    priced: true,
    price_error: null,
  }
}

/** The item refused for its current choices: the old amount stays, marked as not valid. */
export function withCartPriceError(item: CartItem, request: CostRequest, message: string): CartItem {
  if (!sameCostRequest(cartItemCostRequest(item), request)) return item
  return { ...item, priced: false, price_error: message }
}
