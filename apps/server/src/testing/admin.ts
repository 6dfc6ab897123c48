/** Test helpers of the admin console: admins who can sign in, audit rows to look at. */
import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { desc, eq, sql } from 'drizzle-orm'
import type { Database } from '@serendib/db/client'
import { queryRows } from '@serendib/db/client'
import { auditLog } from '@serendib/db/schema/audit'
import { users } from '@serendib/db/schema/users'
import { DEMO_ADMIN_EMAIL } from '@serendib/db/seed/insert-demo-people'
import { DEMO_PASSWORD } from '@serendib/db/seed/seed-demo'
import { UserType } from '@serendib/domain/user-types'
import { accessToken } from './accounts.ts'

/** The demo admin's token, or a new admin (same password) signed in when `fresh`. */
export async function adminToken(app: FastifyInstance, database: Database, fresh = false): Promise<string> {
  if (!fresh) return accessToken(app, DEMO_ADMIN_EMAIL, DEMO_PASSWORD)
  const [demo] = await database.db.select().from(users).where(eq(users.email, DEMO_ADMIN_EMAIL))
  const email = `admin-${randomBytes(4).toString('hex')}@serendib.lk`
  await database.db.insert(users).values({
    userType: UserType.admin,
    firstName: 'Second',
    lastName: 'Admin',
    email,
    passwordHash: demo!.passwordHash,
    emailVerifiedAt: new Date(),
  })
  return accessToken(app, email, DEMO_PASSWORD)
}

export async function auditRows(database: Database, subjectType: string, subjectId: string | number) {
  return database.db
    .select()
    .from(auditLog)
    .where(sql`${auditLog.subjectType} = ${subjectType} and ${auditLog.subjectId} = ${String(subjectId)}`)
    .orderBy(desc(auditLog.id))
}

export async function countRows(database: Database, table: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from ${sql.identifier(table)}`,
  )
  return row?.n ?? 0
}
