import { globSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/**
 * Browser journeys that measure time, paint or layout shift, or load the machine on purpose (a
 * burst of sign-ins, a killed server, several processes): run last, and never beside another
 * journey even if the others run two at a time again (decision 042).
 */
const timedJourneys = [
  'e2e/camera-photo-journey.spec.ts',
  'e2e/cluster.spec.ts',
  'e2e/demo-notice.spec.ts',
  'e2e/durability.spec.ts',
  'e2e/home-javascript-budget.spec.ts',
  'e2e/page-progress.spec.ts',
  'e2e/progressive-enhancement.spec.ts',
  'e2e/sign-in-burst.spec.ts',
]
const journeyTimeouts = {
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // expect.poll gives up after 1 s by default: too short for a page that uploads and resizes
  // photos on a busy machine. A journey checks outcomes, not speed.
  expect: { poll: { timeout: 10_000 } },
}

/** Unit and API tests sit beside the code; browser journeys live in e2e/ and need the built app. */
const unitFiles = ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/web/app/**/*.test.ts']
/** Files whose every test needs a PostgreSQL server (they have no PGlite half). */
const postgresOnlyFiles = [
  'apps/server/src/plugins/catalogue-changes.test.ts',
  'apps/server/src/plugins/read-replica.test.ts',
]
const root = path.dirname(fileURLToPath(import.meta.url))
/**
 * The files that run against a database kind (`testDatabases()`, `postgresOnly()`): the
 * PostgreSQL lane runs only these; pure domain, web and PGlite-only files run once, in the PGlite lane.
 */
const databaseFiles = globSync(unitFiles, { cwd: root, exclude: ['**/node_modules/**'] }).filter((file) =>
  /\btestDatabases\(\)|\bpostgresOnly\(\)/.test(readFileSync(path.join(root, file), 'utf8')),
)

/**
 * A unit lane: one database kind (TEST_DATABASE_KIND, read by testDatabases()). Both lanes share
 * one group and its workers, so PostgreSQL files run beside PGlite files (decision 070).
 */
function unitLane(kind: 'pglite' | 'pg', include: string[], exclude: string[] = []) {
  return {
    test: {
      name: `unit-${kind}`,
      env: { TZ: 'UTC', TEST_DATABASE_KIND: kind },
      // Before the browser journeys, in a group of their own: projects of one group share one
      // worker count, and the journeys' one worker held these to one too (decision 042).
      sequence: { groupOrder: 0 },
      maxWorkers: 2,
      // A worker keeps its loaded modules from one file to the next: every file imported the
      // server, the domain and PGlite again (unit files 740 s → 442 s on one day, decision 042).
      // Each file still opens its own databases, and no file stubs globals it leaves behind.
      isolate: false,
      include,
      exclude: ['**/node_modules/**', ...exclude],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      // Route files are loaded by @fastify/autoload's import(): inlined, they go through
      // Vitest's module graph too, so a route and the error handler share one DomainError.
      server: { deps: { inline: ['@fastify/autoload'] } },
    },
  }
}

export default defineConfig({
  test: {
    env: { TZ: 'UTC' },
    projects: [
      // Everything on PGlite (`npm run test:quick`), and the database files again on PostgreSQL
      // when TEST_DATABASE_URL names a server.
      unitLane('pglite', unitFiles, postgresOnlyFiles),
      ...(process.env.TEST_DATABASE_URL ? [unitLane('pg', databaseFiles)] : []),
      {
        test: {
          name: 'e2e',
          // One journey at a time. Two at once cut the wall time by a third, but failed two runs
          // in five on timing (decision 042): not until every journey waits for what it checks.
          sequence: { groupOrder: 1 },
          fileParallelism: false,
          include: ['e2e/**/*.spec.ts'],
          exclude: timedJourneys,
          // A warm server for the next journey, started while this one runs (decision 070).
          globalSetup: ['e2e/support/server-pool.ts'],
          ...journeyTimeouts,
        },
      },
      {
        test: {
          name: 'e2e-alone',
          // Journeys that time something or load the machine on purpose run one at a time, last.
          sequence: { groupOrder: 2 },
          include: timedJourneys,
          fileParallelism: false,
          ...journeyTimeouts,
        },
      },
    ],
  },
})
