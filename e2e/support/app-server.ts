import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { templateFingerprint } from '@serendib/db/testing'

const root = path.resolve(fileURLToPath(import.meta.url), '../../..')

export interface RunningApp {
  baseUrl: string
  dataDir: string
  process: ChildProcess
  output: () => string
  stop: (signal?: NodeJS.Signals) => Promise<number | null>
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

/**
 * Starts the built marketplace exactly as `npm start` does (apps/server/src/server.ts), on a free
 * port and a fresh data folder, and waits until /readyz says the database is ready.
 */
export async function startApp(env: Record<string, string> = {}, dataDir?: string): Promise<RunningApp> {
  const port = await freePort()
  let dir = dataDir
  if (!dir) {
    dir = mkdtempSync(path.join(tmpdir(), 'serendib-e2e-'))
    cpSync(preparedDemoDataDir(), dir, { recursive: true })
  }
  let log = ''
  const child = spawn(process.execPath, [path.join(root, 'apps/server/src/server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      LOG_LEVEL: 'warn',
      // As `npm start` does (scripts/start.ts): V8 keeps the compiled modules on disk, so the
      // thirty-odd servers of a run compile the server once (~0.7 s of each start).
      NODE_COMPILE_CACHE: path.join(root, 'node_modules/.cache/serendib-compile'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))

  const baseUrl = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 120_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${log}`)
    try {
      const response = await fetch(`${baseUrl}/readyz`)
      if (response.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not become ready:\n${log}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }

  return {
    baseUrl,
    dataDir: dir,
    process: child,
    output: () => log,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal)
      const code = await exited
      if (!dataDir) rmSync(dir!, { recursive: true, force: true })
      return code
    },
  }
}

/**
 * A data folder holding the migrated, seeded demo (what a first start would make), prepared
 * once per machine, day and source version with `npm run seed`. Each journey starts on a copy,
 * as a deployment starts on its data, instead of seeding for 5–15 s per spec file.
 */
function preparedDemoDataDir(): string {
  const prepared = path.join(tmpdir(), `serendib-e2e-demo-${templateFingerprint('demo').slice(0, 16)}`)
  if (existsSync(prepared)) return prepared
  const building = `${prepared}.${process.pid}`
  const seeding = spawnSync(process.execPath, [path.join(root, 'packages/db/src/seed/cli.ts')], {
    cwd: root,
    env: { ...process.env, DATA_DIR: building, DATABASE_URL: '' },
    encoding: 'utf8',
  })
  if (seeding.status !== 0) throw new Error(`seeding the demo data folder failed:\n${seeding.stderr}`)
  try {
    renameSync(building, prepared)
  } catch (error) {
    // Two journeys at once (vitest.config.ts) may both have seeded one: keep the first.
    if (!existsSync(prepared)) throw error
    rmSync(building, { recursive: true, force: true })
  }
  return prepared
}
