/**
 * Catalogue speed on a large catalogue with a realistic mix (bench/search-mix.ts), with the
 * catalogue cache off (the database path, what most visitors meet) and on, side by side with a
 * bare Fastify route, all in one run.
 *   node bench/api-load.ts [--activities 100000] [--database-url postgresql://…/serendib_bench] [--pglite]
 *                          [--connections 10] [--seconds 10] [--cache-seconds 30] [--only off|on]
 *                          [--targets search,suggestions,activity,tour,home,about]
 * --connections takes a comma list ("1,10"): every target is measured at each count in turn.
 * The database path of issue 34: --only off --connections 1,10 --targets search,suggestions,activity,tour
 * Default: PostgreSQL at 127.0.0.1 (database serendib_bench, created when missing) with 100,000
 * activities. --pglite measures the embedded database with the demo catalogue instead.
 */
import { fork, spawnSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { openDatabase } from '@serendib/db/client'
import { freePort, startApp } from '../e2e/support/app-server.ts'
import { postgresCpuMs, processCpuMs } from './cpu-time.ts'
import { measure, type LoadResult } from './load.ts'
import { buildMix, loadVocabulary, tourMix } from './search-mix.ts'

const root = path.resolve(fileURLToPath(import.meta.url), '../..')
const { values } = parseArgs({
  options: {
    activities: { type: 'string', default: '100000' },
    'database-url': { type: 'string', default: 'postgresql://root@127.0.0.1:5432/serendib_bench' },
    pglite: { type: 'boolean', default: false },
    connections: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '10' },
    // The app's in-memory catalogue cache (docs/decisions/008) for the "cache on" half.
    'cache-seconds': { type: 'string', default: '30' },
    only: { type: 'string' },
    targets: { type: 'string' },
  },
})
const connectionCounts = values.connections.split(',').map(Number)
if (connectionCounts.some((n) => !Number.isInteger(n) || n < 1)) {
  throw new Error(`--connections takes whole numbers, comma-separated: ${values.connections}`)
}
const seconds = Number(values.seconds)
const dataDir = path.join(root, 'tmp', values.pglite ? 'bench-pglite' : 'bench-pg')
mkdirSync(dataDir, { recursive: true })

const env: Record<string, string> = { DATA_DIR: dataDir }
if (!values.pglite) {
  const url = new URL(values['database-url'])
  const name = url.pathname.slice(1)
  const server = new URL(url)
  server.pathname = '/postgres'
  const admin = await openDatabase({ databaseUrl: server.toString() })
  const exists = await admin.execute(sql`select 1 from pg_database where datname = ${name}`)
  if (exists.length === 0) await admin.execute(sql.raw(`create database "${name}"`))
  await admin.close()
  env.DATABASE_URL = url.toString()
}

console.log(
  `seeding (${values.pglite ? 'PGlite, demo catalogue' : `PostgreSQL, ${values.activities} activities`})…`,
)
const seed = spawnSync(
  process.execPath,
  [
    path.join(root, 'packages/db/src/seed/cli.ts'),
    ...(values.pglite ? [] : ['--activities', values.activities]),
  ],
  { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' },
)
if (seed.status !== 0) process.exit(seed.status ?? 1)

// The mix's words and tours come from the catalogue itself (closed again before the app opens
// it: PGlite allows one process per folder).
const database = await openDatabase(
  env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: path.join(dataDir, 'pglite') },
)
const vocabulary = await loadVocabulary(database)
// A stable sample of tours of every type, in an order unrelated to id or sales.
const sample = await database.execute<{ id: number; full_seo_url: string }>(
  sql`select id, full_seo_url from activities where status = 1 order by md5(id::text) limit 5000`,
)
await database.close()
const mix = buildMix(vocabulary)
const tours = tourMix(sample)
console.log(
  `mix: ${vocabulary.words.length} words; ${mix.search.length} searches (${mix.distinctSearch} distinct, ` +
    `top ${(mix.topShare.search * 100).toFixed(1)}%), ${mix.suggestions.length} suggestions ` +
    `(${mix.distinctSuggestions} distinct, top ${(mix.topShare.suggestions * 100).toFixed(1)}%), ` +
    `${new Set(tours).size} distinct tours of ${sample.length}`,
)

interface Target {
  key: string
  name: string
  paths: string[]
  goal: string
}
// Goals are issue 34's, one visitor at a time with the cache off.
const allTargets: Target[] = [
  { key: 'search', name: '/api/search (mix: keyword, filters, pages)', paths: mix.search, goal: '≤ 8' },
  { key: 'suggestions', name: '/api/search/get suggestions (mix)', paths: mix.suggestions, goal: '≤ 3' },
  {
    key: 'activity',
    name: '/api/activity',
    paths: tours.map((t) => `/api/activity?id=${t.id}`),
    goal: '≤ 3',
  },
  { key: 'tour', name: 'SSR detail page', paths: tours.map((t) => t.full_seo_url), goal: '≤ 10' },
  { key: 'home', name: 'SSR home page', paths: ['/'], goal: '' },
  // No catalogue data: the root loader and the shell only, so the floor any page's render sits on.
  { key: 'about', name: 'SSR static page (/about)', paths: ['/about'], goal: '' },
]
const wanted = values.targets?.split(',')
const targets = wanted ? allTargets.filter((target) => wanted.includes(target.key)) : allTargets
if (targets.length === 0)
  throw new Error(`--targets: none of ${values.targets} (${allTargets.map((t) => t.key)})`)
const runs = connectionCounts.flatMap((connections) => targets.map((target) => ({ connections, target })))

const barePort = await freePort()
const bare = fork(path.join(root, 'bench/bare-server.ts'), {
  env: { ...process.env, PORT: String(barePort) },
})
await new Promise((resolve) => bare.once('message', resolve))
const options = { seconds, sequence: true }

async function run(cacheSeconds: string): Promise<LoadResult[]> {
  const app = await startApp({ ...env, LOG_LEVEL: 'error', CATALOGUE_CACHE_SECONDS: cacheSeconds }, dataDir)
  try {
    // Where each target's time goes: CPU of the app process and of PostgreSQL (PGlite runs inside the app).
    const sample = () => [processCpuMs(app.process.pid), values.pglite ? 0 : postgresCpuMs()]
    const results: LoadResult[] = []
    for (const { connections, target } of runs)
      results.push(await measure(target.name, app.baseUrl, target.paths, { ...options, connections, sample }))
    return results
  } finally {
    await app.stop()
  }
}

try {
  const bareOptions = { ...options, connections: Math.max(...connectionCounts) }
  const bareBefore = await measure(
    'bare Fastify route',
    `http://127.0.0.1:${barePort}`,
    ['/bare'],
    bareOptions,
  )
  const off = values.only === 'on' ? [] : await run('0')
  const on = values.only === 'off' ? [] : await run(values['cache-seconds'])
  const bareAfter = await measure(
    'bare Fastify route',
    `http://127.0.0.1:${barePort}`,
    ['/bare'],
    bareOptions,
  )
  const cpuPerRequest = (r: LoadResult) => {
    const [app, database] = r.sampled ?? []
    if (app === undefined || database === undefined || !Number.isFinite(app + database)) return ''
    const each = (ms: number) => (ms / r.requests).toFixed(2)
    return `, cpu/req app ${each(app)} + db ${each(database)} ms`
  }
  const cell = (r: LoadResult | undefined) =>
    r
      ? `${r.p95.toFixed(1)} (p50 ${r.p50.toFixed(1)}), ${Math.round(r.rps)}/s, ${r.errors}/${r.non2xx}, ` +
        `load ${r.load.toFixed(1)}${cpuPerRequest(r)}`
      : '—'
  console.log(
    `\n${values.connections} connections (bare route at ${bareOptions.connections}), ${seconds} s per target, ${values.pglite ? 'PGlite' : 'PostgreSQL'}; ` +
      `cells: p95 ms (p50), req/s, errors/non-2xx, 1-min load average at the end, CPU ms per request ` +
      `of the app process and of PostgreSQL over the recorded run`,
  )
  console.table([
    {
      target: 'bare Fastify route',
      'cache off': cell(bareBefore),
      'cache on': cell(bareAfter),
      'goal p95, 1 conn. (off)': '',
    },
    ...runs.map(({ connections, target }, i) => ({
      target: `${target.name}, ${connections} conn.`,
      'cache off': cell(off[i]),
      'cache on': cell(on[i]),
      'goal p95, 1 conn. (off)': target.goal,
    })),
  ])
} finally {
  bare.kill()
}
