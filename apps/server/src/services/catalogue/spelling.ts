import type { Database } from '@serendib/db/client'
import { preparedRows } from '@serendib/db/client'
import type { TravellerLocale } from '@serendib/domain/i18n/locales'

type Db = Database['db']

/**
 * Words as the search vocabulary keeps them. English: lower-case a–z and digits, accents
 * dropped ("Café" → "cafe"). Another language: letters of any script with their marks
 * (Devanagari's vowel signs are marks) and digits, lower-cased ("Китов" → "китов").
 */
export function searchWords(text: string, locale: TravellerLocale = 'en'): string[] {
  const words =
    locale === 'en'
      ? text
          .toLowerCase()
          .normalize('NFKD')
          .match(/[a-z0-9]+/g)
      : text
          .toLowerCase()
          .normalize('NFC')
          .match(/[\p{L}\p{M}\p{N}]+/gu)
  return (words ?? []).slice(0, 8)
}

// $1: the words; $2: the page's language. A word takes the closest term of the English
// vocabulary or of its language's (translated_search_terms), whichever is more similar.
const TRANSLATED_CORRECTION_SQL = `select w.word, (
    select x.term from (
      select t.term, similarity(t.term, w.word) as s from search_terms t where t.term % w.word
      union all
      select t.term, similarity(t.term, w.word) from translated_search_terms t
      where t.locale = $2 and t.term % w.word
    ) x order by x.s desc, x.term limit 1
  ) as term
  from unnest($1::text[]) as w(word)`

/**
 * Replaces each word the catalogue does not know with its closest known word (pg_trgm over the
 * small search_terms table, and on a page in another language over that language's words too).
 * Returns null when nothing changes, so callers can skip a retry.
 */
export async function correctSpelling(
  db: Db,
  keyword: string,
  locale: TravellerLocale = 'en',
): Promise<string | null> {
  const words = searchWords(keyword, locale)
  if (words.length === 0) return null
  const rows =
    locale === 'en'
      ? await preparedRows<{ word: string; term: string | null }>(
          db,
          'correct_spelling',
          `select w.word, (
             select t.term from search_terms t
             where t.term % w.word order by similarity(t.term, w.word) desc, t.term limit 1
           ) as term
           from unnest($1::text[]) as w(word)`,
          [`{${words.join(',')}}`],
        )
      : await preparedRows<{ word: string; term: string | null }>(
          db,
          'correct_spelling_translated',
          TRANSLATED_CORRECTION_SQL,
          [`{${words.join(',')}}`, locale],
        )
  const corrected = rows.map((row) => row.term ?? row.word)
  return corrected.join(' ') === words.join(' ') ? null : corrected.join(' ')
}
