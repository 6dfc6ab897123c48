import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '@serendib/db/client'
import { preparedRows } from '@serendib/db/client'
import { activitySearch as s } from '@serendib/db/schema/search'
import { SEARCH_CONFIGS } from '@serendib/domain/i18n/content'
import type { TravellerLocale } from '@serendib/domain/i18n/locales'

type Db = Database['db']

/**
 * Chinese and Japanese write words without spaces, so 'simple' takes a whole clause for one
 * word and "大象" would never match "品尝大象孤儿院…". Their translations are also matched by
 * substring of title and overview, through the trigram index on that very expression
 * (activity_translations_cjk_text_trgm_idx).
 */
export const SUBSTRING_LOCALES: ReadonlySet<TravellerLocale> = new Set(['zh', 'ja'])

/** `%keyword%` for LIKE, the keyword's own % _ and \ taken literally. */
export function containsPattern(keyword: string): string {
  return `%${keyword
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** The translation rows (alias t) a keyword finds in `locale`, as SQL. */
function translationMatch(locale: TravellerLocale, keyword: string): SQL {
  const own = sql`t.search_vector @@ websearch_to_tsquery(${SEARCH_CONFIGS[locale]}::regconfig, ${keyword})`
  if (!SUBSTRING_LOCALES.has(locale)) return own
  return sql`(${own} or (t.title || ' ' || t.overview) like ${containsPattern(keyword)})`
}

/**
 * How well a translation row matches: ts_rank over its vector, and for a substring match in
 * Chinese or Japanese a fixed rank, higher in the title (0.6) than in the overview (0.3) — about
 * what ts_rank gives a word of the title (weight A) and of the overview (weight B).
 */
function translationRank(locale: TravellerLocale, keyword: string): SQL {
  const own = sql`ts_rank(t.search_vector, websearch_to_tsquery(${SEARCH_CONFIGS[locale]}::regconfig, ${keyword}))`
  if (!SUBSTRING_LOCALES.has(locale)) return own
  const pattern = containsPattern(keyword)
  return sql`greatest(${own}, case when t.title like ${pattern} then 0.6
    when (t.title || ' ' || t.overview) like ${pattern} then 0.3 else 0 end)`
}

/**
 * Whether a keyword matches any tour's translation in `locale`, stemmed as that language stems
 * ("Strände" and "Strand" are both 'strand' in German): one probe of the translations' GIN index.
 */
export async function matchesTranslations(
  db: Db,
  locale: TravellerLocale,
  keyword: string,
): Promise<boolean> {
  const [row] = SUBSTRING_LOCALES.has(locale)
    ? await preparedRows<{ found: boolean }>(
        db,
        'translated_keyword_match_substring',
        `select exists (
           select 1 from activity_translations
           where (search_vector @@ websearch_to_tsquery('simple', $1) or (title || ' ' || overview) like $2)
             and locale = $3
         ) as found`,
        [keyword, containsPattern(keyword), locale],
      )
    : await preparedRows<{ found: boolean }>(
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
        select t.activity_id, ${translationRank(locale, keyword)} as rank
          from activity_translations t where ${translationMatch(locale, keyword)} and t.locale = ${locale}
      ) as u group by u.activity_id
    ) as m join activity_search a on a.activity_id = m.activity_id) as ${s}`
}

/**
 * The tours whose translation in `locale` a keyword finds, under activity_search's name (its
 * listing columns and category_ids) with `rank`: ts_rank over the translation's vector.
 */
export function translationMatchesSource(locale: TravellerLocale, keyword: string): SQL {
  return sql`(select a.activity_id, a.tour_type, a.featured, a.sold, a.duration_minutes, a.price_cents,
      a.category_ids, ${translationRank(locale, keyword)} as rank
    from activity_translations t join activity_search a on a.activity_id = t.activity_id
    where ${translationMatch(locale, keyword)} and t.locale = ${locale}) as ${s}`
}
