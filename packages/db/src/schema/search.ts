/**
 * The search vocabulary: every distinct word of active tours' titles, categories and places.
 * Small (thousands of rows), so a trigram lookup on it is cheap even when the catalogue is
 * huge; it turns a mistyped word ("sigirya") into real ones ("sigiriya") before the full-text
 * query runs.
 */
import { index, pgTable, text } from 'drizzle-orm/pg-core'

export const searchTerms = pgTable(
  'search_terms',
  {
    term: text('term').primaryKey(),
  },
  (t) => [index('search_terms_term_trgm_idx').using('gin', t.term.op('gin_trgm_ops'))],
)
