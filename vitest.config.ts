import { defineConfig } from 'vitest/config'

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
          sequence: { groupOrder: 1 },
          include: ['e2e/**/*.spec.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
