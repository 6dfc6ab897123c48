import type { SearchQuery } from '@serendib/domain/api/catalogue'
import { todayInColombo } from '@serendib/domain/dates'
import { BadRequestError } from '@serendib/domain/errors'
import { Messages } from '@serendib/domain/messages'
import { dollarsToCents } from '@serendib/domain/money'
import { TourType } from '@serendib/domain/tour-types'
import type { SearchFilters } from './search-activities.ts'

function ids(list: string | undefined): number[] | undefined {
  if (!list?.trim()) return undefined
  return [...new Set(list.split(',').map((part) => Number(part.trim())))]
}

const isOn = (value: string | undefined) => value === '1' || value === 'true'
const cents = (dollars: number | undefined) =>
  dollars === undefined ? undefined : (dollarsToCents(dollars) ?? undefined)

/**
 * A transfer's "from" and "to" are words of its title and places ("airport", "ella"): they join
 * the keyword, so the full-text index answers them like any keyword.
 */
function keywordOf(query: SearchQuery): string | undefined {
  const words = [query.keyword ?? query.key]
  if (query.tour_type === TourType.transport) words.push(query.from, query.to)
  const keyword = words
    .map((word) => word?.trim())
    .filter(Boolean)
    .join(' ')
  return keyword ? keyword.slice(0, 200) : (query.keyword ?? query.key)?.slice(0, 200)
}

/**
 * GET /api/search's query (spec §7) as the search's filters; `key` is an alias of `keyword`.
 * A date before today (Asia/Colombo) is refused: nothing can be booked on it.
 */
export function toSearchFilters(query: SearchQuery, now: Date = new Date()): SearchFilters {
  const date = query.date || undefined
  if (date && date < todayInColombo(now)) throw new BadRequestError(Messages.searchDatePast)
  return {
    keyword: keywordOf(query),
    locationIds: ids(query.location),
    categoryIds: ids(query.category),
    tourType: query.tour_type,
    durationMinDays: query.duration_min,
    durationMaxDays: query.duration_max,
    priceMinCents: cents(query.price_min),
    priceMaxCents: cents(query.price_max),
    deals: isOn(query.deals),
    featured: isOn(query.featured),
    ...(date ? { date: { day: date, pax: query.passengers ?? 1, now } } : {}),
    ...(query.sort ? { sort: query.sort } : {}),
    ...(query.guide_lang ? { guideLanguage: query.guide_lang } : {}),
    ...(query.lang && query.lang !== 'en' ? { locale: query.lang } : {}),
  }
}
