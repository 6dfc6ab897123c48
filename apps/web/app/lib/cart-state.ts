import {
  withStartTime,
  type CartActivity,
  type CartBooking,
  type CartItem,
  type CartTraveller,
} from '@serendib/domain/cart'
import { DEFAULT_PICKUP_TYPE, PICKUP_TYPES, type PickupType } from '@serendib/domain/checkout'
import { isIsoDate } from '@serendib/domain/dates'
import { MAX_CHECKOUT_ITEMS } from '@serendib/domain/checkout'
import { normaliseCount } from '@serendib/domain/travellers'
import { isRecord } from './stored-value'

const str = (value: unknown) => (typeof value === 'string' ? value : '')
const id = (value: unknown) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null

/** The booking's free-text fields, read the same way (one list keeps the home page's script small). */
const BOOKING_TEXTS = [
  'remarks',
  'hotel_name',
  'hotel_address',
  'flight_no',
  'flight_time',
  'other',
  'contact_firstname',
  'contact_lastname',
  'contact_email',
  'contact_phone',
] as const

/** These fields of `raw` as strings ('' when missing or not a string). */
const texts = <K extends string>(keys: readonly K[], raw: Record<string, unknown>) =>
  Object.fromEntries(keys.map((key) => [key, str(raw[key])])) as Record<K, string>

function parseTraveller(value: unknown, index: number): CartTraveller {
  return {
    ...texts(['firstname', 'lastname', 'email', 'phone'], isRecord(value) ? value : {}),
    lead_traveller: index === 0 ? 1 : 0,
  }
}

function parseActivity(raw: Record<string, unknown>, activityId: number): CartActivity {
  const points = Array.isArray(raw.pickup_locations) ? raw.pickup_locations : []
  return {
    id: activityId,
    ...texts(['name', 'duration', 'url'], raw),
    image: str(raw.image) || null,
    duration_value: typeof raw.duration_value === 'number' ? raw.duration_value : 1,
    duration_unit: raw.duration_unit === 1 || raw.duration_unit === 3 ? raw.duration_unit : 2,
    pickup_locations: points.filter(isRecord).flatMap((point) => {
      const pointId = id(point.id)
      return pointId
        ? [
            {
              id: pointId,
              location_name: str(point.location_name),
              pickup_time: str(point.pickup_time) || null,
              minutes_before_start:
                typeof point.minutes_before_start === 'number' ? point.minutes_before_start : null,
              airport: point.airport === true,
            },
          ]
        : []
    }),
    include_adults: raw.include_adults !== false,
    include_children: raw.include_children === true,
    include_infants: raw.include_infants === true,
    booking_cutoff_days: typeof raw.booking_cutoff_days === 'number' ? raw.booking_cutoff_days : 0,
  }
}

function parseItem(value: unknown): CartItem | null {
  if (!isRecord(value) || !isRecord(value.activity) || !isRecord(value.booking)) return null
  const activityId = id(value.activity.id)
  const locationId = id(value.location_id)
  const fromDate = str(value.from_date)
  const cents = value.amount_cents
  if (!activityId || !locationId || !isIsoDate(fromDate)) return null
  if (typeof cents !== 'number' || !Number.isSafeInteger(cents) || cents < 0) return null
  const b = value.booking
  // Tours with start times (issue 13): the chosen start survives a reload, or checkout refuses
  // (the server checks its form, as it checks every stored field).
  const startTime = withStartTime(str(value.start_time))
  // The option (decision 073) survives a reload too; its label is only what the last estimate said.
  const optionId = id(value.option_id)
  const option = optionId ? { option_id: optionId } : {}
  const optionLabel = optionId && str(value.option_label) ? { option_label: str(value.option_label) } : {}
  const adults = normaliseCount(value.adults)
  const children = normaliseCount(value.children)
  const infants = normaliseCount(value.infants)
  const travellers = (Array.isArray(b.travellers) ? b.travellers : []).map(parseTraveller)
  const pickup = (PICKUP_TYPES as readonly unknown[]).includes(b.pickup_location)
    ? (b.pickup_location as PickupType)
    : DEFAULT_PICKUP_TYPE
  const booking: CartBooking = {
    start_date: fromDate,
    activity_id: activityId,
    num_adults: adults,
    num_children: children,
    num_infants: infants,
    booking_amount: cents / 100,
    pickup_location: pickup,
    location_id: locationId,
    ...texts(BOOKING_TEXTS, b),
    travellers: travellers.length > 0 ? travellers : [parseTraveller(null, 0)],
    ...startTime,
    ...option,
  }
  return {
    user_id: id(value.user_id),
    from_date: fromDate,
    amount: cents / 100,
    amount_cents: cents,
    ...(Number.isSafeInteger(value.list_amount_cents) && (value.list_amount_cents as number) > cents
      ? { list_amount_cents: value.list_amount_cents as number }
      : {}),
    location_id: locationId,
    adults,
    children,
    infants,
    activity: parseActivity(value.activity, activityId),
    bookNow: value.bookNow === true,
    booking,
    priced: value.priced !== false,
    price_error: str(value.price_error) || null,
    ...startTime,
    ...planOf(value.plan, cents),
    ...option,
    ...optionLabel,
  }
}

/** A stored plan kept only when it adds up (decision 075); the server decides again at checkout. */
function planOf(raw: unknown, cents: number): { plan?: CartItem['plan'] } {
  if (typeof raw !== 'object' || raw === null) return {}
  const p = raw as Record<string, unknown>
  const today = p.pay_today_cents
  const balance = p.balance_cents
  const due = p.balance_due_date
  if (!Number.isSafeInteger(today) || !Number.isSafeInteger(balance) || typeof due !== 'string') return {}
  if ((today as number) < 0 || (balance as number) <= 0 || (today as number) + (balance as number) !== cents)
    return {}
  if (!/^\d{4}-\d{2}-\d{2}$/.test(due)) return {}
  return {
    plan: { pay_today_cents: today as number, balance_cents: balance as number, balance_due_date: due },
  }
}

/**
 * The stored cart, without what does not look like a cart item (another version of the site,
 * a hand edit): a damaged entry must not take the cart or checkout page down.
 */
export function parseCart(raw: unknown): CartItem[] {
  if (!Array.isArray(raw)) return []
  return raw
    .map(parseItem)
    .filter((item): item is CartItem => item !== null)
    .slice(0, MAX_CHECKOUT_ITEMS)
}
