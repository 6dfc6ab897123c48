import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from './client.ts'
import { migrationsFolder } from './migrate.ts'
import { users } from './schema/users.ts'
import { openTestDatabase, testDatabases } from './testing.ts'

// Found by name, not number: the integrator renumbers migrations when branches merge.
const file = readdirSync(migrationsFolder).find((name) => name.endsWith('_supplier-approval-and-payouts.sql'))
const statements = readFileSync(path.join(migrationsFolder, file!), 'utf8').split('--> statement-breakpoint')
const backfill = statements.find((s) => s.includes('UPDATE "users"'))!

describe.each(testDatabases())('supplier approval migration on %s', (kind) => {
  let database: Database
  beforeAll(async () => {
    database = await openTestDatabase(kind)
  })
  afterAll(async () => database?.close())

  it('starts new users pending and approves the suppliers that existed before it', async () => {
    const [before] = await database.db
      .insert(users)
      .values({ userType: 2, email: 'old-supplier@example.com' })
      .returning()
    const [customer] = await database.db
      .insert(users)
      .values({ userType: 3, email: 'customer@example.com' })
      .returning()
    // Fail closed: a row written without a status is pending.
    expect(before!.approvalStatus).toBe(0)
    await database.execute(sql.raw(backfill))
    const [after] = await database.db.select().from(users).where(eq(users.id, before!.id))
    expect(after).toMatchObject({ approvalStatus: 1 })
    expect(after!.approvalDecidedAt).toBeInstanceOf(Date)
    const [untouched] = await database.db.select().from(users).where(eq(users.id, customer!.id))
    expect(untouched!.approvalStatus).toBe(0)
  })
})
