import { and, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm'
import type { Database } from '@serendib/db/client'
import { activities } from '@serendib/db/schema/activities'
import type { Suggestions } from '@serendib/domain/catalogue-api'
import { RequestLimit } from '@serendib/domain/site'
import { TourStatus } from '@serendib/domain/tour-status'
import type { TourTypeCode } from '@serendib/domain/tour-types'
import { searchLocations } from './site-content.ts'

type Db = Database['db']

type ActivitySuggestion = Suggestions['activities'][number]

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * Keyword suggestions (spec §7 GET /api/search/get): tours whose title contains the keyword or
 * resembles it word by word (pg_trgm word similarity, so "sigirya" still finds Sigiriya).
 */
export async function suggestActivities(
  db: Db,
  keyword: string,
  tourTypes: number[] | undefined,
  limit: number = RequestLimit.suggestions,
): Promise<ActivitySuggestion[]> {
  const similar = sql`${keyword} <% ${activities.title}`
  const rows = await db
    .select({
      id: activities.id,
      title: activities.title,
      tourType: activities.tourType,
      fullSeoUrl: activities.fullSeoUrl,
    })
    .from(activities)
    .where(
      and(
        eq(activities.status, TourStatus.active),
        tourTypes?.length ? inArray(activities.tourType, tourTypes) : undefined,
        or(ilike(activities.title, `%${escapeLike(keyword)}%`), similar),
      ),
    )
    .orderBy(
      desc(sql`word_similarity(${keyword}, ${activities.title})`),
      desc(activities.sold),
      activities.id,
    )
    .limit(limit)
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    tour_type: row.tourType as TourTypeCode,
    full_seo_url: row.fullSeoUrl,
  }))
}

export async function suggest(
  db: Db,
  keyword: string,
  tourTypes: number[] | undefined,
): Promise<Suggestions> {
  if (!keyword) return { locations: [], activities: [] }
  const [locations, found] = await Promise.all([
    searchLocations(db, keyword, 5),
    suggestActivities(db, keyword, tourTypes),
  ])
  return { locations, activities: found }
}
