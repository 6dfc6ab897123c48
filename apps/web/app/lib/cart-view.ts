import type { CartItem } from '@serendib/domain/cart'

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** "2 Adults, 1 Child": the counts that are not zero, as the cart and checkout show them. */
export function travellerSummary(counts: Pick<CartItem, 'adults' | 'children' | 'infants'>): string {
  const parts = [
    counts.adults > 0 ? plural(counts.adults, 'Adult', 'Adults') : null,
    counts.children > 0 ? plural(counts.children, 'Child', 'Children') : null,
    counts.infants > 0 ? plural(counts.infants, 'Infant', 'Infants') : null,
  ].filter(Boolean)
  return parts.length > 0 ? parts.join(', ') : 'No travellers'
}

/** The chosen pick-up point's name with its time, as the booking panel lists it. */
export function pickupName(item: Pick<CartItem, 'activity' | 'location_id'>): string {
  const place = item.activity.pickup_locations.find((point) => point.id === item.location_id)
  if (!place) return 'Pick-up location not found'
  return place.pickup_time ? `${place.location_name} (${place.pickup_time})` : place.location_name
}
