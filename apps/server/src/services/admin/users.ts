/**
 * People (issue 15): search users, disable (every token revoked in the same transaction, sign-in
 * then refused with a clear message), enable, resend verification. Changes are audited.
 */
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import type { Database, DbOrTx, Tx } from '@serendib/db/client'
import { UserStatus, users, type User } from '@serendib/db/schema/users'
import { PeopleMessages, type AdminUser, type AdminUsersQuery } from '@serendib/domain/api/admin-people'
import { ConflictError, NotFoundError, UnprocessableError } from '@serendib/domain/errors'
import { UserType } from '@serendib/domain/user-types'
import { recordAudit, type AuditActor } from '../audit/record-audit.ts'
import { revokeAllTokens } from '../accounts/tokens.ts'
import { resendVerification } from '../accounts/verification.ts'
import { containsPattern, pageOf, pageWindow, type Page } from './paging.ts'

/**
 * A customer's bookings, or a supplier's (the tours it runs). The outer row is named in full:
 * Drizzle writes `${users.id}` as a bare "id" here, which inside the subquery meant the
 * booking's own id, so every user showed 0 (issue 29).
 */
const bookingCount = sql<number>`(select count(*)::int from bookings b
  where (case when "users"."user_type" = ${UserType.supplier} then b.supplier_user_id else b.user_id end) = "users"."id"
    and b.deleted_at is null)`

function userJson(u: User, bookings: number): AdminUser {
  return {
    id: u.id,
    user_type: u.userType,
    first_name: u.firstName,
    last_name: u.lastName,
    email: u.email,
    phone_number: u.phoneNumber,
    status: u.status === UserStatus.active ? 'active' : 'disabled',
    email_verified: u.emailVerifiedAt !== null,
    created_at: u.createdAt.toISOString(),
    last_login_at: u.lastLoginAt?.toISOString() ?? null,
    bookings,
  }
}

export async function searchUsers(db: DbOrTx, q: AdminUsersQuery): Promise<Page<AdminUser>> {
  const parts: (SQL | undefined)[] = []
  if (q.type) parts.push(eq(users.userType, q.type))
  if (q.status) parts.push(eq(users.status, q.status === 'active' ? UserStatus.active : UserStatus.suspended))
  if (q.q) {
    const p = containsPattern(q.q)
    parts.push(
      or(
        ilike(users.email, p),
        ilike(users.firstName, p),
        ilike(users.lastName, p),
        ilike(users.phoneNumber, p),
      ),
    )
  }
  const where = and(...parts)
  const { limit, offset } = pageWindow(q.page)
  const [rows, [total]] = await Promise.all([
    db
      .select({ user: users, bookings: bookingCount })
      .from(users)
      .where(where)
      .orderBy(desc(users.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(users).where(where),
  ])
  return pageOf(
    rows.map((r) => userJson(r.user, r.bookings)),
    total?.n ?? 0,
    q.page,
  )
}

export async function adminUser(db: DbOrTx, userId: number): Promise<AdminUser> {
  const [row] = await db
    .select({ user: users, bookings: bookingCount })
    .from(users)
    .where(eq(users.id, userId))
  if (!row) throw new NotFoundError('User not found')
  return userJson(row.user, row.bookings)
}

async function lockedUser(tx: Tx, userId: number): Promise<User> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update')
  if (!user) throw new NotFoundError('User not found')
  return user
}

export async function setUserDisabled(
  database: Database,
  actor: AuditActor,
  userId: number,
  disabled: boolean,
  reason: string,
): Promise<AdminUser> {
  if (disabled && userId === actor.userId) throw new UnprocessableError(PeopleMessages.notYourself)
  return database.transaction(async (tx) => {
    const user = await lockedUser(tx, userId)
    const status = disabled ? UserStatus.suspended : UserStatus.active
    if (user.status !== status) {
      await tx.update(users).set({ status }).where(eq(users.id, userId))
      // Every session ends with the same commit: a disabled user's open tabs stop working at once.
      if (disabled) await revokeAllTokens(tx, userId)
      await recordAudit(tx, {
        actor,
        action: disabled ? 'user.disable' : 'user.enable',
        subject: { type: 'user', id: userId },
        before: { status: user.status === UserStatus.active ? 'active' : 'disabled' },
        after: { status: disabled ? 'disabled' : 'active', tokens_revoked: disabled },
        reason: reason || null,
      })
    }
    return adminUser(tx, userId)
  })
}

export async function resendUserVerification(
  database: Database,
  userId: number,
  publicUrl: string,
): Promise<void> {
  const [user] = await database.db.select().from(users).where(eq(users.id, userId))
  if (!user) throw new NotFoundError('User not found')
  if (user.emailVerifiedAt) throw new ConflictError(PeopleMessages.alreadyVerified)
  await resendVerification(database, user, publicUrl)
}
