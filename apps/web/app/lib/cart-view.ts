import type { Translator } from './i18n'
import type { CartItem } from '@serendib/domain/cart'
import { pickupPointLabel, pickupTimeFor } from '@serendib/domain/pickup-times'

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

/**
 * The counts in the page's language (decision 077): English keeps "2 Adults, 1 Child", other
 * languages use the catalogue's plurals ("2 взрослых, 1 ребёнок").
 */
export function travellerSummaryIn(
  counts: Pick<CartItem, 'adults' | 'children' | 'infants'>,
  { t, locale }: Pick<Translator, 't' | 'locale'>,
): string {
  if (locale === 'en') return travellerSummary(counts)
  const parts = [
    counts.adults > 0 ? t('travellers.adults', { count: counts.adults }) : null,
    counts.children > 0 ? t('travellers.children', { count: counts.children }) : null,
    counts.infants > 0 ? t('travellers.infants', { count: counts.infants }) : null,
  ].filter(Boolean)
  return parts.length > 0 ? parts.join(', ') : t('cart.noTravellers')
}

/** The chosen pick-up point's name with its time for the item's start, as the booking panel lists it. */
export function pickupName(item: Pick<CartItem, 'activity' | 'location_id' | 'start_time'>): string {
  const place = item.activity.pickup_locations.find((point) => point.id === item.location_id)
  if (!place) return 'Pick-up location not found'
  return pickupPointLabel(place, item.start_time)
}

/** "HH:mm" the item's travellers are collected (decision 058), or null while not known. */
export function pickupTimeOf(item: Pick<CartItem, 'activity' | 'location_id' | 'start_time'>): string | null {
  const place = item.activity.pickup_locations.find((point) => point.id === item.location_id)
  return place ? pickupTimeFor(place, item.start_time) : null
}
