/**
 * Issue 12, item 7: a backup taken while checkouts run restores into an empty folder (PGlite)
 * or an empty database (PostgreSQL) with every order committed before it started, each whole.
 */
import { spawn } from 'node:child_process'
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import pg from 'pg'
import { sql } from 'drizzle-orm'
import { openDatabase, type Database } from '@serendib/db/client'
import { testDatabases } from '@serendib/db/testing'
import { DEMO_PASSWORD } from '@serendib/db/seed/seed-demo'
import { DEMO_CUSTOMER_EMAIL } from '@serendib/db/seed/insert-demo-people'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import { buildTestApp, type TestApp } from '../../test-app.ts'
import { accessToken, bearer } from '../../testing/accounts.ts'
import { prepareTestTour, type TestTour } from '../../testing/booking-fixtures.ts'
import { checkoutItem } from '../../testing/bookings.ts'
import { restoreBackup, RestoreRefused, writeBackup } from './backup.ts'

const CHECKOUTS = 40
const root = path.resolve(import.meta.dirname, '../../../../..')

/** Runs one of the repository's scripts (`npm run backup` / `restore`) as its own process. */
function runScript(name: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts', name), ...args], { cwd: root, env })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('close', (code) => resolve({ code, output }))
  })
}

async function orderSummary(database: Database) {
  const orders = await database.execute<{ reference: string }>(sql`select reference from orders`)
  const [broken] = await database.execute<{ n: number }>(
    sql`select count(*)::int as n from orders o
         where not exists (select 1 from bookings b where b.order_id = o.id)
            or not exists (select 1 from payments p where p.order_id = o.id and p.kind = 1)`,
  )
  return { references: new Set(orders.map((o) => o.reference)), broken: broken!.n }
}

describe.each(testDatabases())('backup and restore on %s', (kind) => {
  let t: TestApp
  let tour: TestTour
  let token: string
  let work: string
  const extraDatabases: string[] = []
  const serverUrl = process.env.TEST_DATABASE_URL

  beforeAll(async () => {
    t = await buildTestApp(kind)
    tour = await prepareTestTour(t.database)
    token = await accessToken(t.app, DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD)
    work = await mkdtemp(path.join(tmpdir(), 'serendib-backup-'))
  })
  afterAll(async () => {
    await t?.close()
    if (work) await rm(work, { recursive: true, force: true })
    for (const name of extraDatabases) {
      const client = new pg.Client({ connectionString: serverUrl })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    }
  })

  const databaseUrl = () =>
    t.database.driver === 'pg' ? (t.database.client as pg.Pool).options.connectionString : undefined

  /** A new, empty PostgreSQL database on the test server, dropped after the suite. */
  async function emptyPostgres(): Promise<string> {
    const name = `serendib_restore_${process.pid}_${extraDatabases.length}_${Date.now()}`
    const client = new pg.Client({ connectionString: serverUrl })
    await client.connect()
    await client.query(`create database ${name}`)
    await client.end()
    extraDatabases.push(name)
    const url = new URL(serverUrl!)
    url.pathname = `/${name}`
    return url.toString()
  }

  it('restores every order committed before a backup taken while checkouts run', async () => {
    const mediaDir = path.join(work, 'media-live')
    await writeFile(path.join(work, 'placeholder'), '')
    await import('node:fs/promises').then((fs) => fs.mkdir(mediaDir, { recursive: true }))
    for (const name of ['tour-a-400.webp', 'tour-a-800.webp', 'review-b-400.webp'])
      await writeFile(path.join(mediaDir, name), Buffer.from(`image bytes of ${name}`.repeat(100)))

    const committed: string[] = []
    let committedBeforeBackup: string[] | null = null
    const file = path.join(work, 'serendib.backup')
    let backup: Promise<unknown> | null = null
    const checkout = async (n: number) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/booking/checkout',
        headers: bearer(token),
        payload: {
          booking: [checkoutItem({ tour, day: addDays(todayInColombo(), 20 + (n % 30)) })],
          url: 'http://shop.test',
        },
      })
      expect(response.statusCode, response.body).toBe(200)
      committed.push(response.json().data.order_reference)
      if (committed.length === CHECKOUTS / 4 && !backup) {
        committedBeforeBackup = [...committed]
        backup = writeBackup({ database: t.database, databaseUrl: databaseUrl(), mediaDir, file })
      }
    }
    // Four streams of checkouts; the backup starts after a quarter of them and runs alongside.
    await Promise.all(
      Array.from({ length: 4 }, async (_, stream) => {
        for (let i = 0; i < CHECKOUTS / 4; i++) await checkout(stream * 100 + i)
      }),
    )
    await backup
    expect(committedBeforeBackup).toHaveLength(CHECKOUTS / 4)

    const dataDir = path.join(work, 'restored')
    const target = kind === 'pg' ? await emptyPostgres() : undefined
    const manifest = await restoreBackup({ file, dataDir, databaseUrl: target })
    expect(manifest.kind).toBe(kind === 'pg' ? 'pg_dump' : 'pglite')
    const restored = await openDatabase(
      target ? { databaseUrl: target } : { dataDir: path.join(dataDir, 'pglite') },
    )
    try {
      const { references, broken } = await orderSummary(restored)
      for (const reference of committedBeforeBackup!) expect(references.has(reference), reference).toBe(true)
      expect(broken).toBe(0)
      const live = await orderSummary(t.database)
      expect(references.size).toBeLessThanOrEqual(live.references.size)
      expect(references.size).toBeGreaterThanOrEqual(CHECKOUTS / 4)
    } finally {
      await restored.close()
    }
    expect((await readdir(path.join(dataDir, 'media'))).sort()).toEqual([
      'review-b-400.webp',
      'tour-a-400.webp',
      'tour-a-800.webp',
    ])
    expect(await readFile(path.join(dataDir, 'media', 'tour-a-800.webp'), 'utf8')).toContain(
      'image bytes of tour-a-800.webp',
    )

    // Never over data: the same restore again is refused.
    await expect(restoreBackup({ file, dataDir, databaseUrl: target })).rejects.toBeInstanceOf(RestoreRefused)

    // The commands: `npm run backup` of the restored copy, `npm run restore` into another empty place.
    const env = (dir: string, url: string | undefined) => ({
      ...process.env,
      DATA_DIR: dir,
      ...(url ? { DATABASE_URL: url } : {}),
      LOG_LEVEL: 'silent',
    })
    const again = path.join(work, 'again.backup')
    const backupRun = await runScript('backup.ts', [again], env(dataDir, target))
    expect(backupRun.code, backupRun.output).toBe(0)
    const secondDir = path.join(work, 'restored-again')
    const secondTarget = kind === 'pg' ? await emptyPostgres() : undefined
    const restoreRun = await runScript('restore.ts', [again], env(secondDir, secondTarget))
    expect(restoreRun.code, restoreRun.output).toBe(0)
    const second = await openDatabase(
      secondTarget ? { databaseUrl: secondTarget } : { dataDir: path.join(secondDir, 'pglite') },
    )
    try {
      const { references } = await orderSummary(second)
      for (const reference of committedBeforeBackup!) expect(references.has(reference), reference).toBe(true)
    } finally {
      await second.close()
    }
    expect((await readdir(path.join(secondDir, 'media'))).length).toBe(3)
    const refused = await runScript('restore.ts', [again], env(secondDir, secondTarget))
    expect(refused.code).toBe(1)
    expect(refused.output).toContain('Not restored')
  }, 240_000)
})
