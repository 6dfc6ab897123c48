/**
 * Databases for tests: always embedded PGlite in memory, plus a real PostgreSQL server
 * when TEST_DATABASE_URL is set (conventions: data code is tested on both).
 *
 *   describe.each(testDatabases())('bookings on %s', (kind) => { … openTestDatabase(kind) … })
 */
import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { todayInColombo } from '@serendib/domain/dates'
import { openDatabase, type Database } from './client.ts'
import { committedMigrations, migrateDatabase, migrationsFolder } from './migrate.ts'

export type TestDatabaseKind = 'pglite' | 'pg'

/**
 * The kinds this run tests on. Each Vitest lane names one in TEST_DATABASE_KIND (vitest.config.ts:
 * `unit-pglite`, and `unit-pg` when TEST_DATABASE_URL is set, decision 070); without a lane (a
 * script, or a config of its own) both, PostgreSQL only when TEST_DATABASE_URL is set.
 */
export function testDatabases(): TestDatabaseKind[] {
  const lane = process.env.TEST_DATABASE_KIND
  if (lane === 'pglite' || lane === 'pg') return [lane]
  if (lane) throw new Error(`TEST_DATABASE_KIND must be pglite or pg, not ${lane}`)
  return process.env.TEST_DATABASE_URL ? ['pglite', 'pg'] : ['pglite']
}

/**
 * `['pglite']` unless this is the PostgreSQL lane: for the tests of a database file that do not
 * depend on the kind (`describe.each(pgliteOnly())`), so they run once, not once per lane.
 */
export function pgliteOnly(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_KIND === 'pg' ? [] : ['pglite']
}

/**
 * `['pg']` when this run tests on PostgreSQL, else none: for the tests only a real server can run
 * (`describe.each(postgresOnly())`), so the PGlite lane neither runs nor skips them.
 */
export function postgresOnly(): TestDatabaseKind[] {
  return testDatabases().filter((kind) => kind === 'pg')
}

/**
 * What a test database starts with, beyond the migrations: `prepare` fills it once per machine
 * and day (`name` says what it holds), and every test database is a copy of that template.
 */
export interface TestDatabaseTemplate {
  name: string
  prepare: (database: Database) => Promise<unknown>
}

/**
 * A fresh, migrated database, empty or a copy of `template`; close() throws it away.
 * Copying a prepared template (a PGlite dump, a PostgreSQL `create database … template`)
 * costs a fraction of migrating and seeding each time.
 */
export async function openTestDatabase(
  kind: TestDatabaseKind,
  template?: TestDatabaseTemplate,
): Promise<Database> {
  if (kind === 'pglite') {
    const loadDataDir = await pgliteTemplate(template)
    const database = await openDatabase({ memory: true, loadDataDir })
    // A no-op on the template, unless the template is behind the migrations.
    await migrateDatabase(database)
    return database
  }
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) throw new Error('openTestDatabase("pg") needs TEST_DATABASE_URL')
  // One database per test file, so files run in parallel without seeing each other's rows.
  const name = `${TEST_DATABASE_PREFIX}${process.pid}_${randomBytes(4).toString('hex')}`
  const source = template ? await pgTemplate(serverUrl, template) : null
  await onServer(serverUrl, async (client) => {
    await dropOrphans(client)
    await createDatabase(client, name, source)
  })
  let database: Database
  try {
    database = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name), poolSize: 5 })
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

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

async function createDatabase(client: pg.Client, name: string, template: string | null): Promise<void> {
  const create = `create database ${name}${template ? ` template ${template}` : ''}`
  // PostgreSQL refuses a template someone is connected to; that only lasts a moment (another
  // worker's copy starting), so try again briefly.
  for (let attempt = 1; ; attempt++) {
    try {
      await client.query(create)
      return
    } catch (error) {
      const busy = /being accessed by other users/.test((error as Error).message)
      if (!busy || attempt >= 20) throw error
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt))
    }
  }
}

const TEMPLATE_PREFIX = 'serendib_tpl_'
/** Arbitrary but fixed: workers making the same template take turns. */
const TEMPLATE_LOCK_KEY = 7_253_910_303

/**
 * The PostgreSQL template database for `template`, made once per machine, day and source
 * version under an advisory lock. Templates of earlier days are dropped; templates of the same
 * day but another version (a parallel checkout) are left to their own runs.
 */
async function pgTemplate(serverUrl: string, template: TestDatabaseTemplate): Promise<string> {
  const day = todayInColombo().replaceAll('-', '')
  const name = `${TEMPLATE_PREFIX}${day}_${templateFingerprint(template.name).slice(0, 16)}`
  await onServer(serverUrl, async (client) => {
    await client.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY])
    try {
      const { rows } = await client.query<{ name: string }>(
        `select datname as name from pg_database where datname like '${TEMPLATE_PREFIX}%'`,
      )
      for (const old of rows.filter((row) => row.name < `${TEMPLATE_PREFIX}${day}`)) {
        await client.query(`drop database if exists ${client.escapeIdentifier(old.name)} with (force)`)
      }
      if (rows.some((row) => row.name === name)) return
      const building = `${name}_building`
      await client.query(`drop database if exists ${building} with (force)`)
      await client.query(`create database ${building}`)
      const database = await openDatabase({ databaseUrl: databaseUrl(serverUrl, building), poolSize: 2 })
      try {
        await migrateDatabase(database)
        await template.prepare(database)
      } finally {
        await database.close()
      }
      // Renamed only once complete, so a crash never leaves a half-prepared template.
      await client.query(`alter database ${building} rename to ${name}`)
    } finally {
      await client.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY])
    }
  })
  return name
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

const pgliteTemplates = new Map<string, Promise<Blob>>()

/**
 * A dump of a migrated (and, with `template`, prepared) PGlite cluster. Creating a cluster
 * (initdb) and migrating it costs 3–5 s, seeding the demo 2–4 s more; loading a dump about
 * 0.5 s. The dump is cached on disk under a name that changes with the migrations, the PGlite
 * version and (for a prepared template) the day and the source code, so every test file after
 * the first on a machine starts fast, and a change can never meet a stale template.
 */
function pgliteTemplate(template?: TestDatabaseTemplate): Promise<Blob> {
  const fingerprint = templateFingerprint(template?.name)
  let dump = pgliteTemplates.get(fingerprint)
  if (!dump) {
    dump = (async () => {
      const file = path.join(os.tmpdir(), `serendib-pglite-template-${fingerprint.slice(0, 16)}.tar`)
      if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)])
      const database = await openDatabase({ memory: true })
      try {
        await migrateDatabase(database)
        await template?.prepare(database)
        const data = await (database.client as PGlite).dumpDataDir('none')
        // Write then rename: parallel test workers may race to create the same template.
        const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
        fs.writeFileSync(partial, Buffer.from(await data.arrayBuffer()))
        fs.renameSync(partial, file)
        return data
      } finally {
        await database.close()
      }
    })()
    pgliteTemplates.set(fingerprint, dump)
  }
  return dump
}

const packagesFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/**
 * What a template depends on: the PGlite version and the migrations; for a prepared one also
 * its name, the day, and the db and domain sources that prepare it (the seed).
 */
export function templateFingerprint(templateName?: string): string {
  const hash = createHash('sha256')
  // The package entry is dist/index.(c)js; its package.json is one folder up. require.resolve,
  // not import.meta.resolve: Vitest's module runner (the journeys' server pool) lacks the latter.
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite')
  const pglitePackage = path.join(path.dirname(pgliteEntry), '..', 'package.json')
  hash.update((JSON.parse(fs.readFileSync(pglitePackage, 'utf8')) as { version: string }).version)
  for (const entry of committedMigrations()) {
    hash.update(entry.tag).update(fs.readFileSync(path.join(migrationsFolder, `${entry.tag}.sql`)))
  }
  if (templateName !== undefined) {
    hash.update(templateName).update(todayInColombo())
    for (const folder of ['db/src', 'domain/src']) {
      const root = path.join(packagesFolder, folder)
      const files = fs.readdirSync(root, { recursive: true, encoding: 'utf8' })
      for (const file of files.filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).sort()) {
        hash.update(file).update(fs.readFileSync(path.join(root, file)))
      }
    }
  }
  return hash.digest('hex')
}
