/**
 * Applies the committed SQL migrations (packages/db/migrations) at start. Several app
 * processes may start at once against one PostgreSQL: an advisory lock makes them take
 * turns, and the ones that wait find nothing left to do.
 */
import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import type pg from 'pg'
import type { Database } from './client.ts'

export const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url))

/**
 * A migrated, empty PGlite cluster written by `npm run build` (scripts/prepare-first-start.ts):
 * a fresh data folder starts from it instead of running initdb and every migration. Any
 * migration committed after the build is still applied at start.
 */
export const initialClusterFile = fileURLToPath(new URL('../prepared/initial-cluster.tar', import.meta.url))

/** Drizzle's defaults, spelled out because migrationsApplied reads the same table. */
const MIGRATIONS_SCHEMA = 'drizzle'
const MIGRATIONS_TABLE = '__drizzle_migrations'

/** Arbitrary but fixed: every Serendib process contends for the same advisory lock. */
const MIGRATION_LOCK_KEY = 7_253_910_201

export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder, migrationsSchema: MIGRATIONS_SCHEMA, migrationsTable: MIGRATIONS_TABLE }
  if (database.driver === 'pglite') {
    // The data-folder lock already guarantees a single process.
    await migratePglite(database.db as unknown as PgliteDatabase<Record<string, never>>, config)
    return
  }
  // A session-level lock lives on one connection: hold a dedicated client while drizzle's
  // migrator works through the pool, and release it whatever happens.
  const pool = database.client as pg.Pool
  const lockClient = await pool.connect()
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
    try {
      await migratePg(database.db as unknown as NodePgDatabase<Record<string, never>>, config)
    } finally {
      await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
    }
  } finally {
    lockClient.release()
  }
}

interface JournalEntry {
  tag: string
  when: number
}

let journal: JournalEntry[] | null = null

/** The committed migrations, read once; `when` is what drizzle records as created_at. */
export function committedMigrations(): JournalEntry[] {
  journal ??= (
    JSON.parse(fs.readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as {
      entries: JournalEntry[]
    }
  ).entries
  return journal
}

/** For the readiness probe: true when every committed migration has been applied. */
export async function migrationsApplied(database: Database): Promise<boolean> {
  const [table] = await database.execute<{ exists: boolean }>(
    sql`select to_regclass(${`${MIGRATIONS_SCHEMA}.${MIGRATIONS_TABLE}`}) is not null as exists`,
  )
  if (!table?.exists) return false
  const rows = await database.execute<{ created_at: string | number }>(
    sql`select created_at from ${sql.identifier(MIGRATIONS_SCHEMA)}.${sql.identifier(MIGRATIONS_TABLE)}`,
  )
  const applied = new Set(rows.map((row) => Number(row.created_at)))
  return committedMigrations().every((entry) => applied.has(entry.when))
}
