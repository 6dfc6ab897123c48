/**
 * Throughput through nginx with 1 and 2 app processes (`npm run cluster`), on one PostgreSQL,
 * beside one process answered directly (what the proxy costs), all in one run (issue 17).
 *   node bench/cluster-load.ts [--database-url postgresql://…/serendib_cluster_bench]
 *                              [--activities 0] [--connections 20] [--seconds 10] [--cache-seconds 0]
 * Default: the demo catalogue, cache off (the database path), a realistic mix of searches,
 * suggestions and tour details (bench/search-mix.ts), in one shared sequence.
 */
import { fork, spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { openDatabase } from '@serendib/db/client'
import { freePort } from '../e2e/support/app-server.ts'
import { measure, type LoadResult } from './load.ts'
import { buildMix, loadVocabulary, tourMix } from './search-mix.ts'

const root = path.resolve(fileURLToPath(import.meta.url), '../..')
const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: 'postgresql://root@127.0.0.1:5432/serendib_cluster_bench' },
    activities: { type: 'string', default: '0' },
    connections: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '10' },
    'cache-seconds': { type: 'string', default: '0' },
  },
})
const databaseUrl = values['database-url']
const dataDir = path.join(root, 'tmp', 'bench-cluster')
mkdirSync(dataDir, { recursive: true })
const env = { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir }

{
  const url = new URL(databaseUrl)
  const name = url.pathname.slice(1)
  url.pathname = '/postgres'
  const admin = await openDatabase({ databaseUrl: url.toString() })
  const exists = await admin.execute(sql`select 1 from pg_database where datname = ${name}`)
  if (exists.length === 0) await admin.execute(sql.raw(`create database "${name}"`))
  await admin.close()
}
const seeded = spawnSync(
  process.execPath,
  [path.join(root, 'packages/db/src/seed/cli.ts'), '--activities', values.activities],
  { cwd: root, env, stdio: 'inherit' },
)
if (seeded.status !== 0) process.exit(seeded.status ?? 1)

const database = await openDatabase({ databaseUrl })
const vocabulary = await loadVocabulary(database)
const sample = await database.execute<{ id: number }>(
  sql`select id from activities where status = 1 order by md5(id::text) limit 5000`,
)
await database.close()
const mix = buildMix(vocabulary)
const tours = tourMix(sample)
// Two searches, one suggestion and one tour detail, interleaved: one shared sequence.
const paths = mix.search.flatMap((search, i) => [
  search,
  mix.suggestions[i]!,
  `/api/activity?id=${tours[i]!.id}`,
  mix.search[(i + 7919) % mix.search.length]!,
])

async function withCluster<T>(
  processes: number,
  run: (port: number, appPorts: number[]) => Promise<T>,
): Promise<T> {
  const port = await freePort()
  const appPorts: number[] = []
  while (appPorts.length < processes) {
    const next = await freePort()
    if (next !== port && !appPorts.includes(next)) appPorts.push(next)
  }
  const cluster: ChildProcess = spawn(
    process.execPath,
    [
      path.join(root, 'scripts/cluster.ts'),
      ...['--processes', String(processes), '--port', String(port), '--app-ports', appPorts.join(',')],
    ],
    {
      cwd: root,
      env: { ...env, LOG_LEVEL: 'error', CATALOGUE_CACHE_SECONDS: values['cache-seconds'] },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  const exited = new Promise((resolve) => cluster.once('exit', resolve))
  try {
    const deadline = Date.now() + 300_000
    while (
      !(await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (cluster.exitCode !== null || Date.now() > deadline) throw new Error('the cluster did not start')
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    return await run(port, appPorts)
  } finally {
    cluster.kill('SIGTERM')
    await exited
  }
}

// A freshly started process is slow for its first seconds (JIT, each pooled connection preparing its
// statements, PostgreSQL's caches): with the default 2 s of warm-up the first target measured after
// each start came out at half the speed of the next one.
const options = {
  connections: Number(values.connections),
  seconds: Number(values.seconds),
  warmupSeconds: 8,
  sequence: true,
}
const results: LoadResult[] = []
// The machine is shared: a bare Fastify route in the same run says how much CPU there was.
const barePort = await freePort()
const bare = fork(path.join(root, 'bench/bare-server.ts'), {
  env: { ...process.env, PORT: String(barePort) },
})
await new Promise((resolve) => bare.once('message', resolve))
const bareResult = await measure('bare Fastify route', `http://127.0.0.1:${barePort}`, ['/bare'], options)
bare.kill()
await withCluster(1, async (port, [appPort]) => {
  results.push(await measure('1 process, direct (no proxy)', `http://127.0.0.1:${appPort}`, paths, options))
  results.push(await measure('1 process behind nginx', `http://127.0.0.1:${port}`, paths, options))
})
await withCluster(2, async (port) => {
  results.push(await measure('2 processes behind nginx', `http://127.0.0.1:${port}`, paths, options))
})

console.log(
  `\n${options.connections} connections, ${options.seconds} s each, PostgreSQL, ` +
    `catalogue cache ${values['cache-seconds'] === '0' ? 'off' : `${values['cache-seconds']} s`}; ` +
    `mix of ${mix.distinctSearch} distinct searches, ${mix.distinctSuggestions} suggestions, tour details`,
)
console.table(
  [bareResult, ...results].map((r) => ({
    target: r.name,
    'req/s': Math.round(r.rps),
    'p50 ms': r.p50.toFixed(1),
    'p95 ms': r.p95.toFixed(1),
    'p99 ms': r.p99.toFixed(1),
    'vs 1 behind nginx': `${((r.rps / results[1]!.rps) * 100).toFixed(0)}%`,
    'errors/non-2xx': `${r.errors}/${r.non2xx}`,
    load: r.load.toFixed(1),
  })),
)
