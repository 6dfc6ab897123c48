/**
 * A realistic mix of catalogue requests (issue 17): thousands of distinct search and suggestion
 * queries with a Zipf-like popularity, built from the catalogue's own words (places, categories,
 * words of tour titles), with misspellings, multi-word queries, filter combinations and pages.
 * Deterministic (seeded), so the cache-off and cache-on runs replay the same sequence.
 */
import { sql } from 'drizzle-orm'
import type { Database } from '@serendib/db/client'

/** Small, seeded PRNG (mulberry32): the same mix on every run. */
export function random(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Draws ranks 0..n-1 with probability proportional to 1 / (rank + 1)^s. */
export function zipf(n: number, s: number, rand: () => number): () => number {
  const cumulative: number[] = []
  let total = 0
  for (let rank = 0; rank < n; rank++) cumulative.push((total += 1 / (rank + 1) ** s))
  return () => {
    const target = rand() * total
    let lo = 0
    let hi = n - 1
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (cumulative[mid]! < target) lo = mid + 1
      else hi = mid
    }
    return lo
  }
}

/** One typing slip: a dropped, doubled, swapped or wrong letter (what the typo path corrects). */
function misspell(word: string, rand: () => number): string {
  if (word.length < 4) return word
  const i = 1 + Math.floor(rand() * (word.length - 2))
  switch (Math.floor(rand() * 4)) {
    case 0:
      return word.slice(0, i) + word.slice(i + 1)
    case 1:
      return word.slice(0, i) + word[i] + word.slice(i)
    case 2:
      return word.slice(0, i - 1) + word[i] + word[i - 1] + word.slice(i + 1)
    default:
      return word.slice(0, i) + 'aeiou'[Math.floor(rand() * 5)] + word.slice(i + 1)
  }
}

export interface Vocabulary {
  /** Most searched first: ordered by how many active tours carry the word (popular places have many). */
  words: string[]
  locationIds: number[]
  categoryIds: number[]
}

/**
 * The catalogue's words: place and category names and the words of active tours' titles (the
 * search vocabulary), ranked by how many tours mention them, the broadest first, which is the
 * hard case for the database (a common word matches tens of thousands of tours).
 */
export async function loadVocabulary(database: Database): Promise<Vocabulary> {
  // The narrow search table when there is one (decision 018); the same rows as active tours.
  const [found] = await database.execute<{ narrow: boolean }>(
    sql`select to_regclass('activity_search') is not null as narrow`,
  )
  const tours = found?.narrow ? sql`activity_search a where true` : sql`activities a where a.status = 1`
  const words = await database.execute<{ word: string }>(sql`
    with names as (
      select lower(name) as word from locations union select lower(name) from categories
      union select term from search_terms
    )
    select n.word from names n
    left join lateral (
      select count(*) as n from ${tours} and a.search_vector @@ plainto_tsquery('english', n.word)
    ) c on true
    where length(n.word) >= 3
    order by c.n desc, n.word`)
  const locations = await database.execute<{ id: number }>(sql`select id from locations order by id`)
  const categories = await database.execute<{ id: number }>(sql`select id from categories order by id`)
  return {
    words: words.map((row) => row.word),
    locationIds: locations.map((row) => row.id),
    categoryIds: categories.map((row) => row.id),
  }
}

export interface Mix {
  search: string[]
  suggestions: string[]
  distinctSearch: number
  distinctSuggestions: number
  /** Share of requests taken by the single most frequent query. */
  topShare: { search: number; suggestions: number }
}

function share(paths: string[]): { distinct: number; top: number } {
  const counts = new Map<string, number>()
  for (const p of paths) counts.set(p, (counts.get(p) ?? 0) + 1)
  return { distinct: counts.size, top: Math.max(...counts.values()) / paths.length }
}

/**
 * `length` search requests and as many suggestion requests. A query is one to three words drawn
 * by Zipf popularity (s = 1.0), misspelt one time in eight; a search carries one of several
 * filter combinations and mostly asks for the first page; a suggestion is the query as typed
 * so far (three letters or more), sometimes narrowed to round and day tours like the home box.
 */
export function buildMix(vocabulary: Vocabulary, length = 20_000, seed = 17): Mix {
  const rand = random(seed)
  const pickWord = zipf(vocabulary.words.length, 1.0, rand)
  const pickIn = <T>(list: T[]) => list[Math.floor(rand() * list.length)]!
  const query = () => {
    const n = rand() < 0.6 ? 1 : rand() < 0.8 ? 2 : 3
    const words = Array.from({ length: n }, () => vocabulary.words[pickWord()]!)
    return words.map((word) => (rand() < 0.125 ? misspell(word, rand) : word)).join(' ')
  }
  const filters = () => {
    const r = rand()
    if (r < 0.4) return ''
    if (r < 0.55) return `&tour_type=${1 + Math.floor(rand() * 3)}`
    if (r < 0.7) return `&tour_type=${1 + Math.floor(rand() * 3)}&price_max=${pickIn([100, 200, 300, 500])}`
    if (r < 0.78) return `&price_min=${pickIn([20, 50, 100])}&price_max=${pickIn([200, 400, 800])}`
    if (r < 0.84) return `&category=${pickIn(vocabulary.categoryIds)}`
    if (r < 0.9) return `&location=${pickIn(vocabulary.locationIds)}`
    if (r < 0.95) return `&duration_min=${pickIn([1, 2])}&duration_max=${pickIn([3, 7, 14])}`
    return '&deals=1'
  }
  const page = () => {
    const r = rand()
    return r < 0.8 ? '' : r < 0.92 ? '&page=2' : `&page=${3 + Math.floor(rand() * 3)}`
  }
  const search: string[] = []
  const suggestions: string[] = []
  for (let i = 0; i < length; i++) {
    // One search in twenty browses without a keyword (the listing and its filters).
    const keyword = rand() < 0.05 ? '' : query()
    search.push(`/api/search?keyword=${encodeURIComponent(keyword)}${filters()}${page()}`)
    const typed = query()
    const prefix = typed.slice(0, Math.min(typed.length, 3 + Math.floor(rand() * (typed.length - 2))))
    const types = rand() < 0.3 ? '&tour_type=1,2' : ''
    suggestions.push(`/api/search/get?key=${encodeURIComponent(prefix)}${types}`)
  }
  const s = share(search)
  const g = share(suggestions)
  return {
    search,
    suggestions,
    distinctSearch: s.distinct,
    distinctSuggestions: g.distinct,
    topShare: { search: s.top, suggestions: g.top },
  }
}

/** `count` tours drawn by Zipf popularity from a sample of the catalogue (detail API and pages). */
export function tourMix<T>(tours: T[], count = 20_000, seed = 18): T[] {
  const rand = random(seed)
  const pick = zipf(tours.length, 1.0, rand)
  return Array.from({ length: count }, () => tours[pick()]!)
}
