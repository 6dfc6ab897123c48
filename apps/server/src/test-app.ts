import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { openTestDatabase, type TestDatabaseKind } from '@serendib/db/testing'
import { seedDemo } from '@serendib/db/seed/seed-demo'
import type { Database } from '@serendib/db/client'
import { openMediaStore } from '@serendib/db/media/open-media-store'
import { loadConfig, type Config } from './config.ts'
import { build } from './app.ts'

/** Images are drawn once per machine and shared by every test run (drawing skips existing files). */
export const testMediaDir = path.join(tmpdir(), 'serendib-test-media')

export interface TestApp {
  app: FastifyInstance
  database: Database
  close: () => Promise<void>
}

/**
 * The API on a fresh, migrated database of the given kind, filled with the demo catalogue.
 * Pages are off so API tests need no web build.
 */
export async function buildTestApp(
  kind: TestDatabaseKind,
  {
    seed = true,
    trustProxy = false,
    cacheSeconds = 0,
    config: overrides = {},
  }: { seed?: boolean; trustProxy?: boolean; cacheSeconds?: number; config?: Partial<Config> } = {},
): Promise<TestApp> {
  const database = await openTestDatabase(kind)
  // Tests draw into a folder shared by every run; with MEDIA_STORE=database (decision 039) the
  // seed copies the pictures into this database, as a PostgreSQL deployment's first start does.
  const media =
    overrides.mediaStore === 'database'
      ? openMediaStore({ kind: 'database', mediaDir: testMediaDir, database })
      : undefined
  if (seed) await seedDemo(database, { mediaDir: testMediaDir, media })
  const app = await buildAppOn(database, { trustProxy, catalogueCacheMs: cacheSeconds * 1000, ...overrides })
  return {
    app,
    database,
    async close() {
      await app.close()
      await database.close()
    },
  }
}

/**
 * Another app process on an existing database, as when several processes run behind a load
 * balancer (shared rate limits, outbox claims). The caller closes it; the database stays open.
 */
export async function buildAppOn(
  database: Database,
  overrides: Partial<Config> = {},
  { logStream }: { logStream?: NodeJS.WritableStream } = {},
): Promise<FastifyInstance> {
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: path.join(tmpdir(), 'serendib-test-data') },
    // A cheap captcha keeps tests fast; the real cost is measured in bench/.
    { mediaDir: testMediaDir, catalogueCacheMs: 0, captchaCost: 1, ...overrides },
  )
  const app = await build({ config, database, pages: false, logStream })
  await app.ready()
  return app
}
