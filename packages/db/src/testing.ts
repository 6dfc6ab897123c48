/**
 * Databases for tests: always embedded PGlite in memory, plus a real PostgreSQL server
 * when TEST_DATABASE_URL is set (conventions: data code is tested on both).
 *
 *   describe.each(testDatabases())('bookings on %s', (kind) => { … openTestDatabase(kind) … })
 */
import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { openDatabase, type Database } from './client.ts'
import { committedMigrations, migrateDatabase, migrationsFolder } from './migrate.ts'

export type TestDatabaseKind = 'pglite' | 'pg'

export function testDatabases(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'pg'] : ['pglite']
}

/** A fresh, migrated, empty database; close() throws it away. */
export async function openTestDatabase(kind: TestDatabaseKind): Promise<Database> {
  if (kind === 'pglite') {
    const database = await openDatabase({ memory: true, loadDataDir: await migratedPgliteTemplate() })
    // A no-op on the template, unless the template is behind the migrations.
    await migrateDatabase(database)
    return database
  }
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) throw new Error('openTestDatabase("pg") needs TEST_DATABASE_URL')
  // One database per test file, so files run in parallel without seeing each other's rows.
  const name = `${TEST_DATABASE_PREFIX}${process.pid}_${randomBytes(4).toString('hex')}`
  await onServer(serverUrl, async (client) => {
    await dropOrphans(client)
    await client.query(`create database ${name}`)
  })
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  let database: Database
  try {
    database = await openDatabase({ databaseUrl: url.toString(), poolSize: 5 })
    await migrateDatabase(database)
  } catch (error) {
    await onServer(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`))
    throw error
  }
  const close = database.close
  return {
    ...database,
    close: async () => {
      await close()
      await onServer(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`))
    },
  }
}

const TEST_DATABASE_PREFIX = 'serendib_test_'
let orphansDropped = false

/**
 * A test that fails before close() leaves its database behind. Those are recognisable by
 * the pid in their name: gone process, no connections → drop it. Once per process.
 */
async function dropOrphans(client: pg.Client): Promise<void> {
  if (orphansDropped) return
  orphansDropped = true
  const { rows } = await client.query<{ name: string }>(
    `select datname as name from pg_database d
     where datname like '${TEST_DATABASE_PREFIX}%'
       and not exists (select 1 from pg_stat_activity a where a.datname = d.datname)`,
  )
  for (const { name } of rows) {
    const pid = Number(/^serendib_test_(\d+)_/.exec(name)?.[1])
    if (!Number.isSafeInteger(pid) || isAlive(pid)) continue
    await client.query(`drop database if exists ${client.escapeIdentifier(name)}`).catch(() => {})
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

async function onServer(serverUrl: string, run: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await run(client)
  } finally {
    await client.end()
  }
}

let template: Promise<Blob> | null = null

/**
 * A dump of a migrated, empty PGlite cluster. Creating a cluster (initdb) and migrating it
 * costs 3–5 s; loading a dump about 0.5 s. The dump is cached on disk under a name that
 * changes with the migrations and the PGlite version, so every test file after the first
 * on a machine starts fast, and a new migration can never meet a stale template.
 */
function migratedPgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const file = path.join(os.tmpdir(), `serendib-pglite-template-${templateFingerprint()}.tar`)
    if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)])
    const database = await openDatabase({ memory: true })
    try {
      await migrateDatabase(database)
      const dump = await (database.client as PGlite).dumpDataDir('none')
      // Write then rename: parallel test workers may race to create the same template.
      const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
      fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()))
      fs.renameSync(partial, file)
      return dump
    } finally {
      await database.close()
    }
  })()
  return template
}

function templateFingerprint(): string {
  const hash = createHash('sha256')
  // The package entry is dist/index.js; its package.json is one folder up.
  const pgliteEntry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'))
  const pglitePackage = path.join(path.dirname(pgliteEntry), '..', 'package.json')
  hash.update((JSON.parse(fs.readFileSync(pglitePackage, 'utf8')) as { version: string }).version)
  for (const entry of committedMigrations()) {
    hash.update(entry.tag).update(fs.readFileSync(path.join(migrationsFolder, `${entry.tag}.sql`)))
  }
  return hash.digest('hex').slice(0, 16)
}
