import type { Database } from '@serendib/db/client'
import { preparedRows } from '@serendib/db/client'

type Db = Database['db']

/** Words as the search vocabulary keeps them: lower-case letters and digits. */
export function searchWords(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .match(/[a-z0-9]+/g) ?? []
  ).slice(0, 8)
}

/**
 * Replaces each word the catalogue does not know with its closest known word (pg_trgm over the
 * small search_terms table). Returns null when nothing changes, so callers can skip a retry.
 */
export async function correctSpelling(db: Db, keyword: string): Promise<string | null> {
  const words = searchWords(keyword)
  if (words.length === 0) return null
  const rows = await preparedRows<{ word: string; term: string | null }>(
    db,
    'correct_spelling',
    `select w.word, (
       select t.term from search_terms t
       where t.term % w.word order by similarity(t.term, w.word) desc, t.term limit 1
     ) as term
     from unnest($1::text[]) as w(word)`,
    [`{${words.join(',')}}`],
  )
  const corrected = rows.map((row) => row.term ?? row.word)
  return corrected.join(' ') === words.join(' ') ? null : corrected.join(' ')
}
