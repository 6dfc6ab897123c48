import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import type { Database } from '@serendib/db/client'
import { openTestDatabase } from '@serendib/db/testing'
import { DEMO_ADMIN_EMAIL } from '@serendib/db/seed/insert-demo-people'
import { DEMO_PASSWORD } from '@serendib/db/seed/seed-demo'
import { freePort } from './support/app-server.ts'

const root = path.resolve(fileURLToPath(import.meta.url), '../..')
/** A 96 × 64 PNG, as an admin would upload it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAABACAIAAABqVuVZAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAv0lEQVR4nO3ZsQnDQADFUG9wm6rM/OkDcRPCd/HgJhD68tm+zivnfIdwoXNuFQEogPplJQwKoBjU/x41JhZAMSgTa3Wh1aAAikGZWBrUM78riHQAxaBMLA1q3mORDqAYlIk1746LYgDFoEyseYC8rAZQDMrE0qDmMRbpAIpBmVjz6LgoBlAMysR6yPFnNYBiUCaWBjXvsUgHUAzKxJp3x0UxgGJQJtY8QF5WAygGZWJpUPMYi3QAxaBMrHl0Ps4bmyDJS8cqzdQAAAAASUVORK5CYII=',
  'base64',
)

/**
 * `npm run cluster -- --processes 2` on a fresh PostgreSQL database: the API through nginx,
 * spread over both processes, sharing media, cache invalidation and sign-ins (issue 17).
 */
describe.runIf(process.env.TEST_DATABASE_URL)('two app processes behind nginx', () => {
  let database: Database
  let cluster: ChildProcess
  let log = ''
  let base: string
  let appPorts: number[]
  const dataDir = mkdtempSync(path.join(tmpdir(), 'serendib-cluster-test-'))

  beforeAll(async () => {
    database = await openTestDatabase('pg')
    const url = (database.client as { options: { connectionString: string } }).options.connectionString
    // The demo pictures drawn once per machine for tests (apps/server/src/test-app.ts).
    symlinkSync(path.join(tmpdir(), 'serendib-test-media'), path.join(dataDir, 'media'))
    const port = await freePort()
    base = `http://127.0.0.1:${port}`
    appPorts = [port + 1, port + 2]
    cluster = spawn(
      process.execPath,
      [path.join(root, 'scripts/cluster.ts'), '--processes', '2', '--port', String(port)],
      {
        cwd: root,
        env: {
          ...process.env,
          DATABASE_URL: url,
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          CATALOGUE_CACHE_SECONDS: '60',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    cluster.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()))
    cluster.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()))
    const deadline = Date.now() + 240_000
    for (;;) {
      if (cluster.exitCode !== null) throw new Error(`cluster exited (${cluster.exitCode}):\n${log}`)
      const ok = await fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
      if (ok) break
      if (Date.now() > deadline) throw new Error(`cluster not ready:\n${log}`)
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
  }, 300_000)

  afterAll(async () => {
    if (cluster && cluster.exitCode === null) {
      const exited = new Promise((resolve) => cluster.once('exit', resolve))
      cluster.kill('SIGTERM')
      await exited
    }
    await database?.close()
    rmSync(dataDir, { recursive: true, force: true })
  }, 60_000)

  const direct = (appPort: number, url: string) => fetch(`http://127.0.0.1:${appPort}${url}`)

  it('spreads API requests over both processes', async () => {
    const upstreams = new Set<string>()
    // Concurrent requests: least_conn gives the second one to the idle process.
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all(Array.from({ length: 4 }, () => fetch(`${base}/api/search?limit=2`)))
      for (const answer of answers) {
        expect(answer.status).toBe(200)
        upstreams.add(String(answer.headers.get('x-upstream')))
      }
    }
    expect([...upstreams].sort()).toEqual(appPorts.map((p) => `127.0.0.1:${p}`))
  })

  it('serves an image uploaded through nginx from every process, and caches media at the proxy', async () => {
    const token = await fetch(`${base}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        client_id: 2,
        client_secret: 'serendib-demo-client-secret',
        grant_type: 'password',
        username: DEMO_ADMIN_EMAIL,
        password: DEMO_PASSWORD,
      }),
    }).then(async (r) => ((await r.json()) as { access_token: string }).access_token)
    const form = new FormData()
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'tile.png')
    const uploaded = await fetch(`${base}/api/admin/images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    })
    expect(uploaded.status).toBe(200)
    const { url } = ((await uploaded.json()) as { data: { url: string } }).data
    for (const appPort of appPorts) {
      const served = await direct(appPort, url)
      expect(served.status, `process on ${appPort}`).toBe(200)
      expect(served.headers.get('content-type')).toBe('image/webp')
    }
    expect((await fetch(`${base}${url}`)).headers.get('x-cache')).toBe('MISS')
    expect((await fetch(`${base}${url}`)).headers.get('x-cache')).toBe('HIT')
  })

  it('shows a catalogue change on every process within a second', async () => {
    const search = (await (await fetch(`${base}/api/search?limit=1`)).json()) as {
      data: { results: { id: number }[] }
    }
    const id = search.data.results[0]!.id
    for (const appPort of appPorts) await direct(appPort, `/api/activity?id=${id}`) // cached in each
    await database.execute(sql`update activities set title = 'Renamed in the cluster' where id = ${id}`)
    const started = Date.now()
    for (const appPort of appPorts) {
      for (;;) {
        const data = (
          (await (await direct(appPort, `/api/activity?id=${id}`)).json()) as { data: { title: string } }
        ).data
        if (data.title === 'Renamed in the cluster') break
        expect(Date.now() - started).toBeLessThan(1000)
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    }
  })

  it('keeps /metrics off the public proxy, and on each process for a local scraper', async () => {
    expect((await fetch(`${base}/metrics`)).status).toBe(404)
    for (const appPort of appPorts) {
      const text = await (await direct(appPort, '/metrics')).text()
      expect(text).toContain('http_requests_total{method="GET",route="/api/search",status_code="200"}')
    }
  })

  it('stops nginx and both processes on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => cluster.once('exit', resolve))
    cluster.kill('SIGTERM')
    expect(await exited).toBe(0)
    for (const appPort of appPorts) await expect(direct(appPort, '/healthz')).rejects.toThrow()
    await expect(fetch(`${base}/healthz`)).rejects.toThrow()
  }, 30_000)
})
