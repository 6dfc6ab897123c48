import type { SearchQuery } from '@serendib/domain/api/catalogue'
import { dollarsToCents } from '@serendib/domain/money'
import type { SearchFilters } from './search-activities.ts'

function ids(list: string | undefined): number[] | undefined {
  if (!list?.trim()) return undefined
  return [...new Set(list.split(',').map((part) => Number(part.trim())))]
}

const isOn = (value: string | undefined) => value === '1' || value === 'true'
const cents = (dollars: number | undefined) =>
  dollars === undefined ? undefined : (dollarsToCents(dollars) ?? undefined)

/** GET /api/search's query (spec §7) as the search's filters; `key` is an alias of `keyword`. */
export function toSearchFilters(query: SearchQuery): SearchFilters {
  return {
    keyword: (query.keyword ?? query.key)?.slice(0, 200),
    locationIds: ids(query.location),
    categoryIds: ids(query.category),
    tourType: query.tour_type,
    durationMinDays: query.duration_min,
    durationMaxDays: query.duration_max,
    priceMinCents: cents(query.price_min),
    priceMaxCents: cents(query.price_max),
    deals: isOn(query.deals),
    featured: isOn(query.featured),
  }
}
