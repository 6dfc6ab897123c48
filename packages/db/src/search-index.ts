/**
 * Keeps the search helpers in step with the catalogue: activities.search_places (category and
 * place names, part of the full-text vector) and the search_terms vocabulary (for typo-tolerant
 * suggestions). Call it in the transaction that changes a tour's categories or places.
 */
import { sql } from 'drizzle-orm'
import type { DbOrTx } from './client.ts'
import { queryRows } from './client.ts'

/** Recomputes search_places for the given activities (all when omitted). */
export async function refreshSearchPlaces(db: DbOrTx, activityIds?: number[]): Promise<void> {
  const only = activityIds ? sql`where a2.id = any(${`{${activityIds.join(',')}}`}::int[])` : sql``
  await db.execute(sql`
    update activities a set search_places = x.names
    from (
      select a2.id, concat_ws(' ',
        (select string_agg(c.name, ' ' order by ac.sort_order) from activity_categories ac
           join categories c on c.id = ac.category_id where ac.activity_id = a2.id),
        (select string_agg(l.name, ' ' order by al.sort_order) from activity_locations al
           join locations l on l.id = al.location_id where al.activity_id = a2.id)) as names
      from activities a2 ${only}
    ) x
    where x.id = a.id and a.search_places is distinct from x.names`)
}

/**
 * Rebuilds the vocabulary from active tours: plain lower-case words of three letters or more
 * ("simple" configuration, so words stay as people type them, unstemmed).
 */
export async function refreshSearchTerms(db: DbOrTx): Promise<number> {
  await db.execute(sql`delete from search_terms`)
  await db.execute(sql`
    insert into search_terms (term)
    select word from ts_stat($$select to_tsvector('simple', title || ' ' || search_places) from activities where status = 1$$)
    where length(word) >= 3 and word ~ '^[a-z]+$'
    on conflict do nothing`)
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from search_terms`)
  return row?.n ?? 0
}

export async function refreshSearchIndex(db: DbOrTx, activityIds?: number[]): Promise<void> {
  await refreshSearchPlaces(db, activityIds)
  await refreshSearchTerms(db)
}
