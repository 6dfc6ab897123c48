/**
 * Browser sessions (decision 057): a browser that signed in keeps an opaque token in an httpOnly
 * cookie, stored here only as its SHA-256, and trades it for short-lived access tokens when a
 * tab opens. Each trade slides the idle expiry, never past the absolute end. Ending a session
 * revokes every access token minted from it.
 */
import { and, eq, gt, inArray, isNull, lt, or } from 'drizzle-orm'
import { accessTokens, UserStatus, users, webSessions, type User } from '@serendib/db/schema/users'
import type { Db, DbOrTx } from '@serendib/db/client'
import type { AccessTokenReply } from '@serendib/domain/accounts'
import { sessionLifetime, WEB_ACCESS_TOKEN_SECONDS } from '@serendib/domain/web-session'
import { hashToken, issueSessionAccessToken, newOpaqueToken } from './tokens.ts'

export interface StartedWebSession {
  /** The cookie's value: shown once, never stored. */
  token: string
  expiresAt: Date
}

/**
 * Starts the browser session of a signed-in user and ties the access token that asked for it to
 * the session, so that signing out of the browser also ends that token.
 */
export async function startWebSession(
  db: Db,
  { user, accessTokenId }: { user: Pick<User, 'id' | 'userType'>; accessTokenId: number },
): Promise<StartedWebSession> {
  const token = newOpaqueToken()
  const lifetime = sessionLifetime(user.userType)
  const now = Date.now()
  const expiresAt = new Date(now + lifetime.idleSeconds * 1000)
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(webSessions)
      .values({
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt,
        endsAt: new Date(now + lifetime.absoluteSeconds * 1000),
        lastUsedAt: new Date(now),
      })
      .returning({ id: webSessions.id })
    await tx
      .update(accessTokens)
      .set({ webSessionId: row!.id })
      .where(and(eq(accessTokens.id, accessTokenId), eq(accessTokens.userId, user.id)))
  })
  return { token, expiresAt }
}

const live = (now: Date) =>
  and(isNull(webSessions.revokedAt), gt(webSessions.expiresAt, now), gt(webSessions.endsAt, now))

export interface ExchangedWebSession {
  token: AccessTokenReply
  user: User
  expiresAt: Date
}

/**
 * A fresh access token for the browser holding `cookieToken`, or null when the session is
 * unknown, expired, revoked, or its user is no longer active. Slides the idle expiry.
 */
export async function exchangeWebSession(db: Db, cookieToken: string): Promise<ExchangedWebSession | null> {
  if (!cookieToken || cookieToken.length > 200) return null
  const now = new Date()
  const [found] = await db
    .select({ session: webSessions, user: users })
    .from(webSessions)
    .innerJoin(users, eq(users.id, webSessions.userId))
    .where(
      and(eq(webSessions.tokenHash, hashToken(cookieToken)), live(now), eq(users.status, UserStatus.active)),
    )
    .limit(1)
  if (!found) return null
  const { session, user } = found
  const idleEnd = now.getTime() + sessionLifetime(user.userType).idleSeconds * 1000
  const expiresAt = new Date(Math.min(idleEnd, session.endsAt.getTime()))
  return db.transaction(async (tx) => {
    // Conditional: a sign-out that landed meanwhile wins, and no token is minted after it.
    const slid = await tx
      .update(webSessions)
      .set({ expiresAt, lastUsedAt: now })
      .where(and(eq(webSessions.id, session.id), isNull(webSessions.revokedAt)))
      .returning({ id: webSessions.id })
    if (slid.length === 0) return null
    const token = await issueSessionAccessToken(tx, {
      userId: user.id,
      webSessionId: session.id,
      lifetimeSeconds: WEB_ACCESS_TOKEN_SECONDS,
    })
    return { token, user, expiresAt }
  })
}

/** Ends sessions and every access token minted from or tied to them. */
async function endSessions(db: DbOrTx, ids: number[]): Promise<void> {
  if (ids.length === 0) return
  const now = new Date()
  await db
    .update(webSessions)
    .set({ revokedAt: now })
    .where(and(inArray(webSessions.id, ids), isNull(webSessions.revokedAt)))
  await db
    .update(accessTokens)
    .set({ revokedAt: now })
    .where(and(inArray(accessTokens.webSessionId, ids), isNull(accessTokens.revokedAt)))
}

/** Logout in a browser: the session named by its cookie, and the one the bearer token belongs to. */
export async function endWebSession(
  db: Db,
  { cookieToken, webSessionId }: { cookieToken?: string | null; webSessionId?: number | null },
): Promise<boolean> {
  const ids: number[] = webSessionId ? [webSessionId] : []
  if (cookieToken && cookieToken.length <= 200) {
    const [row] = await db
      .select({ id: webSessions.id })
      .from(webSessions)
      .where(eq(webSessions.tokenHash, hashToken(cookieToken)))
    if (row) ids.push(row.id)
  }
  await db.transaction((tx) => endSessions(tx, ids))
  return ids.length > 0
}

/**
 * "Sign out everywhere" (account settings): every browser session and every access token of the
 * user, API clients' included. Returns how many sign-ins were live: browser sessions, and
 * tokens of no browser session.
 */
export async function signOutEverywhere(db: Db, userId: number): Promise<number> {
  const now = new Date()
  return db.transaction(async (tx) => {
    const sessions = await tx
      .update(webSessions)
      .set({ revokedAt: now })
      .where(and(eq(webSessions.userId, userId), live(now)))
      .returning({ id: webSessions.id })
    const tokens = await tx
      .update(accessTokens)
      .set({ revokedAt: now })
      .where(and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt)))
      .returning({ webSessionId: accessTokens.webSessionId, expiresAt: accessTokens.expiresAt })
    return sessions.length + tokens.filter((t) => t.webSessionId === null && t.expiresAt > now).length
  })
}

/**
 * Housekeeping (jobs/maintenance.ts): sessions and access tokens that ended more than a day ago.
 * An hour-long token per opened tab would otherwise pile up.
 */
export async function sweepEndedSessions(db: Db): Promise<void> {
  const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000)
  await db
    .delete(accessTokens)
    .where(or(lt(accessTokens.expiresAt, dayAgo), lt(accessTokens.revokedAt, dayAgo)))
  await db
    .delete(webSessions)
    .where(
      or(
        lt(webSessions.expiresAt, dayAgo),
        lt(webSessions.endsAt, dayAgo),
        lt(webSessions.revokedAt, dayAgo),
      ),
    )
}
