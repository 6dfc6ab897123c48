import { and, eq, gte, inArray, isNotNull, lte, ne, sql, type SQL } from 'drizzle-orm'
import type { Database } from '@serendib/db/client'
import { queryRows } from '@serendib/db/client'
import { activityCategories, activityLocations } from '@serendib/db/schema/activity-details'
import { dealSubscriptions, deals } from '@serendib/db/schema/deals'
import { activities } from '@serendib/db/schema/activities'
import { activitySearch as s } from '@serendib/db/schema/search'
import type { GuideLanguage } from '@serendib/domain/i18n/content'
import type { TravellerLocale } from '@serendib/domain/i18n/locales'
import type { SearchSort } from '@serendib/domain/api/catalogue'
import type { ActivityCard, Paginated } from '@serendib/domain/catalogue-api'
import { todayInColombo } from '@serendib/domain/dates'
import { SEARCH_PAGE_SIZE, SEARCH_TOTAL_CAP } from '@serendib/domain/site'
import { TourType } from '@serendib/domain/tour-types'
import { bookableOnDaySql, type BookableDay } from '../availability/bookable-on-day.ts'
import { loadActivityCards } from './activity-cards.ts'
import { postingsFirst, postingsOf, postingsPage, singleLexeme } from './search-postings.ts'
import { countCap, type CountedIds } from './search-total.ts'
import {
  matchesTranslations,
  translatedKeywordSource,
  translationMatchesSource,
} from './search-translations.ts'
import { correctSpelling } from './spelling.ts'

type Db = Database['db']

export interface SearchFilters {
  keyword?: string
  locationIds?: number[]
  categoryIds?: number[]
  tourType?: number
  /** Inclusive, in days (spec §5 slider); compared in minutes so hours are not days. */
  durationMinDays?: number
  durationMaxDays?: number
  /** Inclusive, in cents. */
  priceMinCents?: number
  priceMaxCents?: number
  deals?: boolean
  featured?: boolean
  /** Only tours a party can book on this day (the booking panel's rules, bookable-on-day.ts). */
  date?: BookableDay
  /** An explicit order; without it, relevance for a keyword, else best sellers first. */
  sort?: SearchSort
  /** Only tours whose guides speak this language. */
  guideLanguage?: GuideLanguage
  /**
   * The page's language: a keyword is also searched in its translations, with that language's
   * stemming (decision 076). English (or none) searches as before.
   */
  locale?: TravellerLocale
}

const MINUTES_PER_DAY = 24 * 60

interface FilterOptions {
  /**
   * 'links' when the rows filtered are not activity_search's own (a word's postings, which do
   * not carry category_ids): the tour's id is looked up in activity_categories instead.
   */
  categoriesBy?: 'column' | 'links'
}

/**
 * Listings read activity_search (decision 018): one narrow row per active tour, so "active" is
 * implied; a tour without rates has no price and is not listed, as when listings joined
 * activity_prices.
 */
function filterConditions(filters: SearchFilters, { categoriesBy = 'column' }: FilterOptions = {}): SQL[] {
  const where: SQL[] = [isNotNull(s.priceCents)]
  // Spec §1: transport appears only in favourites, so listings leave it out unless asked for.
  where.push(filters.tourType ? eq(s.tourType, filters.tourType) : ne(s.tourType, TourType.transport))
  if (filters.featured) where.push(eq(s.featured, true))
  // A tour shorter than a day counts as within "1 day" on the days slider.
  if (filters.durationMinDays !== undefined && filters.durationMinDays > 1) {
    where.push(gte(s.durationMinutes, filters.durationMinDays * MINUTES_PER_DAY))
  }
  if (filters.durationMaxDays !== undefined) {
    where.push(lte(s.durationMinutes, filters.durationMaxDays * MINUTES_PER_DAY))
  }
  if (filters.priceMinCents !== undefined) where.push(gte(s.priceCents, filters.priceMinCents))
  if (filters.priceMaxCents !== undefined) where.push(lte(s.priceCents, filters.priceMaxCents))
  if (filters.categoryIds?.length && categoriesBy === 'column') {
    // activity_search.category_ids (decision 055): in the listing index, and in a GIN index of
    // listed tours only, so a category that lists nothing (transfers) costs nothing to ask.
    where.push(sql`${s.categoryIds} && ${`{${filters.categoryIds.join(',')}}`}::int[]`)
  } else if (filters.categoryIds?.length) {
    where.push(
      inArray(
        s.activityId,
        sql`(select ${activityCategories.activityId} from ${activityCategories} where ${inArray(activityCategories.categoryId, filters.categoryIds)})`,
      ),
    )
  }
  if (filters.locationIds?.length) {
    where.push(
      inArray(
        s.activityId,
        sql`(select ${activityLocations.activityId} from ${activityLocations} where ${inArray(activityLocations.locationId, filters.locationIds)})`,
      ),
    )
  }
  if (filters.deals) {
    const today = todayInColombo()
    // Tours on a deal are few: listed once (an init plan), they are looked up by id, where a
    // correlated EXISTS was planned as a merge join that could walk a whole word's postings.
    where.push(
      sql`${s.activityId} = any(array(
            select ${dealSubscriptions.activityId} from ${dealSubscriptions}
            join ${deals} on ${deals.id} = ${dealSubscriptions.dealId}
            where ${deals.active} and ${deals.startsOn} <= ${today} and ${deals.endsOn} >= ${today}))`,
    )
  }
  if (filters.guideLanguage) {
    // A set, like deals: the language's active tours listed once through the GIN index of
    // activities.guide_languages, then looked up by id.
    where.push(
      sql`${s.activityId} = any(array(
            select ${activities.id} from ${activities}
            where ${activities.guideLanguages} @> array[${filters.guideLanguage}]::text[]))`,
    )
  }
  if (filters.date) where.push(bookableOnDaySql(s.activityId, filters.date))
  return where
}

/**
 * Keyword match: one full-text query over title (weight A), overview (B) and the names of the
 * tour's categories and places (C), answered by the GIN index on activity_search.
 */
function keywordCondition(keyword: string): { where: SQL; rank: SQL } {
  const query = sql`websearch_to_tsquery('english', ${keyword})`
  return {
    where: sql`${s.searchVector} @@ ${query}`,
    rank: sql`ts_rank(${s.searchVector}, ${query})`,
  }
}

/** Best sellers first, then id; NULLS LAST matches activity_search_listing_idx. */
const LISTING_ORDER = sql`${s.sold} desc nulls last, ${s.activityId}`

/**
 * The ORDER BY of an asked-for sort, ties broken by the listing order. Rating is the tour's
 * average (activities.average_rating, by primary key for the rows sorted); tours without a
 * rating come last.
 */
function sortOrder(sort: SearchSort): SQL {
  switch (sort) {
    case 'price_asc':
      return sql`${s.priceCents} asc, ${LISTING_ORDER}`
    case 'price_desc':
      return sql`${s.priceCents} desc, ${LISTING_ORDER}`
    case 'rating':
      return sql`(select a.average_rating from activities a where a.id = ${s.activityId}) desc nulls last, ${LISTING_ORDER}`
    case 'popularity':
      return LISTING_ORDER
    case 'duration':
      return sql`${s.durationMinutes} asc, ${LISTING_ORDER}`
  }
}

/**
 * A sorted page: the matches are gathered (any of them may sort first), counted and the page
 * picked by a bounded top-N sort over the narrow rows (activity_search, or a one-word keyword's
 * postings under its name). The total is reported up to the cap like every search's.
 */
async function sortedPage(
  db: Db,
  source: SQL,
  where: SQL | undefined,
  sort: SearchSort,
  { limit, offset }: { limit: number; offset: number },
): Promise<CountedIds> {
  const rows = await queryRows<{ id: number | null; total: number }>(
    db,
    sql`with m as materialized (
          select ${s.activityId} as activity_id, ${s.priceCents} as price_cents, ${s.sold} as sold,
                 ${s.durationMinutes} as duration_minutes
          from ${source} where ${where}
        )
        select page.id, counted.total from (select count(*)::int as total from m) as counted
        left join lateral (
          select ${s.activityId} as id from m as ${s} order by ${sortOrder(sort)} limit ${limit} offset ${offset}
        ) as page on true`,
  )
  return {
    ids: rows.flatMap((row) => (row.id === null ? [] : [row.id])),
    total: Number(rows[0]?.total ?? 0),
  }
}

/** How many best sellers the first pass of a listing looks through (see listingIds). */
const FIRST_PASS_ROWS = 2000

/**
 * Ids of matching tours in listing order, exactly. The planner walks the listing index until it
 * has enough matches, which for a filter that matches nothing among listed tours (a transport
 * category: transport is not listed) walks all 100,000 rows. So the first pass examines only
 * the first FIRST_PASS_ROWS best sellers (index-only: the column filters are in the index key;
 * the derived table takes the table's name so the same conditions apply to it); if it finds
 * enough, they are the answer, since the walk is in order. Otherwise the matches are sparse and
 * are all gathered through their own indexes, then sorted (decision 018); a category's through
 * the GIN index of listed tours' categories, empty for one that lists nothing (decision 055).
 */
async function listingIds(
  db: Db,
  filters: SearchFilters,
  { limit, offset = 0 }: { limit: number; offset?: number },
): Promise<number[]> {
  const where = and(...filterConditions(filters))
  // category_ids is not in the listing index (there the planner would prefer walking it whole
  // to the GIN index of listed tours' categories), so only a category filter reads it.
  const withCategories = Boolean(filters.categoryIds?.length)
  const wanted = offset + limit
  // One statement (PGlite pays per statement): the second pass is gated by a one-time filter on
  // the first pass's count, so it only runs when the first pass fell short.
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with first_pass as materialized (
          select ${s.activityId} as id, ${s.sold} as sold from (
            select ${s.activityId}, ${s.sold}, ${s.tourType}, ${s.priceCents}, ${s.durationMinutes}, ${s.featured}
              ${withCategories ? sql`, ${s.categoryIds}` : sql``}
            from ${s} order by ${LISTING_ORDER} limit ${FIRST_PASS_ROWS}
          ) as ${s} where ${where} order by ${LISTING_ORDER} limit ${wanted}
        ), all_matches as materialized (
          select ${s.activityId} as id, ${s.sold} as sold from ${s}
          where (select count(*) from first_pass) < ${wanted} and ${where}
        )
        select id from (
          select id, sold from first_pass where (select count(*) from first_pass) >= ${wanted}
          union all select id, sold from all_matches
        ) x order by sold desc nulls last, id limit ${limit} offset ${offset}`,
  )
  return rows.map((row) => row.id)
}

/** Whether a filter keeps tours in a set (categories, places, deals) rather than by a column. */
function narrowedBySet(filters: SearchFilters): boolean {
  return Boolean(
    filters.categoryIds?.length || filters.locationIds?.length || filters.deals || filters.guideLanguage,
  )
}

function keywordOf(filters: SearchFilters): string | undefined {
  return filters.keyword?.trim() || undefined
}

/** The first `limit` matching tours (home sections, carousels, related tours). */
export async function searchFirst(db: Db, filters: SearchFilters, limit: number): Promise<ActivityCard[]> {
  if (filters.sort && filters.sort !== 'popularity') {
    return loadActivityCards(db, (await sortedIds(db, filters, { limit, offset: 0 })).ids)
  }
  const keyword = keywordOf(filters)
  if (!keyword) return loadActivityCards(db, await listingIds(db, filters, { limit }))
  const translated = await translatedSource(db, filters, keyword)
  if (translated) {
    const window = { limit, offset: 0, cap: SEARCH_TOTAL_CAP }
    return loadActivityCards(
      db,
      (translated.lexeme !== null
        ? await mergedPage(db, filters, keyword, translated.lexeme, window)
        : await rankedPage(db, translated.source, and(...filterConditions(filters)), window)
      ).ids,
    )
  }
  const lexeme = await singleLexeme(db, keyword)
  if (lexeme !== null) {
    return loadActivityCards(
      db,
      await postingsFirst(db, lexeme, and(...filterConditions(filters, { categoriesBy: 'links' })), limit),
    )
  }
  const match = keywordCondition(keyword)
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select ${s.activityId} as id from ${s} where ${and(...filterConditions(filters), match.where)}
        order by ${match.rank} desc, ${LISTING_ORDER} limit ${limit}`,
  )
  return loadActivityCards(
    db,
    rows.map((row) => row.id),
  )
}

/** One page of matching tours with the paginator fields of spec §3. */
export async function searchPage(
  db: Db,
  filters: SearchFilters,
  page: number,
  { totalCap = SEARCH_TOTAL_CAP }: { totalCap?: number } = {},
): Promise<Paginated<ActivityCard>> {
  const cap = countCap(totalCap, page)
  const result = await pageOfIds(db, filters, page, cap)
  // A mistyped keyword ("sigirya") that finds nothing is retried once with real words.
  if (result.total === 0 && keywordOf(filters)) {
    const corrected = await correctSpelling(db, filters.keyword!, filters.locale)
    if (corrected)
      return toPage(db, await pageOfIds(db, { ...filters, keyword: corrected }, page, cap), page, cap)
  }
  return toPage(db, result, page, cap)
}

/**
 * Ids of one page and the total, counted up to `cap` + 1 (decision 072). A one-word keyword
 * walks that word's postings in relevance order, beside a count that stops after cap + 1. A
 * longer keyword ranks every match (the order is ts_rank's, which no btree or GIN index keeps,
 * so PostgreSQL must rank each match; the sort itself is a bounded top-N heap) and counts them
 * from that one scan. Without one, the page is a walk of the listing index and the count an
 * index-only scan of it that stops after cap + 1.
 */
async function pageOfIds(db: Db, filters: SearchFilters, page: number, cap: number): Promise<CountedIds> {
  const keyword = keywordOf(filters)
  const offset = (page - 1) * SEARCH_PAGE_SIZE
  // Best sellers first is the listing order; with a keyword it replaces relevance.
  if (filters.sort && (filters.sort !== 'popularity' || keyword)) {
    return sortedIds(db, filters, { limit: SEARCH_PAGE_SIZE, offset })
  }
  const where = and(...filterConditions(filters), ...(keyword ? [keywordCondition(keyword).where] : []))
  if (!keyword) {
    const [ids, total] = await Promise.all([
      listingIds(db, filters, { limit: SEARCH_PAGE_SIZE, offset }),
      countWhere(db, where, cap),
    ])
    return { ids, total }
  }
  const translated = await translatedSource(db, filters, keyword)
  if (translated) {
    const window = { limit: SEARCH_PAGE_SIZE, offset, cap }
    return translated.lexeme !== null
      ? mergedPage(db, filters, keyword, translated.lexeme, window)
      : rankedPage(db, translated.source, and(...filterConditions(filters)), window)
  }
  // One word (most searches, and the broadest): its postings, already ranked (decision 055).
  const lexeme = await singleLexeme(db, keyword)
  if (lexeme !== null) {
    return postingsPage(db, lexeme, and(...filterConditions(filters, { categoriesBy: 'links' })), {
      limit: SEARCH_PAGE_SIZE,
      offset,
      narrowedBySet: narrowedBySet(filters),
      cap,
    })
  }
  const { rank } = keywordCondition(keyword)
  // Materialised, the ranked rows are three numbers each: counting them and picking the page
  // (a bounded top-N sort) read that, not the search vectors (a window over the scan kept the
  // whole rows and spilled to disk for a broad word).
  const rows = await queryRows<{ id: number; total: number }>(
    db,
    sql`with m as materialized (
          select ${s.activityId} as id, ${s.sold} as sold, ${rank} as rank from ${s} where ${where}
        )
        select id, (select count(*) from m)::int as total from m
        order by rank desc, sold desc nulls last, id
        limit ${SEARCH_PAGE_SIZE} offset ${offset}`,
  )
  // Past the last page the window has no row to ride on: count separately (rare).
  const total = rows[0]?.total ?? (page > 1 ? await countWhere(db, where, cap) : 0)
  return { ids: rows.map((row) => row.id), total }
}

/**
 * In a language other than English, a keyword that matches a translation in that language
 * (one probe of the translations' GIN index) is searched in both: the tour's English vector and
 * its translation's, each with its own stemming, a tour ranked by the better of the two. A
 * keyword no translation matches takes the English paths unchanged (postings for one word).
 */
async function translatedSource(
  db: Db,
  filters: SearchFilters,
  keyword: string,
): Promise<{ source: SQL; lexeme: string | null } | null> {
  const { locale } = filters
  if (!locale || locale === 'en') return null
  if (!(await matchesTranslations(db, locale, keyword))) return null
  const lexeme = await singleLexeme(db, keyword)
  return { source: translatedKeywordSource(locale, keyword, lexeme), lexeme }
}

/**
 * A page of a keyword that is one English word and also matches translations, without ranking
 * the English word's every match: the page is among the first offset + limit of the word's
 * postings (already in relevance order, decision 055) and the translation matches (few, ranked
 * here), each tour at the better of its ranks. A tour below those postings has that many tours
 * ranked above its English rank, so it cannot reach the page through it. The total counts the
 * union of the postings (up to cap + 1: past that it is capped anyway) and the translation
 * matches.
 */
async function mergedPage(
  db: Db,
  filters: SearchFilters,
  keyword: string,
  lexeme: string,
  { limit, offset, cap }: { limit: number; offset: number; cap: number },
): Promise<CountedIds> {
  const english = and(...filterConditions(filters, { categoriesBy: 'links' }))
  const own = and(...filterConditions(filters))
  const rows = await queryRows<{ id: number | null; total: number }>(
    db,
    sql`with e as materialized (
          select ${s.activityId} as id, ${s.sold} as sold, rank from ${postingsOf(lexeme)} where ${english}
          order by rank desc nulls last, ${s.sold} desc nulls last, ${s.activityId} limit ${cap + 1}
        ), g as materialized (
          select ${s.activityId} as id, ${s.sold} as sold, rank
          from ${translationMatchesSource(filters.locale!, keyword)} where ${own}
        )
        select page.id, counted.total from
          (select count(*)::int as total from (select id from e union select id from g) as u) as counted
        left join lateral (
          select id from (
            select id, max(rank) as rank, max(sold) as sold from (
              (select id, sold, rank from e order by rank desc nulls last, sold desc nulls last, id
               limit ${offset + limit})
              union all select id, sold, rank from g
            ) as both_lists group by id
          ) as m order by rank desc, sold desc nulls last, id limit ${limit} offset ${offset}
        ) as page on true`,
  )
  return {
    ids: rows.flatMap((row) => (row.id === null ? [] : [row.id])),
    total: Number(rows[0]?.total ?? 0),
  }
}

/** A page of ranked matches (relevance, then the listing order) and their total, in one statement. */
async function rankedPage(
  db: Db,
  source: SQL,
  where: SQL | undefined,
  { limit, offset }: { limit: number; offset: number; cap?: number },
): Promise<CountedIds> {
  const rows = await queryRows<{ id: number | null; total: number }>(
    db,
    sql`with m as materialized (
          select ${s.activityId} as id, ${s.sold} as sold, rank from ${source} where ${where}
        )
        select page.id, counted.total from (select count(*)::int as total from m) as counted
        left join lateral (
          select id from m order by rank desc, sold desc nulls last, id limit ${limit} offset ${offset}
        ) as page on true`,
  )
  return {
    ids: rows.flatMap((row) => (row.id === null ? [] : [row.id])),
    total: Number(rows[0]?.total ?? 0),
  }
}

/** Matches in an asked-for order: a one-word keyword reads its postings, like relevance does. */
async function sortedIds(
  db: Db,
  filters: SearchFilters,
  window: { limit: number; offset: number },
): Promise<CountedIds> {
  const keyword = keywordOf(filters)
  const sort = filters.sort ?? 'popularity'
  if (!keyword) return sortedPage(db, sql`${s}`, and(...filterConditions(filters)), sort, window)
  const translated = await translatedSource(db, filters, keyword)
  if (translated) return sortedPage(db, translated.source, and(...filterConditions(filters)), sort, window)
  const lexeme = await singleLexeme(db, keyword)
  if (lexeme !== null) {
    return sortedPage(
      db,
      postingsOf(lexeme),
      and(...filterConditions(filters, { categoriesBy: 'links' })),
      sort,
      window,
    )
  }
  const where = and(...filterConditions(filters), keywordCondition(keyword).where)
  return sortedPage(db, sql`${s}`, where, sort, window)
}

/**
 * The paginator. Above the cap the total is the cap with `total_capped` (the page says
 * "1,000+"), and last_page reaches one page past it, so the next page is always a link.
 */
async function toPage(
  db: Db,
  { ids, total: counted }: CountedIds,
  page: number,
  cap: number,
): Promise<Paginated<ActivityCard>> {
  const perPage = SEARCH_PAGE_SIZE
  const capped = counted > cap
  const total = capped ? cap : counted
  const data = await loadActivityCards(db, ids)
  const from = data.length ? (page - 1) * perPage + 1 : null
  return {
    data,
    current_page: page,
    last_page: Math.max(1, Math.ceil((capped ? cap + 1 : total) / perPage)),
    per_page: perPage,
    total,
    ...(capped ? { total_capped: true } : {}),
    from,
    to: from === null ? null : from + data.length - 1,
  }
}

/** How many rows match, exactly up to `cap` + 1 when given (then it stops counting). */
async function countWhere(db: Db, where: SQL | undefined, cap?: number): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    db,
    cap === undefined
      ? sql`select count(*)::int as total from ${s} where ${where}`
      : sql`select count(*)::int as total from (select 1 from ${s} where ${where} limit ${cap + 1}) as matched`,
  )
  return Number(row?.total ?? 0)
}

/** How many active tours match, without loading them. */
export async function countMatching(db: Db, filters: SearchFilters): Promise<number> {
  return countWhere(db, and(...filterConditions(filters)))
}
