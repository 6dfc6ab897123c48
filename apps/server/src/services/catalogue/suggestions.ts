import type { Database } from '@serendib/db/client'
import { preparedRows } from '@serendib/db/client'
import type { Suggestions } from '@serendib/domain/catalogue-api'
import { RequestLimit } from '@serendib/domain/site'
import { SEARCH_CONFIGS } from '@serendib/domain/i18n/content'
import type { TravellerLocale } from '@serendib/domain/i18n/locales'
import { TourType, type TourTypeCode } from '@serendib/domain/tour-types'
import { containsPattern, SUBSTRING_LOCALES } from './search-translations.ts'
import { searchLocations } from './site-content.ts'
import { correctSpelling, searchWords } from './spelling.ts'

type Db = Database['db']
type ActivitySuggestion = Suggestions['activities'][number]

/** "kandy tem" → 'kandy & tem:*': every word, the last one as a prefix (the user is typing it). */
function prefixQuery(words: string[]): string {
  return words.map((word, i) => (i === words.length - 1 ? `${word}:*` : word)).join(' & ')
}

/**
 * The tour-type condition, written into the statement: suggestions leave transport out unless
 * asked for (spec §1), like listings. On PGlite an array parameter (`= any($n)`) cost a third
 * more per call than literal values; the types are whole numbers 1–4 (at most 15 statements).
 */
function typesSql(tourTypes: number[] | undefined): { sql: string; key: string } {
  const asked = [...new Set(tourTypes ?? [])].filter((t) => Number.isInteger(t)).sort()
  if (asked.length === 0) return { sql: `tour_type <> ${TourType.transport}`, key: 'listed' }
  return { sql: `tour_type in (${asked.join(', ')})`, key: asked.join('_') }
}

/**
 * How many best sellers the first pass looks through. A word people type is usually common, so
 * its ten best-selling tours are near the top of the listing; a misspelt or rare one is not, and
 * walking the whole listing to learn that cost 100 ms at 100,000 tours (decision 018).
 */
const FIRST_PASS_ROWS = 1000

// $1: the tsquery text; $2: how many; $3: rows the first pass looks through. Both passes read
// the narrow activity_search (a walk of 1,000 wide activities rows that were not in memory took
// 34 ms); titles are read for the ten found. The second pass is gated by a one-time filter on
// the first pass's count: one statement, and it only runs when the first pass fell short.
const twoPassSql = (types: string) => `with first_pass as materialized (
    select w.id, w.sold from (
      select activity_id as id, sold, search_vector as v from activity_search
      where ${types} order by sold desc nulls last, activity_id limit $3
    ) w where w.v @@ to_tsquery('english', $1) order by w.sold desc nulls last, w.id limit $2
  ), all_matches as materialized (
    select activity_id as id, sold from activity_search
    where (select count(*) from first_pass) < $2 and ${types} and search_vector @@ to_tsquery('english', $1)
  )
  select a.id, a.title, a.tour_type, a.full_seo_url from (
    select id, sold from first_pass where (select count(*) from first_pass) >= $2
    union all select id, sold from all_matches
    order by sold desc nulls last, id limit $2
  ) f join activities a on a.id = f.id order by f.sold desc nulls last, f.id`

/** A listing no longer than the first pass is walked whole by the plain query anyway. */
const onePassSql = (types: string) => `select id, title, tour_type, full_seo_url from activities
  where status = 1 and ${types} and search_vector @@ to_tsquery('english', $1)
  order by sold desc nulls last, id limit $2`

const listingSizes = new WeakMap<Db, { small: boolean; checkedAt: number }>()

/**
 * Whether the listing fits in the first pass, looked up at most once a minute per process
 * (a bounded count). On the embedded demo catalogue the plain query is one cheap statement,
 * where the two-pass one costs PGlite twice the parsing and planning on the app's thread.
 */
async function smallListing(db: Db): Promise<boolean> {
  const known = listingSizes.get(db)
  if (known && Date.now() - known.checkedAt < 60_000) return known.small
  const [row] = await preparedRows<{ n: number }>(
    db,
    'listing_size',
    'select count(*)::int as n from (select 1 from activity_search limit $1) x',
    [FIRST_PASS_ROWS + 1],
  )
  const small = (row?.n ?? 0) <= FIRST_PASS_ROWS
  listingSizes.set(db, { small, checkedAt: Date.now() })
  return small
}

/** A suggestion's row as both queries select it. */
type SuggestionRow = { id: number; title: string; tour_type: number; full_seo_url: string }

const toSuggestion = (row: SuggestionRow): ActivitySuggestion => ({
  id: row.id,
  title: row.title,
  tour_type: row.tour_type as TourTypeCode,
  full_seo_url: row.full_seo_url,
})

/**
 * Best-selling tours matching `query`, in listing order. First a bounded walk of the listing
 * index: if it finds `limit` matches they are exactly the first ones (the walk is in order).
 * Otherwise the matches are few among best sellers, so the GIN index finds them all cheaply;
 * the materialised CTE keeps the planner from walking the whole listing for a rare word. Both
 * are named statements (planned once per connection on PostgreSQL).
 */
async function matching(
  db: Db,
  query: string,
  tourTypes: number[] | undefined,
  limit: number,
): Promise<ActivitySuggestion[]> {
  const types = typesSql(tourTypes)
  const rows = (await smallListing(db))
    ? await preparedRows<SuggestionRow>(db, `suggest_one_${types.key}`, onePassSql(types.sql), [query, limit])
    : await preparedRows<SuggestionRow>(db, `suggest_two_${types.key}`, twoPassSql(types.sql), [
        query,
        limit,
        FIRST_PASS_ROWS,
      ])
  return rows.map((row) => toSuggestion(row))
}

/**
 * Best-selling tours whose translation in `locale` matches: every word, the last as a prefix,
 * stemmed as the language stems; in Chinese and Japanese the keyword as a substring of the
 * title or overview (their words are not separated by spaces). Titles are the translations.
 */
async function translatedMatching(
  db: Db,
  keyword: string,
  locale: TravellerLocale,
  tourTypes: number[] | undefined,
  limit: number,
): Promise<ActivitySuggestion[]> {
  const types = typesSql(tourTypes)
  const substring = SUBSTRING_LOCALES.has(locale)
  const words = searchWords(keyword, locale)
  if (words.length === 0) return []
  const match = substring
    ? `(t.title || ' ' || t.overview) like $1`
    : `t.search_vector @@ to_tsquery($4::regconfig, $1)`
  const rows = await preparedRows<SuggestionRow>(
    db,
    `suggest_${substring ? 'substring' : 'translated'}_${types.key}`,
    `select a.id, t.title, a.tour_type, a.full_seo_url
     from activity_translations t
     join activity_search s on s.activity_id = t.activity_id
     join activities a on a.id = t.activity_id
     where t.locale = $3 and t.title <> '' and ${match} and s.${types.sql}
     order by s.sold desc nulls last, s.activity_id limit $2`,
    substring
      ? [containsPattern(keyword), limit, locale]
      : [prefixQuery(words), limit, locale, SEARCH_CONFIGS[locale]],
  )
  return rows.map((row) => ({ ...toSuggestion(row), content_locale: locale }))
}

/** The translated titles of these tours in `locale`, where they have one. */
async function translatedTitles(
  db: Db,
  ids: number[],
  locale: TravellerLocale,
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  const rows = await preparedRows<{ activity_id: number; title: string }>(
    db,
    'suggestion_titles',
    `select activity_id, title from activity_translations
     where locale = $1 and activity_id = any($2::int[]) and title <> ''`,
    [locale, `{${ids.join(',')}}`],
  )
  return new Map(rows.map((row) => [row.activity_id, row.title]))
}

/**
 * Suggestions on a page in another language: tours whose translation matches first, then those
 * the keyword finds in English (a German visitor types "Sigiriya" too), each titled in the
 * page's language where translated and marked 'en' where not.
 */
async function suggestInLanguage(
  db: Db,
  keyword: string,
  locale: TravellerLocale,
  tourTypes: number[] | undefined,
  limit: number,
): Promise<ActivitySuggestion[]> {
  const englishWords = searchWords(keyword)
  const [translated, english] = await Promise.all([
    translatedMatching(db, keyword, locale, tourTypes, limit),
    englishWords.length ? matching(db, prefixQuery(englishWords), tourTypes, limit) : [],
  ])
  const seen = new Set(translated.map((row) => row.id))
  const rest = english.filter((row) => !seen.has(row.id)).slice(0, limit - translated.length)
  const titles = await translatedTitles(
    db,
    rest.map((row) => row.id),
    locale,
  )
  return [
    ...translated,
    ...rest.map((row) => {
      const title = titles.get(row.id)
      return title ? { ...row, title, content_locale: locale } : { ...row, content_locale: 'en' }
    }),
  ]
}

/**
 * Keyword suggestions (spec §7 GET /api/search/get): best-selling tours matching every word,
 * the last as a prefix, through the full-text index; a mistyped keyword that finds nothing is
 * corrected against the search vocabulary ("sigirya" → "sigiriya") and tried once more. On a
 * page in another language (`locale`), its translations are searched first and its own words
 * correct a typo too ("Pottwahle" → "pottwale"), decision 080.
 */
export async function suggestActivities(
  db: Db,
  keyword: string,
  tourTypes: number[] | undefined,
  limit: number = RequestLimit.suggestions,
  locale: TravellerLocale = 'en',
): Promise<ActivitySuggestion[]> {
  if (locale !== 'en') {
    const found = await suggestInLanguage(db, keyword, locale, tourTypes, limit)
    if (found.length > 0) return found
    const corrected = await correctSpelling(db, keyword, locale)
    return corrected ? suggestInLanguage(db, corrected, locale, tourTypes, limit) : []
  }
  const words = searchWords(keyword)
  if (words.length === 0) return []
  const found = await matching(db, prefixQuery(words), tourTypes, limit)
  if (found.length > 0) return found
  const corrected = await correctSpelling(db, keyword)
  return corrected ? matching(db, prefixQuery(searchWords(corrected)), tourTypes, limit) : []
}

export async function suggest(
  db: Db,
  keyword: string,
  tourTypes: number[] | undefined,
  locale: TravellerLocale = 'en',
): Promise<Suggestions> {
  if (!keyword) return { locations: [], activities: [] }
  const [locations, found] = await Promise.all([
    searchLocations(db, keyword, 5),
    suggestActivities(db, keyword, tourTypes, RequestLimit.suggestions, locale),
  ])
  return { locations, activities: found }
}
