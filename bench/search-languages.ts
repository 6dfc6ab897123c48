/**
 * Search in the page's language (decision 076): one search's time on the English path and on a
 * translated page, interleaved, on the database DATABASE_URL names (a `npm run seed --
 * --activities N` catalogue). `--translate 0.2` first gives that share of the tours a German
 * translation (titles and overviews of the demo's German texts, cycled), as a catalogue partly
 * translated would have. Prints the median and p95 per keyword, in ms, for `lang` unset (what a
 * /de page searched before: English only) and `lang=de`.
 *
 *   DATABASE_URL=postgresql://…/bench node bench/search-languages.ts [--translate 0.2] [--rounds 40]
 */
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { openDatabase } from '@serendib/db/client'
import { tourTranslations } from '../packages/db/src/seed/content/tour-translations.ts'
import { searchPage } from '../apps/server/src/services/catalogue/search-activities.ts'

const { values } = parseArgs({
  options: {
    translate: { type: 'string', default: '0' },
    rounds: { type: 'string', default: '40' },
  },
})
const databaseUrl = process.env.DATABASE_URL
if (!databaseUrl) throw new Error('DATABASE_URL names the bench database')
const database = await openDatabase({ databaseUrl, poolSize: 2 })
const db = database.db

const share = Number(values.translate)
if (share > 0) {
  const texts = Object.values(tourTranslations).map((t) => t.de)
  await database.execute(sql`delete from activity_translations where locale = 'de'`)
  await database.execute(sql`
    insert into activity_translations (activity_id, locale, title, overview)
    select a.id, 'de', (${JSON.stringify(texts.map((t) => t.title))}::jsonb ->> (a.id % ${texts.length})::int),
           (${JSON.stringify(texts.map((t) => t.overview))}::jsonb ->> (a.id % ${texts.length})::int)
    from activities a where a.status = 1 and random() < ${share}`)
  // As autovacuum would soon: the GIN index's pending list merged (a probe reads it whole).
  await database.execute(sql`vacuum analyze activity_translations`)
}
const [{ n }] = (await database.execute<{ n: number }>(
  sql`select count(*)::int as n from activity_translations where locale = 'de'`,
)) as [{ n: number }]
const [{ tours }] = (await database.execute<{ tours: number }>(
  sql`select count(*)::int as tours from activity_search`,
)) as [{ tours: number }]
console.log(`${tours} listed tours, ${n} with a German translation`)

const keywords = ['whale', 'kandy', 'tea factory', 'Pottwale', 'Teefabrik', 'Leoparden Safari']
const rounds = Number(values.rounds)
const times = new Map<string, number[]>()
const note = (key: string, ms: number) => times.set(key, [...(times.get(key) ?? []), ms])
for (let round = 0; round < rounds; round++) {
  for (const keyword of keywords) {
    for (const locale of round % 2 ? (['de', 'en'] as const) : (['en', 'de'] as const)) {
      const started = performance.now()
      const page = await searchPage(db, { keyword, ...(locale === 'de' ? { locale } : {}) }, 1)
      note(`${keyword}\t${locale}\t${page.total}${page.total_capped ? '+' : ''}`, performance.now() - started)
    }
  }
}
const pct = (list: number[], p: number) =>
  [...list].sort((a, b) => a - b)[Math.ceil((list.length * p) / 100) - 1]!
console.log('keyword\tlang\ttotal\tp50 ms\tp95 ms')
for (const [key, list] of times)
  console.log(`${key}\t${pct(list, 50).toFixed(1)}\t${pct(list, 95).toFixed(1)}`)
await database.close()
