import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '@serendib/db/client'
import { preparedRows, queryRows } from '@serendib/db/client'
import { activitySearch as s, activitySearchPostings as p } from '@serendib/db/schema/search'

type Db = Database['db']

/** A lexeme as tsquery prints it: quoted, with quotes and backslashes doubled. */
const QUOTED_LEXEME = /^'((?:[^'\\]|''|\\\\)*)'$/

/**
 * The one word a keyword comes to, when it comes to exactly one ("beaches" → 'beach'; "day days"
 * → 'day' & 'day', which matches and ranks as 'day' alone: ts_rank counts distinct lexemes): such
 * a search is answered from activity_search_postings (decision 055). Anything else (two words, a
 * phrase, a negation, only stop words) returns null and is ranked at query time.
 */
export async function singleLexeme(db: Db, keyword: string): Promise<string | null> {
  const [row] = await preparedRows<{ query: string }>(
    db,
    'keyword_tsquery',
    `select websearch_to_tsquery('english', $1)::text as query`,
    [keyword],
  )
  // A prefix or weight marker (never made by websearch_to_tsquery) would not match: ranked as before.
  const lexemes = (row?.query ?? '').split(' & ').map((part) => QUOTED_LEXEME.exec(part)?.[1])
  const [first] = lexemes
  if (first === undefined || lexemes.some((lexeme) => lexeme !== first)) return null
  return first.replace(/''/g, "'").replace(/\\\\/g, '\\')
}

/**
 * The word's postings under activity_search's name, so the listing filters (written against
 * activity_search) apply to them unchanged; `rank` is ts_rank of the tour's vector for the word.
 */
export function postingsOf(lexeme: string): SQL {
  return sql`(select ${p.activityId} as activity_id, ${p.rank} as rank, ${p.tourType} as tour_type,
      ${p.featured} as featured, ${p.sold} as sold, ${p.durationMinutes} as duration_minutes,
      ${p.priceCents} as price_cents
    from ${p} where ${p.lexeme} = ${lexeme}) as ${s}`
}

/**
 * Relevance order, then the listing order: the same as ranking at query time. NULLS LAST (rank is
 * never null) so the order is postings_rank_idx's and the walk stops after the page.
 */
const RELEVANCE_ORDER = sql`rank desc nulls last, ${s.sold} desc nulls last, ${s.activityId}`

/**
 * One page of a one-word search and its total in one statement. Filtered by columns only, it is
 * an ordered walk of the word's postings that stops after the page, beside an index-only count
 * that stops after `cap` + 1 (decision 072: "day" has 46,000 postings; the page needs 12).
 * Narrowed by a set (a category, a place, deals), the matches may be few and anywhere in the
 * walk, so they are gathered once (the word's postings joined with the set), counted and sorted.
 */
export async function postingsPage(
  db: Db,
  lexeme: string,
  where: SQL | undefined,
  {
    limit,
    offset,
    narrowedBySet,
    cap,
  }: { limit: number; offset: number; narrowedBySet: boolean; cap: number },
): Promise<{ ids: number[]; total: number }> {
  const rows = await queryRows<{ id: number | null; total: number }>(
    db,
    narrowedBySet
      ? sql`with matches as materialized (
              select ${s.activityId} as id, ${s.sold} as sold, rank from ${postingsOf(lexeme)} where ${where}
            )
            select page.id, counted.total from (select count(*)::int as total from matches) as counted
            left join lateral (
              select id from matches order by rank desc nulls last, sold desc nulls last, id
              limit ${limit} offset ${offset}
            ) as page on true`
      : sql`select page.id, counted.total from
              (select count(*)::int as total from
                (select 1 from ${postingsOf(lexeme)} where ${where} limit ${cap + 1}) as matched) as counted
            left join lateral (
              select ${s.activityId} as id from ${postingsOf(lexeme)} where ${where}
              and counted.total > ${offset}
              order by ${RELEVANCE_ORDER} limit ${limit} offset ${offset}
            ) as page on true`,
  )
  return {
    ids: rows.flatMap((row) => (row.id === null ? [] : [row.id])),
    total: Number(rows[0]?.total ?? 0),
  }
}

/** The first `limit` tours of a one-word search, best first, without a total. */
export async function postingsFirst(db: Db, lexeme: string, where: SQL | undefined, limit: number) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select ${s.activityId} as id from ${postingsOf(lexeme)} where ${where}
        order by ${RELEVANCE_ORDER} limit ${limit}`,
  )
  return rows.map((row) => row.id)
}
