import type { SearchSort } from '@serendib/domain/api/catalogue'
import type { GuideLanguage } from '@serendib/domain/i18n/content'
import { isLocale, isTravellerLocale, splitLocale, type Locale } from '@serendib/domain/i18n/locales'
import { isIsoDate, parseDisplayDate, todayInColombo } from '@serendib/domain/dates'
import { DURATION_SLIDER_DAYS } from '@serendib/domain/duration'
import { PRICE_SLIDER_USD } from '@serendib/domain/site'
import { TourType } from '@serendib/domain/tour-types'

/**
 * Tour types a search can show. Transport has its own tab (issue 30: type=4 with from, to, date
 * and passengers); every other list leaves transfers out, as spec §1 does.
 */
export type SearchTourType =
  typeof TourType.round | typeof TourType.day | typeof TourType.activity | typeof TourType.transport
/** What is wrong with the typed date: not a real day (31/02/2026), or a day already gone. */
export type DateProblem = 'format' | 'past'
export type ResultsView = 'grid' | 'list'

/**
 * The /search URL query of spec §2, validated. Every field has a "no filter" value (empty,
 * null, false) so a garbled URL degrades to a wider search instead of an error.
 */
export interface SearchQuery {
  key: string
  locations: number[]
  categories: number[]
  /** yyyy-MM-dd: only tours bookable that day; carried on to the tour's booking panel. */
  date: string | null
  /** The date as typed when it could not be used (then `date` is null), and why. */
  dateText: string
  dateProblem: DateProblem | null
  /** An asked-for order; null keeps the default (relevance, else best sellers). */
  sort: SearchSort | null
  /** Transfers only: where from and where to (words), and how many travel. */
  from: string
  to: string
  passengers: number | null
  view: ResultsView
  type: SearchTourType | null
  /** Whole days within DURATION_SLIDER_DAYS; the slider's ends mean "no limit". */
  durationMin: number | null
  durationMax: number | null
  /** Whole USD within PRICE_SLIDER_USD; the slider's ends mean "no limit" (spec §5 default 10000). */
  priceMin: number | null
  priceMax: number | null
  deals: boolean
  featured: boolean
  /** Only tours whose guides speak this language ("Guide in German", decision 076). */
  guide: GuideLanguage | null
  page: number
}

/** Everything a visitor narrows the results with, unset; tour type, date and view are not filters. */
export const NO_FILTERS = {
  key: '',
  locations: [],
  categories: [],
  durationMin: null,
  durationMax: null,
  priceMin: null,
  priceMax: null,
  deals: false,
  featured: false,
  guide: null,
  from: '',
  to: '',
  passengers: null,
  page: 1,
} satisfies Partial<SearchQuery>

export const DEFAULT_QUERY: SearchQuery = {
  ...NO_FILTERS,
  date: null,
  dateText: '',
  dateProblem: null,
  sort: null,
  view: 'grid',
  type: null,
}

/** Sort choices in the order the menu lists them; the empty value is today's default order. */
export const SORT_LABELS: Record<SearchSort, string> = {
  popularity: 'Most popular',
  rating: 'Best rated',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  duration: 'Shortest first',
}
export const MAX_PASSENGERS = 12

/** The API caps the keyword at 200 characters and id lists at 500 characters. */
const MAX_KEY_LENGTH = 200
const MAX_IDS = 30
const MAX_PAGE = 100_000
export const PRICE_STEP_USD = 10

/** Paths of the three search routes; /round-tours and /day-tours fix the tour type (spec §2). */
export const SEARCH_PATHS = { all: '/search', round: '/round-tours', day: '/day-tours' } as const

/** The tour type a search path fixes, or null for /search. A trailing slash and a language are tolerated. */
export function fixedTypeForPath(pathname: string): SearchTourType | null {
  const path = splitLocale(pathname).path.replace(/\/+$/, '')
  if (path === SEARCH_PATHS.round) return TourType.round
  if (path === SEARCH_PATHS.day) return TourType.day
  return null
}

/** Spec §2 names three titles; type 3 (activities) has none there, so it reads "Activities". */
const TYPE_TITLES: Record<SearchTourType, string> = {
  [TourType.round]: 'Round Tours',
  [TourType.day]: 'Day Tours',
  [TourType.activity]: 'Activities',
  [TourType.transport]: 'Transfers',
}

/** 'All Tours' without a tour type, else the type's listing title. */
export function searchTypeTitle(type: SearchTourType | null): string {
  return type === null ? 'All Tours' : TYPE_TITLES[type]
}

function pathForType(type: SearchTourType | null): string {
  if (type === TourType.round) return SEARCH_PATHS.round
  if (type === TourType.day) return SEARCH_PATHS.day
  return SEARCH_PATHS.all
}

function wholeNumber(raw: string | null): number | null {
  if (raw === null || !/^\s*\d{1,9}(\.\d+)?\s*$/.test(raw)) return null
  return Math.round(Number(raw))
}

/** Accepts "3,5" as well as repeated params (a no-JS checkbox form sends location=3&location=5). */
function idList(params: URLSearchParams, name: string): number[] {
  const ids = params
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((part) => part.trim())
    .filter((part) => /^\d{1,9}$/.test(part))
    .map(Number)
    .filter((id) => id > 0)
  return [...new Set(ids)].slice(0, MAX_IDS)
}

const isOn = (raw: string | null) => raw === '1' || raw === 'true' || raw === 'on'

/**
 * A pair of slider values: out-of-range values are clamped, a reversed pair is swapped, and a
 * value at the slider's end becomes null so the default URL and the untouched slider agree.
 */
function sliderRange(
  rawMin: string | null,
  rawMax: string | null,
  bounds: { min: number; max: number },
  step = 1,
): [number | null, number | null] {
  const clamp = (value: number | null) =>
    value === null ? null : Math.min(bounds.max, Math.max(bounds.min, Math.round(value / step) * step))
  let low = clamp(wholeNumber(rawMin))
  let high = clamp(wholeNumber(rawMax))
  if (low !== null && high !== null && low > high) [low, high] = [high, low]
  return [low === bounds.min ? null : low, high === bounds.max ? null : high]
}

/**
 * Reads the query of spec §2 leniently: unknown or malformed values are dropped, never thrown.
 * `fixedType` is the type a path like /day-tours imposes; it wins over `type`.
 */
export function parseSearchQuery(
  params: URLSearchParams,
  fixedType: SearchTourType | null,
  today: string = todayInColombo(),
): SearchQuery {
  const rawType = wholeNumber(params.get('type'))
  const parsedType =
    rawType === TourType.round ||
    rawType === TourType.day ||
    rawType === TourType.activity ||
    rawType === TourType.transport
      ? rawType
      : null
  const [durationMin, durationMax] = sliderRange(
    params.get('duration_min'),
    params.get('duration_max'),
    DURATION_SLIDER_DAYS,
  )
  const [priceMin, priceMax] = sliderRange(
    params.get('price_min'),
    params.get('price_max'),
    PRICE_SLIDER_USD,
    PRICE_STEP_USD,
  )
  const rawDate = (params.get('date') ?? '').trim().slice(0, 20)
  const { date, problem } = readDate(rawDate, today)
  const page = wholeNumber(params.get('page'))
  const rawSort = params.get('sort') ?? ''
  const transfers = (fixedType ?? parsedType) === TourType.transport
  const words = (name: string) =>
    transfers ? (params.get(name) ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_PLACE_LENGTH) : ''
  const passengers = transfers ? wholeNumber(params.get('passengers')) : null
  return {
    key: (params.get('key') ?? params.get('keyword') ?? '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, MAX_KEY_LENGTH),
    locations: idList(params, 'location'),
    categories: idList(params, 'category'),
    date,
    dateText: problem ? rawDate : '',
    dateProblem: problem,
    sort: Object.hasOwn(SORT_LABELS, rawSort) ? (rawSort as SearchSort) : null,
    from: words('from'),
    to: words('to'),
    passengers: passengers !== null && passengers >= 1 ? Math.min(passengers, MAX_PASSENGERS) : null,
    view: params.get('view') === 'list' ? 'list' : 'grid',
    type: fixedType ?? parsedType,
    durationMin,
    durationMax,
    priceMin,
    priceMax,
    deals: isOn(params.get('deals')),
    featured: isOn(params.get('featured')),
    // Guide languages are the languages Serendib speaks (domain/i18n/content.ts GUIDE_LANGUAGES).
    guide: isLocale(params.get('guide') ?? '') ? (params.get('guide') as GuideLanguage) : null,
    page: page !== null && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  }
}

const MAX_PLACE_LENGTH = 100

/**
 * The date as the URL or the form gives it: yyyy-MM-dd, or dd/MM/yyyy as typed (the home search
 * bar and the search page's field send it so without JavaScript). Something that is no real day
 * (31/02/2026) is a 'format' problem, a day before today (Asia/Colombo) a 'past' one.
 */
export function readDate(raw: string, today: string): { date: string | null; problem: DateProblem | null } {
  if (raw === '') return { date: null, problem: null }
  const date = isIsoDate(raw) ? raw : parseDisplayDate(raw)
  if (date === null) return { date: null, problem: 'format' }
  if (date < today) return { date: null, problem: 'past' }
  return { date, problem: null }
}

/** Query-string pairs in one fixed order, defaults left out, so equal searches share one URL. */
function queryPairs(query: SearchQuery, { presentation }: { presentation: boolean }): [string, string][] {
  const pairs: [string, string][] = []
  const add = (name: string, value: string | number | null | false) => {
    if (value !== null && value !== false && value !== '') pairs.push([name, String(value)])
  }
  add('key', query.key)
  add('location', query.locations.join(','))
  // A date narrows the results but makes no page of its own; one that could not be used stays
  // as typed, to be corrected.
  if (presentation) add('date', query.date ?? query.dateText)
  // /round-tours and /day-tours carry the type in the path.
  add('type', query.type === TourType.activity || query.type === TourType.transport ? query.type : null)
  add('from', query.from)
  add('to', query.to)
  add('passengers', query.passengers)
  add('duration_min', query.durationMin)
  add('duration_max', query.durationMax)
  add('price_min', query.priceMin)
  add('price_max', query.priceMax)
  add('category', query.categories.join(','))
  add('deals', query.deals && 1)
  add('featured', query.featured && 1)
  add('guide', query.guide)
  add('sort', query.sort)
  if (presentation) add('view', query.view === 'grid' ? null : query.view)
  add('page', query.page > 1 ? query.page : null)
  return pairs
}

function toHref(path: string, pairs: [string, string][]): string {
  const search = new URLSearchParams(pairs).toString()
  // Commas in id lists read better unescaped and are valid in a query string.
  return search ? `${path}?${search.replace(/%2C/gi, ',')}` : path
}

/** The URL of a search; the tour type picks the path (/round-tours, /day-tours or /search). */
export function searchHref(query: SearchQuery): string {
  return toHref(pathForType(query.type), queryPairs(query, { presentation: true }))
}

/**
 * The URL after a filter change. Any change but a page change starts again at page 1, since
 * page 7 of the old results means nothing for the new ones.
 */
export function changedSearchHref(query: SearchQuery, changes: Partial<SearchQuery>): string {
  return searchHref({ ...query, page: 1, ...changes })
}

/** Canonical path and query: the tours of the search, without the view and the day. */
export function canonicalSearchHref(query: SearchQuery): string {
  return toHref(pathForType(query.type), queryPairs(query, { presentation: false }))
}

export function toggleId(ids: number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]
}

/**
 * Parameters of GET /api/search (spec §7) for this search; `limit` asks for a plain list, a
 * language other than English for the cards' text and the keyword in that language (decision 076).
 */
export function apiSearchParams(query: SearchQuery, limit?: number, locale: Locale = 'en'): string {
  const params = new URLSearchParams()
  const set = (name: string, value: string | number | null) => {
    if (value !== null && value !== '') params.set(name, String(value))
  }
  set('keyword', query.key)
  set('location', query.locations.join(','))
  set('category', query.categories.join(','))
  set('tour_type', query.type)
  set('duration_min', query.durationMin)
  set('duration_max', query.durationMax)
  set('price_min', query.priceMin)
  set('price_max', query.priceMax)
  set('date', query.date)
  set('sort', query.sort)
  if (query.type === TourType.transport) {
    set('from', query.from)
    set('to', query.to)
    set('passengers', query.passengers)
  }
  if (query.deals) params.set('deals', '1')
  if (query.featured) params.set('featured', '1')
  set('guide_lang', query.guide)
  if (locale !== 'en' && isTravellerLocale(locale)) params.set('lang', locale)
  if (limit) set('limit', limit)
  else set('page', query.page > 1 ? query.page : null)
  return params.toString()
}

/** How many filters narrow the results (keyword and tour type aside): the phone's "Filters (n)". */
export function activeFilterCount(query: SearchQuery): number {
  return (
    query.locations.length +
    query.categories.length +
    (query.durationMin !== null || query.durationMax !== null ? 1 : 0) +
    (query.priceMin !== null || query.priceMax !== null ? 1 : 0) +
    (query.deals ? 1 : 0) +
    (query.featured ? 1 : 0) +
    (query.guide ? 1 : 0)
  )
}

/** No keyword and no filter: the plain catalogue, where /search shows its carousels (spec §2). */
export function isPlainSearch(query: SearchQuery): boolean {
  return (
    query.key === '' &&
    query.type === null &&
    query.date === null &&
    query.sort === null &&
    activeFilterCount(query) === 0
  )
}

/**
 * Pages worth a search engine's index: a tour type with at most one place and one category, or
 * a keyword on its own. Slider values, multi-value lists and keywords with filters multiply
 * without end, so those pages are left out (noindex, follow).
 */
export function isIndexableSearch(query: SearchQuery): boolean {
  const sliders =
    query.durationMin !== null ||
    query.durationMax !== null ||
    query.priceMin !== null ||
    query.priceMax !== null
  if (sliders || query.locations.length > 1 || query.categories.length > 1) return false
  if (query.date || query.sort || query.from || query.to || query.passengers) return false
  return query.key === '' || activeFilterCount(query) === 0
}
