import { defineConfig } from 'vitest/config'

/**
 * Browser journeys that measure time, paint or layout shift, or load the machine on purpose (a
 * burst of sign-ins, a killed server, several processes): a second journey beside them would
 * change what they measure.
 */
const timedJourneys = [
  'e2e/cluster.spec.ts',
  'e2e/demo-notice.spec.ts',
  'e2e/durability.spec.ts',
  'e2e/home-javascript-budget.spec.ts',
  'e2e/page-progress.spec.ts',
  'e2e/progressive-enhancement.spec.ts',
  'e2e/sign-in-burst.spec.ts',
]
const journeyTimeouts = { testTimeout: 60_000, hookTimeout: 120_000 }

// Unit and API tests sit beside the code; browser journeys live in e2e/ and need the built app.
export default defineConfig({
  test: {
    env: { TZ: 'UTC' },
    projects: [
      {
        test: {
          name: 'unit',
          // Both cores: files are independent (each has its own databases). A group of its own,
          // run before the browser journeys: projects of one group share one worker count, and
          // the journeys' one worker held these to one too (unit files took 363 s, now ~240 s).
          sequence: { groupOrder: 0 },
          maxWorkers: 2,
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/web/app/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Route files are loaded by @fastify/autoload's import(): inlined, they go through
          // Vitest's module graph too, so a route and the error handler share one DomainError.
          server: { deps: { inline: ['@fastify/autoload'] } },
        },
      },
      {
        test: {
          name: 'e2e',
          // Two journeys at once: one keeps a core only ~60% busy (the server and Chromium wait
          // on each other), and two cut the journeys' wall time by a third (decision 042).
          sequence: { groupOrder: 1 },
          maxWorkers: 2,
          include: ['e2e/**/*.spec.ts'],
          exclude: timedJourneys,
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
