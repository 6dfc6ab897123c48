import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm'
import type { Database } from '@serendib/db/client'
import { activities } from '@serendib/db/schema/activities'
import type { Suggestions } from '@serendib/domain/catalogue-api'
import { RequestLimit } from '@serendib/domain/site'
import { TourStatus } from '@serendib/domain/tour-status'
import { TourType, type TourTypeCode } from '@serendib/domain/tour-types'
import { searchLocations } from './site-content.ts'
import { correctSpelling, searchWords } from './spelling.ts'

type Db = Database['db']
type ActivitySuggestion = Suggestions['activities'][number]

/** "kandy tem" → 'kandy & tem:*': every word, the last one as a prefix (the user is typing it). */
function prefixQuery(words: string[]): SQL {
  const text = words.map((word, i) => (i === words.length - 1 ? `${word}:*` : word)).join(' & ')
  return sql`to_tsquery('english', ${text})`
}

async function matching(
  db: Db,
  query: SQL,
  tourTypes: number[] | undefined,
  limit: number,
): Promise<ActivitySuggestion[]> {
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
        tourTypes?.length
          ? inArray(activities.tourType, tourTypes)
          : ne(activities.tourType, TourType.transport),
        sql`${activities.searchVector} @@ ${query}`,
      ),
    )
    .orderBy(sql`${activities.sold} desc nulls last`, activities.id)
    .limit(limit)
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    tour_type: row.tourType as TourTypeCode,
    full_seo_url: row.fullSeoUrl,
  }))
}

/**
 * Keyword suggestions (spec §7 GET /api/search/get): best-selling tours matching every word,
 * the last as a prefix, through the full-text index; a mistyped keyword that finds nothing is
 * corrected against the search vocabulary ("sigirya" → "sigiriya") and tried once more.
 */
export async function suggestActivities(
  db: Db,
  keyword: string,
  tourTypes: number[] | undefined,
  limit: number = RequestLimit.suggestions,
): Promise<ActivitySuggestion[]> {
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
): Promise<Suggestions> {
  if (!keyword) return { locations: [], activities: [] }
  const [locations, found] = await Promise.all([
    searchLocations(db, keyword, 5),
    suggestActivities(db, keyword, tourTypes),
  ])
  return { locations, activities: found }
}
