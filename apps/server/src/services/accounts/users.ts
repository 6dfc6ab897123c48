import { and, eq, sql } from 'drizzle-orm'
import { UserStatus, users, type User } from '@serendib/db/schema/users'
import type { DbOrTx } from '@serendib/db/client'

/** E-mail addresses are unique regardless of case (users_email_lower_key). */
export async function findUserByEmail(db: DbOrTx, email: string): Promise<User | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1)
  return user ?? null
}

export async function findActiveUser(db: DbOrTx, id: number): Promise<User | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.status, UserStatus.active)))
    .limit(1)
  return user ?? null
}

/** True for PostgreSQL's unique_violation, from either driver. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown; cause?: { code?: unknown } })?.code
  const causeCode = (error as { cause?: { code?: unknown } })?.cause?.code
  return code === '23505' || causeCode === '23505'
}
