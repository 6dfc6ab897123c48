import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Database } from '@serendib/db/client'
import { openTestDatabase } from '@serendib/db/testing'
import { freePort, type RunningApp } from './app-server.ts'

const root = path.resolve(fileURLToPath(import.meta.url), '../../..')

export interface RunningCluster extends RunningApp {
  /** The app processes' own ports (nginx is at baseUrl). */
  appPorts: number[]
  /** The cluster's fresh PostgreSQL database (dropped by stop()). */
  database: Database
}

/**
 * `npm run cluster -- --processes N` (scripts/cluster.ts) on a fresh database of the
 * TEST_DATABASE_URL server, waiting until nginx answers /readyz. Journeys run through it with
 * E2E_CLUSTER_PROCESSES=N (support/journey.ts).
 */
export async function startCluster(
  processes: number,
  env: Record<string, string> = {},
): Promise<RunningCluster> {
  const database = await openTestDatabase('pg')
  const url = (database.client as { options: { connectionString: string } }).options.connectionString
  const dataDir = mkdtempSync(path.join(tmpdir(), 'serendib-cluster-e2e-'))
  // The demo pictures drawn once per machine for tests (apps/server/src/test-app.ts).
  symlinkSync(path.join(tmpdir(), 'serendib-test-media'), path.join(dataDir, 'media'))
  const port = await freePort()
  // Each port asked of the system: PORT+1 … may be taken by another program on a busy machine.
  const appPorts: number[] = []
  while (appPorts.length < processes) {
    const next = await freePort()
    if (next !== port && !appPorts.includes(next)) appPorts.push(next)
  }
  const args = [
    path.join(root, 'scripts/cluster.ts'),
    ...['--processes', String(processes), '--port', String(port), '--app-ports', appPorts.join(',')],
  ]
  const child = spawn(process.execPath, args, {
    cwd: root,
    // NODE_ENV production as in startApp: under Vitest it is 'test', which gives each process its
    // own in-memory secrets, and then one process refuses what another signed (sign-up: 401).
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ...env,
      DATABASE_URL: url,
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const cleanup = async () => {
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
  }

  const baseUrl = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 240_000
  for (;;) {
    if (child.exitCode !== null) {
      await cleanup()
      throw new Error(`cluster exited (${child.exitCode}):\n${log}`)
    }
    if (
      await fetch(`${baseUrl}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break
    if (Date.now() > deadline) throw new Error(`cluster not ready:\n${log}`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return {
    baseUrl,
    dataDir,
    process: child,
    output: () => log,
    appPorts,
    database,
    // SIGTERM only: the cluster script stops nginx and its processes (SIGKILL would orphan them).
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM')
      const code = await exited
      await cleanup()
      return code
    },
  }
}
