/**
 * What an admin needs beside the traveller preview to judge a tour (issue 29): the names behind
 * the editor's ids, and other tours that read nearly the same — a near-copy of an approved tour
 * went through unnoticed. Likeness is pg_trgm's similarity (shared trigrams, 0 to 1) of the
 * titles and of the overviews' first 1,000 characters.
 */
import { sql } from 'drizzle-orm'
import { queryRows, type DbOrTx } from '@serendib/db/client'
import type { AdminTourReview } from '@serendib/domain/api/admin-tours'
import type { TourEditorFields } from '@serendib/domain/api/supplier-tours'
import { TourLifecycle, tourLifecycleLabels, type TourLifecycleCode } from '@serendib/domain/tour-lifecycle'

/** A title or an overview at least this alike is listed. */
export const NEAR_DUPLICATE_SIMILARITY = 0.5
const LISTED = 5

interface SimilarRow extends Record<string, unknown> {
  id: number
  tour_id: string
  title: string
  status: TourLifecycleCode
  supplier_name: string
  same_supplier: boolean
  title_similarity: number
  overview_similarity: number
}

/**
 * Candidates come from the title's trigram index (`%`, pg_trgm's threshold 0.3), the same
 * supplier's tours and tours that start in the same places, so no query reads every overview of
 * a large catalogue; only those are compared. Drafts (nobody sees them) are left out.
 */
export async function similarTours(db: DbOrTx, id: number): Promise<AdminTourReview['similar']> {
  const rows = await queryRows<SimilarRow>(
    db,
    sql`with t as (select id, title, left(overview, 1000) as overview, supplier_user_id
                     from activities where id = ${id}),
        candidates as (
          (select a.id from activities a, t where a.title % t.title and a.id <> t.id limit 50)
          union
          (select a.id from activities a, t where a.supplier_user_id = t.supplier_user_id and a.id <> t.id
            order by a.id desc limit 100)
          union
          (select other.activity_id from activity_locations mine
             join activity_locations other on other.location_id = mine.location_id
            where mine.activity_id = ${id} and other.activity_id <> ${id}
            order by other.activity_id desc limit 300)
        ),
        scored as (
          select a.id, a.tour_id, a.title, a.status, a.supplier_user_id = t.supplier_user_id as same_supplier,
                 coalesce(nullif(sp.work_name, ''), trim(u.first_name || ' ' || u.last_name)) as supplier_name,
                 similarity(a.title, t.title)::float8 as title_similarity,
                 (case when t.overview = '' then 0 else similarity(left(a.overview, 1000), t.overview) end)::float8
                   as overview_similarity
            from candidates c join activities a on a.id = c.id cross join t
            join users u on u.id = a.supplier_user_id left join supplier_profiles sp on sp.user_id = u.id
           where a.status <> ${TourLifecycle.draft}
        )
        select * from scored
         where greatest(title_similarity, overview_similarity) >= ${NEAR_DUPLICATE_SIMILARITY}
         order by greatest(title_similarity, overview_similarity) desc, id
         limit ${LISTED}`,
  )
  return rows.map((r) => ({
    id: r.id,
    tour_id: r.tour_id,
    title: r.title,
    status: r.status,
    status_label: tourLifecycleLabels[r.status],
    supplier_name: r.supplier_name,
    same_supplier: r.same_supplier,
    title_similarity: Math.round(r.title_similarity * 100) / 100,
    overview_similarity: Math.round(r.overview_similarity * 100) / 100,
  }))
}

/** The places (start points, pick-ups) and categories the fields name by id. */
export async function fieldNames(db: DbOrTx, fields: TourEditorFields): Promise<AdminTourReview['names']> {
  const placeIds = [
    ...new Set([...fields.start_location_ids, ...fields.pickup_locations.map((p) => p.location_id)]),
  ]
  const list = (ids: number[]) =>
    sql.join(
      ids.map((n) => sql`${n}`),
      sql`, `,
    )
  const [locations, categories] = await Promise.all([
    placeIds.length === 0
      ? []
      : queryRows<{ id: number; name: string }>(
          db,
          sql`select id, name from locations where id in (${list(placeIds)}) order by id`,
        ),
    fields.category_ids.length === 0
      ? []
      : queryRows<{ id: number; name: string }>(
          db,
          sql`select id, name from categories where id in (${list(fields.category_ids)}) order by id`,
        ),
  ])
  return { locations, categories }
}
