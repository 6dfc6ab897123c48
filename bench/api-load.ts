/**
 * Catalogue speed on a large catalogue, side by side with a bare Fastify route.
 *   node bench/api-load.ts [--activities 100000] [--database-url postgresql://…/serendib_bench] [--pglite]
 *                          [--connections 10] [--seconds 10] [--cache-seconds 30]
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
import { measure, printTable, SEARCH_KEYWORDS, type LoadResult } from './load.ts'

const root = path.resolve(fileURLToPath(import.meta.url), '../..')
const { values } = parseArgs({
  options: {
    activities: { type: 'string', default: '100000' },
    'database-url': { type: 'string', default: 'postgresql://root@127.0.0.1:5432/serendib_bench' },
    pglite: { type: 'boolean', default: false },
    connections: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '10' },
    // The app's in-memory catalogue cache (docs/decisions/008); 0 measures the database path.
    'cache-seconds': { type: 'string', default: '30' },
  },
})
const connections = Number(values.connections)
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

const barePort = await freePort()
const bare = fork(path.join(root, 'bench/bare-server.ts'), {
  env: { ...process.env, PORT: String(barePort) },
})
await new Promise((resolve) => bare.once('message', resolve))
const app = await startApp(
  { ...env, LOG_LEVEL: 'error', CATALOGUE_CACHE_SECONDS: values['cache-seconds'] },
  dataDir,
)

try {
  const sample = (await (await fetch(`${app.baseUrl}/api/search?limit=50&tour_type=2`)).json()) as {
    data: { results: Array<{ id: number; full_seo_url: string }> }
  }
  const tours = sample.data.results
  const keywords = SEARCH_KEYWORDS
  const options = { connections, seconds }
  const results: LoadResult[] = []
  const baseline = await measure('bare Fastify route', `http://127.0.0.1:${barePort}`, ['/bare'], options)
  results.push(baseline)
  results.push(
    await measure(
      '/api/search keyword + 2 filters',
      app.baseUrl,
      keywords.map((k) => `/api/search?keyword=${k}&tour_type=2&price_max=300`),
      options,
    ),
  )
  results.push(
    await measure(
      '/api/search/get suggestions',
      app.baseUrl,
      keywords.map((k) => `/api/search/get?key=${k.slice(0, 5)}`),
      options,
    ),
  )
  results.push(
    await measure(
      '/api/activity',
      app.baseUrl,
      tours.map((t) => `/api/activity?id=${t.id}`),
      options,
    ),
  )
  results.push(
    await measure(
      'SSR detail page',
      app.baseUrl,
      tours.map((t) => t.full_seo_url),
      options,
    ),
  )
  results.push(await measure('SSR home page', app.baseUrl, ['/'], options))
  console.log(
    `\n${connections} connections, ${seconds} s per target, ${values.pglite ? 'PGlite' : 'PostgreSQL'}:`,
  )
  printTable(results, baseline)
} finally {
  await app.stop()
  bare.kill()
}
