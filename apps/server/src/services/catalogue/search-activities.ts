import { and, asc, desc, eq, exists, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm'
import type { Database } from '@serendib/db/client'
import { activities, activityPrices } from '@serendib/db/schema/activities'
import { activityCategories, activityLocations } from '@serendib/db/schema/activity-details'
import { dealSubscriptions, deals } from '@serendib/db/schema/deals'
import type { ActivityCard, Paginated } from '@serendib/domain/catalogue-api'
import { todayInColombo } from '@serendib/domain/dates'
import { SEARCH_PAGE_SIZE } from '@serendib/domain/site'
import { TourStatus } from '@serendib/domain/tour-status'
import { TourType } from '@serendib/domain/tour-types'
import { loadActivityCards } from './activity-cards.ts'
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
}

const MINUTES_PER_DAY = 24 * 60

function filterConditions(filters: SearchFilters): SQL[] {
  const where: SQL[] = [eq(activities.status, TourStatus.active)]
  // Spec §1: transport appears only in favourites, so listings leave it out unless asked for.
  where.push(
    filters.tourType
      ? eq(activities.tourType, filters.tourType)
      : ne(activities.tourType, TourType.transport),
  )
  if (filters.featured) where.push(eq(activities.featured, true))
  // A tour shorter than a day counts as within "1 day" on the days slider.
  if (filters.durationMinDays !== undefined && filters.durationMinDays > 1) {
    where.push(gte(activities.durationMinutes, filters.durationMinDays * MINUTES_PER_DAY))
  }
  if (filters.durationMaxDays !== undefined) {
    where.push(lte(activities.durationMinutes, filters.durationMaxDays * MINUTES_PER_DAY))
  }
  if (filters.priceMinCents !== undefined)
    where.push(gte(activityPrices.sellingPriceCents, filters.priceMinCents))
  if (filters.priceMaxCents !== undefined)
    where.push(lte(activityPrices.sellingPriceCents, filters.priceMaxCents))
  if (filters.categoryIds?.length) {
    where.push(
      inArray(
        activities.id,
        sql`(select ${activityCategories.activityId} from ${activityCategories} where ${inArray(activityCategories.categoryId, filters.categoryIds)})`,
      ),
    )
  }
  if (filters.locationIds?.length) {
    where.push(
      inArray(
        activities.id,
        sql`(select ${activityLocations.activityId} from ${activityLocations} where ${inArray(activityLocations.locationId, filters.locationIds)})`,
      ),
    )
  }
  if (filters.deals) {
    const today = todayInColombo()
    where.push(
      exists(
        sql`(select 1 from ${dealSubscriptions} join ${deals} on ${deals.id} = ${dealSubscriptions.dealId}
             where ${dealSubscriptions.activityId} = ${activities.id} and ${deals.active}
             and ${deals.startsOn} <= ${today} and ${deals.endsOn} >= ${today})`,
      ),
    )
  }
  return where
}

/**
 * Keyword match: one full-text query over title (weight A), overview (B) and the names of the
 * tour's categories and places (C), answered by the search_vector GIN index.
 */
function keywordCondition(keyword: string): { where: SQL; rank: SQL<number> } {
  const query = sql`websearch_to_tsquery('english', ${keyword})`
  return {
    where: sql`${activities.searchVector} @@ ${query}`,
    rank: sql<number>`ts_rank(${activities.searchVector}, ${query})`,
  }
}

/**
 * Without a keyword: best sellers first ("Top Selling" is the plain listing), then id for a
 * stable order; NULLS LAST matches activities_status_sold_idx so the first page reads from it.
 * With a keyword: relevance first.
 */
function orderFor(rank: SQL<number> | undefined): SQL[] {
  const sold = sql`${activities.sold} desc nulls last`
  return rank ? [desc(rank), sold, asc(activities.id)] : [sold, asc(activities.id)]
}

/** The first `limit` matching tours (home sections, carousels, related tours). */
export async function searchFirst(db: Db, filters: SearchFilters, limit: number): Promise<ActivityCard[]> {
  const keyword = filters.keyword?.trim() ? keywordCondition(filters.keyword.trim()) : undefined
  const where = [...filterConditions(filters), ...(keyword ? [keyword.where] : [])]
  const rows = await db
    .select({ id: activities.id })
    .from(activities)
    .innerJoin(activityPrices, eq(activityPrices.activityId, activities.id))
    .where(and(...where))
    .orderBy(...orderFor(keyword?.rank))
    .limit(limit)
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
): Promise<Paginated<ActivityCard>> {
  const result = await pageOfIds(db, filters, page)
  // A mistyped keyword ("sigirya") that finds nothing is retried once with real words.
  if (result.total === 0 && filters.keyword?.trim()) {
    const corrected = await correctSpelling(db, filters.keyword)
    if (corrected) return toPage(db, await pageOfIds(db, { ...filters, keyword: corrected }, page), page)
  }
  return toPage(db, result, page)
}

/** Ids of one page and the total, in one query (the window count rides on the same scan). */
async function pageOfIds(
  db: Db,
  filters: SearchFilters,
  page: number,
): Promise<{ ids: number[]; total: number }> {
  const keyword = filters.keyword?.trim() ? keywordCondition(filters.keyword.trim()) : undefined
  const where = and(...filterConditions(filters), ...(keyword ? [keyword.where] : []))
  const rows = await db
    .select({ id: activities.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(activities)
    .innerJoin(activityPrices, eq(activityPrices.activityId, activities.id))
    .where(where)
    .orderBy(...orderFor(keyword?.rank))
    .limit(SEARCH_PAGE_SIZE)
    .offset((page - 1) * SEARCH_PAGE_SIZE)
  // Past the last page the window has no row to ride on: count separately (rare).
  const total = rows[0]?.total ?? (page > 1 ? await countWhere(db, where) : 0)
  return { ids: rows.map((row) => row.id), total }
}

async function toPage(
  db: Db,
  { ids, total }: { ids: number[]; total: number },
  page: number,
): Promise<Paginated<ActivityCard>> {
  const perPage = SEARCH_PAGE_SIZE
  const data = await loadActivityCards(db, ids)
  const from = data.length ? (page - 1) * perPage + 1 : null
  return {
    data,
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
    from,
    to: from === null ? null : from + data.length - 1,
  }
}

async function countWhere(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(activities)
    .innerJoin(activityPrices, eq(activityPrices.activityId, activities.id))
    .where(where)
  return Number(row?.total ?? 0)
}

/** How many active tours match, without loading them. */
export async function countMatching(db: Db, filters: SearchFilters): Promise<number> {
  return countWhere(db, and(...filterConditions(filters)))
}
