import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '@serendib/db/client'
import { preparedRows } from '@serendib/db/client'
import { activitySearch as s } from '@serendib/db/schema/search'
import { SEARCH_CONFIGS } from '@serendib/domain/i18n/content'
import type { TravellerLocale } from '@serendib/domain/i18n/locales'

type Db = Database['db']

/**
 * Whether a keyword matches any tour's translation in `locale`, stemmed as that language stems
 * ("Strände" and "Strand" are both 'strand' in German): one probe of the translations' GIN index.
 */
export async function matchesTranslations(
  db: Db,
  locale: TravellerLocale,
  keyword: string,
): Promise<boolean> {
  const [row] = await preparedRows<{ found: boolean }>(
    db,
    'translated_keyword_match',
    `select exists (
       select 1 from activity_translations
       where search_vector @@ websearch_to_tsquery($1::regconfig, $2) and locale = $3
     ) as found`,
    [SEARCH_CONFIGS[locale], keyword, locale],
  )
  return Boolean(row?.found)
}

/**
 * The tours a keyword finds in English or in `locale`'s translations, under activity_search's
 * name (its listing columns and category_ids, so every listing filter applies unchanged) with a
 * `rank`: the better of ts_rank over the English vector (English stemming) and over the
 * translation's (the language's own stemming).
 */
export function translatedKeywordSource(
  locale: TravellerLocale,
  keyword: string,
  englishLexeme: string | null,
): SQL {
  const english = sql`websearch_to_tsquery('english', ${keyword})`
  const own = sql`websearch_to_tsquery(${SEARCH_CONFIGS[locale]}::regconfig, ${keyword})`
  // One English word: its postings hold each tour's ts_rank already (decision 055), so the
  // English side is an index range, not a ranking of every match ("kandy": 18,000 tours).
  const englishMatches = englishLexeme
    ? sql`select p.activity_id, p.rank from activity_search_postings p where p.lexeme = ${englishLexeme}`
    : sql`select e.activity_id, ts_rank(e.search_vector, ${english}) as rank
          from activity_search e where e.search_vector @@ ${english}`
  return sql`(select a.activity_id, a.tour_type, a.featured, a.sold, a.duration_minutes, a.price_cents,
      a.category_ids, m.rank
    from (
      select u.activity_id, max(u.rank) as rank from (
        ${englishMatches}
        union all
        select t.activity_id, ts_rank(t.search_vector, ${own}) as rank
          from activity_translations t where t.search_vector @@ ${own} and t.locale = ${locale}
      ) as u group by u.activity_id
    ) as m join activity_search a on a.activity_id = m.activity_id) as ${s}`
}

/**
 * The tours whose translation in `locale` a keyword finds, under activity_search's name (its
 * listing columns and category_ids) with `rank`: ts_rank over the translation's vector.
 */
export function translationMatchesSource(locale: TravellerLocale, keyword: string): SQL {
  const own = sql`websearch_to_tsquery(${SEARCH_CONFIGS[locale]}::regconfig, ${keyword})`
  return sql`(select a.activity_id, a.tour_type, a.featured, a.sold, a.duration_minutes, a.price_cents,
      a.category_ids, ts_rank(t.search_vector, ${own}) as rank
    from activity_translations t join activity_search a on a.activity_id = t.activity_id
    where t.search_vector @@ ${own} and t.locale = ${locale}) as ${s}`
}
