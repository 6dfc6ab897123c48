/**
 * `npm run test:replica`: the catalogue suite with its reads on a REAL streaming replica of the
 * test server (decision 052). Copies TEST_DATABASE_URL's server with pg_basebackup into a
 * temporary folder, starts the copy on a free port (as the `postgres` OS user when run as root),
 * runs the catalogue test files with TEST_DATABASE_READ_URL pointing at it, then stops and removes
 * it. On a fresh Debian server it first lets 127.0.0.1 replicate (one pg_hba.conf line, reload).
 * Extra arguments go to Vitest.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { allowLocalReplication, startLocalReplica } from '@serendib/db/replica/local-replica'

const root = path.resolve(fileURLToPath(import.meta.url), '../..')
const primaryUrl = process.env.TEST_DATABASE_URL
if (!primaryUrl) {
  console.error('TEST_DATABASE_URL must name the PostgreSQL server to replicate')
  process.exit(1)
}
/**
 * Every test that reads the public catalogue through the API on PostgreSQL, plus the routing test
 * itself (catalogue-cache.test.ts runs on PGlite only, so it has no replica to read from).
 */
const catalogueFiles = [
  'apps/server/src/routes/api/catalogue.test.ts',
  'apps/server/src/routes/api/activity.test.ts',
  'apps/server/src/services/catalogue/search-relevance.test.ts',
  'apps/server/src/routes/sitemaps/seo.test.ts',
  'apps/server/src/plugins/catalogue-changes.test.ts',
  'apps/server/src/plugins/read-replica.test.ts',
]

console.log(await allowLocalReplication(primaryUrl))
const replica = await startLocalReplica(primaryUrl)
console.log(`replica at ${replica.url}`)
let status: number
try {
  const vitest = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/vitest/vitest.mjs'),
      'run',
      // Only the PostgreSQL lane reads from the replica (decision 070).
      '--project',
      'unit-pg',
      ...catalogueFiles,
      ...process.argv.slice(2),
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, TEST_DATABASE_READ_URL: replica.url } },
  )
  status = vitest.status ?? 1
} finally {
  await replica.stop()
}
process.exit(status)
