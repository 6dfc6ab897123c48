/**
 * Search helpers kept beside the catalogue.
 *
 * search_terms — the search vocabulary: every distinct word of active tours' titles, categories
 * and places. Small (thousands of rows), so a trigram lookup on it is cheap even when the
 * catalogue is huge; it turns a mistyped word ("sigirya") into real ones ("sigiriya") before the
 * full-text query runs.
 *
 * activity_search — one narrow row per active tour with only what a listing filters, orders
 * and ranks by (decision 018). A keyword matching a fifth of 100,000 tours visits every match
 * to count and rank it; on this table that is ~50 MB that stays in memory instead of the ~200 MB
 * activities heap. Kept by triggers on activities and activity_prices (migration
 * 0007_activity-search-sync), so no application code writes it.
 */
import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, primaryKey, real, smallint, text } from 'drizzle-orm/pg-core'
import { activities } from './activities.ts'
import { tsvector } from './columns.ts'

export const searchTerms = pgTable(
  'search_terms',
  {
    term: text('term').primaryKey(),
  },
  (t) => [index('search_terms_term_trgm_idx').using('gin', t.term.op('gin_trgm_ops'))],
)

/**
 * What a listing filters and orders by, for activity_search and (copied by its trigger) for the
 * postings: new builders on each call, as every table needs its own.
 */
function listingColumns() {
  return {
    tourType: smallint('tour_type').notNull(),
    featured: boolean('featured').notNull(),
    sold: integer('sold').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** activity_prices.selling_price_cents; null until the tour has rates (listings skip it). */
    priceCents: integer('price_cents'),
  }
}

export const activitySearch = pgTable(
  'activity_search',
  {
    activityId: integer('activity_id')
      .primaryKey()
      .references(() => activities.id, { onDelete: 'cascade' }),
    ...listingColumns(),
    searchVector: tsvector('search_vector').notNull(),
    /** The tour's categories (activity_categories), kept by a trigger there (decision 055). */
    categoryIds: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
  },
  (t) => [
    index('activity_search_vector_idx').using('gin', t.searchVector),
    // The same for listed tours only (transport never is): a word only transfers carry
    // ("transfe…" typed into the home box) finds nothing here at once, where the index above
    // hands over every transfer to be read and dropped (decision 055).
    index('activity_search_listed_vector_idx')
      .using('gin', t.searchVector)
      .where(sql`${t.tourType} <> 4`),
    // Listing order (best-selling first, then id) with every filter column in the key, so the
    // first page is an ordered index walk and a filtered count an index-only scan.
    index('activity_search_listing_idx').on(
      t.sold.desc(),
      t.activityId,
      t.tourType,
      t.priceCents,
      t.durationMinutes,
      t.featured,
    ),
    // Listed tours by category. A category whose tours are all transfers (never listed) has no
    // entry here, so "what else does this category list" is answered without visiting it.
    index('activity_search_category_ids_idx')
      .using('gin', t.categoryIds)
      .where(sql`${t.priceCents} is not null and ${t.tourType} <> 4`),
    index('activity_search_featured_idx')
      .on(t.sold.desc(), t.activityId)
      .where(sql`${t.featured}`),
  ],
)

/**
 * activity_search_postings — one row per (word, tour) of activity_search: the tour's rank for
 * that one word and its listing columns (decision 055). A one-word search, the commonest and
 * broadest kind, then reads its page as an ordered walk of postings_rank_idx and its total as an
 * index-only count, instead of ranking every tour that carries the word. `rank` is
 * ts_rank(search_vector, word) computed by the database itself, so the order is the same as
 * ranking at query time. Kept by a trigger on activity_search (migration 0024), so, like
 * activity_search, no application code writes it.
 */
export const activitySearchPostings = pgTable(
  'activity_search_postings',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => activitySearch.activityId, { onDelete: 'cascade' }),
    /** A lexeme of the tour's search_vector (English stemming: "beaches" is 'beach'). */
    lexeme: text('lexeme').notNull(),
    rank: real('rank').notNull(),
    ...listingColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.activityId, t.lexeme] }),
    // A word's tours in relevance order (rank, then the listing order), with every filter column
    // in the key: a page is an ordered walk that stops after it, a total an index-only count.
    index('activity_search_postings_rank_idx').on(
      t.lexeme,
      t.rank.desc(),
      t.sold.desc(),
      t.activityId,
      t.tourType,
      t.priceCents,
      t.durationMinutes,
      t.featured,
    ),
  ],
)
