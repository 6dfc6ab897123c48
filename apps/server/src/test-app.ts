import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { openTestDatabase, type TestDatabaseKind } from '@serendib/db/testing'
import { seedDemo } from '@serendib/db/seed/seed-demo'
import type { Database } from '@serendib/db/client'
import { loadConfig, type Config } from './config.ts'
import { build } from './app.ts'
import { TEST_APP_SECRET, TEST_CLIENT_SECRET } from './testing/accounts.ts'

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
  if (seed) await seedDemo(database, { mediaDir: testMediaDir })
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
): Promise<FastifyInstance> {
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: path.join(tmpdir(), 'serendib-test-data'),
      // Every app of a test shares them: a captcha solved on one process verifies on another.
      APP_SECRET: TEST_APP_SECRET,
      OAUTH_CLIENT_SECRET: TEST_CLIENT_SECRET,
    },
    // A cheap captcha keeps tests fast; the real cost is measured in bench/.
    { mediaDir: testMediaDir, catalogueCacheMs: 0, captchaCost: 1, ...overrides },
  )
  const app = await build({ config, database, pages: false })
  await app.ready()
  return app
}
