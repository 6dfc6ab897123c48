/**
 * `npm run backup` while the server holds the embedded database: the command asks the server
 * (request file + SIGUSR2), which writes the backup; orders committed before it are all there.
 * PostgreSQL needs no such path (pg_dump reads a live server; backup.test.ts covers it).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { openDatabase } from '@serendib/db/client'

const root = path.resolve(import.meta.dirname, '../../../../..')

function run(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, env })
    let output = ''
    child.stdout.on('data', (c: Buffer) => (output += c.toString()))
    child.stderr.on('data', (c: Buffer) => (output += c.toString()))
    child.on('close', (code) => resolve({ code, output }))
  })
}

describe('npm run backup against a running server (PGlite)', () => {
  let server: ChildProcess | undefined
  let work = ''
  afterAll(async () => {
    server?.kill('SIGTERM')
    if (work) await rm(work, { recursive: true, force: true })
  })

  it('is written by the server and restores with what was committed', async () => {
    work = await mkdtemp(path.join(tmpdir(), 'serendib-online-'))
    const dataDir = path.join(work, 'data')
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' }
    server = spawn(process.execPath, ['apps/server/src/testing/backup-server.ts'], { cwd: root, env })
    const port = await new Promise<number>((resolve, reject) => {
      let out = ''
      server!.stdout!.on('data', (c: Buffer) => {
        out += c.toString()
        const match = /ready (\d+)/.exec(out)
        if (match) resolve(Number(match[1]))
      })
      server!.stderr!.on('data', (c: Buffer) => (out += c.toString()))
      server!.on('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)))
    })
    // Rows committed through the running server: ten newsletter subscriptions.
    const emails = Array.from({ length: 10 }, (_, i) => `online.${i}.${Date.now()}@example.com`)
    for (const email of emails) {
      const response = await fetch(`http://127.0.0.1:${port}/api/email/sub`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      })
      expect(response.status).toBe(200)
    }
    const file = path.join(work, 'online.backup')
    const backup = await run(['scripts/backup.ts', file], env)
    expect(backup.code, backup.output).toBe(0)
    expect(backup.output).toContain('written by the running server')

    const restoredDir = path.join(work, 'restored')
    const restore = await run(['scripts/restore.ts', file], { ...env, DATA_DIR: restoredDir })
    expect(restore.code, restore.output).toBe(0)
    const restored = await openDatabase({ dataDir: path.join(restoredDir, 'pglite') })
    try {
      const rows = await restored.execute<{ email: string }>(sql`select email from subscribers`)
      expect(rows.map((r) => r.email).sort()).toEqual([...emails].sort())
    } finally {
      await restored.close()
    }
  }, 180_000)
})
