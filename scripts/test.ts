/**
 * `npm test`: builds the web app (browser journeys run against the real build), runs every
 * Vitest project, and ends with one plain "N passed, N failed" line for CI logs.
 * Extra arguments go to Vitest (e.g. `npm test -- --project unit-pglite`).
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(fileURLToPath(import.meta.url), '../..')
const reportFile = path.join(root, 'tmp/vitest-report.json')
mkdirSync(path.dirname(reportFile), { recursive: true })

const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
if (build.status !== 0) process.exit(build.status ?? 1)

const vitest = spawnSync(
  process.execPath,
  [
    path.join(root, 'node_modules/vitest/vitest.mjs'),
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reportFile}`,
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: 'inherit' },
)

try {
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as {
    numPassedTests: number
    numFailedTests: number
    numPendingTests: number
  }
  console.log(
    `\nTests: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${report.numPendingTests} skipped`,
  )
} catch {
  console.log('\nTests: no report was written')
}
process.exit(vitest.status ?? 1)
