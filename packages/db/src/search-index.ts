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
  await refreshTranslatedSearchTerms(db)
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from search_terms`)
  return row?.n ?? 0
}

/**
 * Rebuilds each spaced language's vocabulary (de, fr, ru, hi) from active tours' translated
 * titles: lower-case words of three letters or more, unstemmed, as search_terms keeps English.
 * Chinese and Japanese have no spaces to cut words at; their searches match by substring.
 */
export async function refreshTranslatedSearchTerms(db: DbOrTx): Promise<void> {
  await db.execute(sql`delete from translated_search_terms`)
  await db.execute(translatedTermsInsert(sql`true`))
}

/**
 * Adds the words of one tour's translated title (a supplier just saved it). Words of an older
 * title stay until the next rebuild (a tour's review, a supplier's suspension): a correction to
 * such a word finds nothing, as an uncorrected typo does, so adding is enough between rebuilds.
 */
export async function addTranslatedSearchTerms(
  db: DbOrTx,
  activityId: number,
  locale: string,
): Promise<void> {
  await db.execute(translatedTermsInsert(sql`t.activity_id = ${activityId} and t.locale = ${locale}`))
}

function translatedTermsInsert(only: ReturnType<typeof sql>) {
  return sql`
    insert into translated_search_terms (locale, term)
    select distinct t.locale, w.word
    from activity_translations t
    join activities a on a.id = t.activity_id and a.status = 1
    cross join lateral unnest(tsvector_to_array(to_tsvector('simple', t.title))) as w(word)
    where ${only} and t.locale in ('de', 'fr', 'ru', 'hi') and char_length(w.word) >= 3 and w.word !~ '[0-9]'
    on conflict do nothing`
}

export async function refreshSearchIndex(db: DbOrTx, activityIds?: number[]): Promise<void> {
  await refreshSearchPlaces(db, activityIds)
  await refreshSearchTerms(db)
}
