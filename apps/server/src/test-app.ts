import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { openTestDatabase, type TestDatabaseKind, type TestDatabaseTemplate } from '@serendib/db/testing'
import { renderDemoImages } from '@serendib/db/seed/images/render-demo-images'
import { seedDemo } from '@serendib/db/seed/seed-demo'
import type { Database } from '@serendib/db/client'
import { openMediaStore } from '@serendib/db/media/open-media-store'
import { loadConfig, type Config } from './config.ts'
import { build } from './app.ts'
import type { TrustedProxies } from './startup/trust-proxy.ts'
import { TEST_APP_SECRET, TEST_CLIENT_SECRET } from './testing/accounts.ts'
import { openOnReplica } from './testing/read-replica.ts'

/** Images are drawn once per machine and shared by every test run (drawing skips existing files). */
export const testMediaDir = path.join(tmpdir(), 'serendib-test-media')

/** The demo marketplace, seeded once per machine and day, copied for each test file. */
const demoTemplate: TestDatabaseTemplate = {
  name: 'demo',
  prepare: (database) => seedDemo(database, { mediaDir: testMediaDir }),
}

/** The same, with the pictures also in the database's media store. */
const demoWithStoredMedia: TestDatabaseTemplate = {
  name: 'demo-with-stored-media',
  prepare: (database) =>
    seedDemo(database, {
      mediaDir: testMediaDir,
      media: openMediaStore({ kind: 'database', mediaDir: testMediaDir, database }),
    }),
}

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
  }: {
    seed?: boolean
    trustProxy?: TrustedProxies
    cacheSeconds?: number
    config?: Partial<Config>
  } = {},
): Promise<TestApp> {
  // With MEDIA_STORE=database (decision 039) the template's seed also copies the pictures into
  // the database, as a PostgreSQL deployment's first start does.
  const template = seed
    ? overrides.mediaStore === 'database'
      ? demoWithStoredMedia
      : demoTemplate
    : undefined
  const database = await openTestDatabase(kind, template)
  // The template holds the rows; the pictures live on disk (drawing skips existing files).
  if (seed) await renderDemoImages(testMediaDir)
  // The catalogue suite against a streaming replica (scripts/test-replica.ts, decision 052).
  const replicaUrl = kind === 'pg' ? process.env.TEST_DATABASE_READ_URL : undefined
  const readDatabase = replicaUrl
    ? await openOnReplica(replicaUrl, database, { readYourWrites: true })
    : undefined
  const config = { trustProxy, catalogueCacheMs: cacheSeconds * 1000, ...overrides }
  const app = await buildAppOn(database, config, { readDatabase })
  return {
    app,
    database,
    async close() {
      await app.close()
      await readDatabase?.close()
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
  { logStream, readDatabase }: { logStream?: NodeJS.WritableStream; readDatabase?: Database } = {},
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
    // A cheap captcha keeps tests fast; the real cost is measured in bench/. Tests book many
    // orders from one address (127.0.0.1): the unpaid-order limits and the captcha they bring
    // are tested where set low.
    {
      mediaDir: testMediaDir,
      catalogueCacheMs: 0,
      captchaCost: 1,
      unpaidOrdersPerIp: 100_000,
      unpaidOrdersPerEmail: 100_000,
      unpaidOrdersBeforeCaptcha: 100_000,
      ...overrides,
    },
  )
  const app = await build({ config, database, readDatabase, pages: false, logStream })
  await app.ready()
  return app
}
