import type { CartActivity, CartBooking, CartItem, CartTraveller } from '@serendib/domain/cart'
import { DEFAULT_PICKUP_TYPE, PICKUP_TYPES, type PickupType } from '@serendib/domain/checkout'
import { isIsoDate } from '@serendib/domain/dates'
import { MAX_CHECKOUT_ITEMS } from '@serendib/domain/checkout'
import { normaliseCount } from '@serendib/domain/travellers'
import { isRecord } from './stored-value'

const str = (value: unknown) => (typeof value === 'string' ? value : '')
const id = (value: unknown) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null

function parseTraveller(value: unknown, index: number): CartTraveller {
  const raw = isRecord(value) ? value : {}
  return {
    firstname: str(raw.firstname),
    lastname: str(raw.lastname),
    email: str(raw.email),
    phone: str(raw.phone),
    lead_traveller: index === 0 ? 1 : 0,
  }
}

function parseActivity(raw: Record<string, unknown>, activityId: number): CartActivity {
  const points = Array.isArray(raw.pickup_locations) ? raw.pickup_locations : []
  return {
    id: activityId,
    name: str(raw.name),
    image: typeof raw.image === 'string' ? raw.image : null,
    duration: str(raw.duration),
    duration_value: typeof raw.duration_value === 'number' ? raw.duration_value : 1,
    duration_unit: raw.duration_unit === 1 || raw.duration_unit === 3 ? raw.duration_unit : 2,
    pickup_locations: points.filter(isRecord).flatMap((point) => {
      const pointId = id(point.id)
      return pointId
        ? [
            {
              id: pointId,
              location_name: str(point.location_name),
              pickup_time: typeof point.pickup_time === 'string' ? point.pickup_time : null,
              airport: point.airport === true,
            },
          ]
        : []
    }),
    url: str(raw.url),
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
    remarks: str(b.remarks),
    booking_amount: cents / 100,
    pickup_location: pickup,
    location_id: locationId,
    hotel_name: str(b.hotel_name),
    hotel_address: str(b.hotel_address),
    flight_no: str(b.flight_no),
    flight_time: str(b.flight_time),
    other: str(b.other),
    contact_firstname: str(b.contact_firstname),
    contact_lastname: str(b.contact_lastname),
    contact_email: str(b.contact_email),
    contact_phone: str(b.contact_phone),
    travellers: travellers.length > 0 ? travellers : [parseTraveller(null, 0)],
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
    price_error: typeof value.price_error === 'string' && value.price_error ? value.price_error : null,
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
