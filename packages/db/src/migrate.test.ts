import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from './client.ts'
import { committedMigrations, migrateDatabase, migrationsApplied } from './migrate.ts'
import { openTestDatabase, postgresOnly, testDatabases } from './testing.ts'

describe.each(testDatabases())('migrations on %s', (kind) => {
  let database: Database
  beforeAll(async () => {
    database = await openTestDatabase(kind)
  })
  afterAll(async () => database?.close())

  it('applies every committed migration and reports it', async () => {
    expect(await migrationsApplied(database)).toBe(true)
    const rows = await database.execute<{ n: number }>(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    )
    expect(rows[0]?.n).toBe(committedMigrations().length)
  })

  it('creates the tables and the pg_trgm extension', async () => {
    const tables = await database.execute<{ name: string }>(
      sql`select table_name as name from information_schema.tables where table_schema = 'public'`,
    )
    const names = tables.map((t) => t.name)
    for (const table of ['users', 'activities', 'bookings', 'reviews', 'payment_events', 'email_outbox']) {
      expect(names).toContain(table)
    }
    const ext = await database.execute(sql`select 1 from pg_extension where extname = 'pg_trgm'`)
    expect(ext).toHaveLength(1)
  })

  it('is a no-op the second time', async () => {
    await migrateDatabase(database)
    const rows = await database.execute<{ n: number }>(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    )
    expect(rows[0]?.n).toBe(committedMigrations().length)
  })

  it('reports a database without migrations as not ready', async () => {
    await database.execute(sql`alter table drizzle.__drizzle_migrations rename to __parked`)
    try {
      expect(await migrationsApplied(database)).toBe(false)
    } finally {
      await database.execute(sql`alter table drizzle.__parked rename to __drizzle_migrations`)
    }
  })
})

describe.each(postgresOnly())('migrations from several processes at once on %s', () => {
  it('are applied exactly once while the others wait on the advisory lock', async () => {
    const serverUrl = process.env.TEST_DATABASE_URL!
    const name = `serendib_test_race_${process.pid}`
    const admin = await openDatabase({ databaseUrl: serverUrl, poolSize: 1 })
    await admin.execute(sql.raw(`drop database if exists ${name}`))
    await admin.execute(sql.raw(`create database ${name}`))
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    const starters = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ databaseUrl: url.toString(), poolSize: 2 })),
    )
    try {
      await Promise.all(starters.map((database) => migrateDatabase(database)))
      const rows = await starters[0]!.execute<{ n: number }>(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      )
      expect(rows[0]?.n).toBe(committedMigrations().length)
      expect(await migrationsApplied(starters[1]!)).toBe(true)
    } finally {
      await Promise.all(starters.map((database) => database.close()))
      await admin.execute(sql.raw(`drop database if exists ${name} with (force)`))
      await admin.close()
    }
  })
})
