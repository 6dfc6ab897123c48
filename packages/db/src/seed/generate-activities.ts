/**
 * Bulk catalogue for load tests: N more activities cloned from the demo ones in set-based
 * SQL (INSERT … SELECT over generate_series), so 100k rows take seconds, not hours. Each
 * generated tour is active, priced, categorised, placed and illustrated with its template's
 * images, so search, filters and detail pages treat it like any other.
 */
import { sql } from 'drizzle-orm'
import type { Database } from '../client.ts'
import { refreshSearchTerms } from '../search-index.ts'

/** Generated activities are recognisable (and countable) by this tour_id prefix. */
export const GENERATED_TOUR_ID_PREFIX = 'GEN-'
const BATCH_SIZE = 10_000

// Title variations, so generated titles are not 100k copies of ~60 demo titles.
const STYLES = [
  'Private',
  'Small-Group',
  'Sunrise',
  'Sunset',
  'Classic',
  'Family',
  'Express',
  'Luxury',
  'Budget',
  'Guided',
  'Slow',
  'Premium',
  'Eco',
  'Photography',
  'Cultural',
  'Adventure',
]
const EXTRAS = [
  'Lunch',
  'Hotel Pick-up',
  'a Local Guide',
  'Tea Tasting',
  'a Boat Ride',
  'a Jeep Safari',
  'Street Food',
  'a Cooking Class',
  'Village Visit',
  'Beach Time',
  'Spice Garden',
  'Temple Visit',
]

export interface GenerateResult {
  existing: number
  added: number
  ms: number
}

export async function countGeneratedActivities(database: Database): Promise<number> {
  const [row] = await database.execute<{ n: number }>(
    sql`select count(*)::int as n from activities where tour_id like ${`${GENERATED_TOUR_ID_PREFIX}%`}`,
  )
  return row?.n ?? 0
}

/**
 * Tops the catalogue up to `target` generated activities (so running it twice does not
 * double them). One transaction per batch keeps PGlite's memory and WAL bounded and makes
 * progress durable; `onProgress` reports after each batch.
 */
export async function generateActivities(
  database: Database,
  target: number,
  onProgress?: (done: number, total: number) => void,
): Promise<GenerateResult> {
  const started = performance.now()
  const existing = await countGeneratedActivities(database)
  const missing = Math.max(0, target - existing)
  if (missing === 0) return { existing, added: 0, ms: Math.round(performance.now() - started) }
  // Looked up once: per row, pg_get_serial_sequence() and a scan for templates cost more
  // than the inserts themselves on PGlite.
  const templates = await database.execute<{ id: number }>(
    sql`select id from activities where status = 1 and tour_id not like ${`${GENERATED_TOUR_ID_PREFIX}%`} order by id`,
  )
  if (templates.length === 0) throw new Error('No active demo activities to clone: seed the demo first')
  const [sequence] = await database.execute<{ name: string }>(
    sql`select pg_get_serial_sequence('activities', 'id') as name`,
  )
  const templateIds = templates.map((t) => t.id)
  for (let done = 0; done < missing; done += BATCH_SIZE) {
    const from = existing + done + 1
    const to = existing + Math.min(done + BATCH_SIZE, missing)
    await database.transaction(async (tx) => {
      for (const statement of batchStatements(from, to, templateIds, sequence!.name))
        await tx.execute(statement)
    })
    onProgress?.(Math.min(done + BATCH_SIZE, missing), missing)
  }
  // Every generated tour was written twice into activity_search and its postings (the activities
  // trigger inserts its row, the prices trigger then updates it): without compacting, listings
  // and keyword searches scan tables twice their size until autovacuum and reuse catch up
  // (decisions 052, 055).
  await database.execute(sql`vacuum full activity_search`)
  await database.execute(sql`vacuum full activity_search_postings`)
  // Fresh statistics, or the planner keeps treating activities as the 70-row table it was; and
  // the visibility map, or every "index-only" scan still reads the heap (2,000 heap fetches per
  // listing walk) until autovacuum gets round to the new rows, as it does on a live catalogue.
  await database.execute(sql`vacuum analyze`)
  // Generated titles bring words of their own ("Sunrise", "Lunch"): the vocabulary learns them.
  await refreshSearchTerms(database.db)
  return { existing, added: missing, ms: Math.round(performance.now() - started) }
}

/** The statements for generated numbers from..to (inclusive). */
function batchStatements(from: number, to: number, templateIds: number[], sequence: string) {
  const styles = sql`(${`{${STYLES.map((s) => `"${s}"`).join(',')}}`}::text[])`
  const extras = sql`(${`{${EXTRAS.map((s) => `"${s}"`).join(',')}}`}::text[])`
  return [
    // g → new id (from the identity sequence, so full_seo_url can carry it) and template.
    sql`create temporary table gen_batch on commit drop as
      select g, nextval(${sequence}::regclass)::int as id,
             (${`{${templateIds.join(',')}}`}::int[])[1 + g % ${templateIds.length}::int] as template_id
      from generate_series(${from}::int, ${to}::int) as g`,
    sql`insert into activities (
        id, tour_id, supplier_user_id, title, overview, tour_type, duration_value, duration_unit,
        inclusion, exclusion, know_policy, conditions, cancel_policy, contact_number,
        include_adults, include_children, include_infants, adults_age_from, adults_age_to,
        children_age_from, children_age_to, infants_age_from, infants_age_to,
        pricing_basis, sale_type, max_group_size, booking_cutoff_days, daily_capacity,
        status, featured, sold, seo_url, full_seo_url, seo_title, seo_description, search_places)
      select b.id, ${GENERATED_TOUR_ID_PREFIX} || lpad(b.g::text, 7, '0'), t.supplier_user_id,
        v.title, t.overview, t.tour_type, t.duration_value, t.duration_unit,
        t.inclusion, t.exclusion, t.know_policy, t.conditions, t.cancel_policy, t.contact_number,
        t.include_adults, t.include_children, t.include_infants, t.adults_age_from, t.adults_age_to,
        t.children_age_from, t.children_age_to, t.infants_age_from, t.infants_age_to,
        t.pricing_basis, t.sale_type, t.max_group_size, t.booking_cutoff_days, t.daily_capacity,
        1, false, 0, v.slug,
        '/' || case t.tour_type when 1 then 'round-tours' when 2 then 'day-tours' else 'activity' end
          || '/' || v.slug || '/details/' || b.id,
        v.title, t.seo_description, t.search_places
      from gen_batch b
      join activities t on t.id = b.template_id
      cross join lateral (
        select title, trim(both '-' from regexp_replace(lower(title), '[^a-z0-9]+', '-', 'g')) || '-' || b.id as slug
        from (select ${styles}[1 + b.g % ${STYLES.length}] || ' ' || t.title || ' with ' || ${extras}[1 + (b.g / ${STYLES.length}) % ${EXTRAS.length}] as title) s
      ) v`,
    // Rates vary between 80% and 130% of the template's, per generated number.
    sql`insert into activity_prices (activity_id, adult_price_cents, child_price_cents, infant_price_cents, group_price_cents, selling_price_cents)
      select b.id, round(p.adult_price_cents * f.k)::int, round(p.child_price_cents * f.k)::int,
        round(p.infant_price_cents * f.k)::int, round(p.group_price_cents * f.k)::int, round(p.selling_price_cents * f.k)::int
      from gen_batch b join activity_prices p on p.activity_id = b.template_id
      cross join lateral (select (80 + (b.g * 37) % 51) / 100.0 as k) f`,
    sql`insert into activity_images (activity_id, key, widths, alt_text, sort_order)
      select b.id, i.key, i.widths, i.alt_text, i.sort_order
      from gen_batch b join activity_images i on i.activity_id = b.template_id`,
    sql`insert into activity_itinerary_items (activity_id, day_number, label, summary, sort_order)
      select b.id, i.day_number, i.label, i.summary, i.sort_order
      from gen_batch b join activity_itinerary_items i on i.activity_id = b.template_id`,
    sql`insert into activity_categories (activity_id, category_id, sort_order)
      select b.id, c.category_id, c.sort_order
      from gen_batch b join activity_categories c on c.activity_id = b.template_id`,
    sql`insert into activity_locations (activity_id, location_id, sort_order)
      select b.id, l.location_id, l.sort_order
      from gen_batch b join activity_locations l on l.activity_id = b.template_id`,
    sql`insert into activity_pickup_locations (activity_id, location_id, pickup_time, minutes_before_start, sort_order)
      select b.id, l.location_id, l.pickup_time, l.minutes_before_start, l.sort_order
      from gen_batch b join activity_pickup_locations l on l.activity_id = b.template_id`,
    // The template's departures and seasonal rates (issue 30 point 11), the rates scaled as above.
    sql`insert into activity_start_times (activity_id, start_time, weekdays, capacity)
      select b.id, s.start_time, s.weekdays, s.capacity
      from gen_batch b join activity_start_times s on s.activity_id = b.template_id`,
    sql`insert into activity_price_periods (activity_id, label, starts_on, ends_on, adult_price_cents, child_price_cents, infant_price_cents, group_price_cents)
      select b.id, p.label, p.starts_on, p.ends_on, round(p.adult_price_cents * f.k)::int, round(p.child_price_cents * f.k)::int,
        round(p.infant_price_cents * f.k)::int, round(p.group_price_cents * f.k)::int
      from gen_batch b join activity_price_periods p on p.activity_id = b.template_id
      cross join lateral (select (80 + (b.g * 37) % 51) / 100.0 as k) f`,
  ]
}
