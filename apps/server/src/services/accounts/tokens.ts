/**
 * Bearer access tokens (docs/decisions/006-tokens.md): 32 random bytes, only their SHA-256
 * stored, with an expiry; logout revokes. Every sign-in path (password, social) ends here.
 */
import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, isNull, ne } from 'drizzle-orm'
import { accessTokens, UserStatus, users, webSessions, type User } from '@serendib/db/schema/users'
import type { Db, DbOrTx } from '@serendib/db/client'
import type { AccessTokenReply } from '@serendib/domain/accounts'

/**
 * Seven days, for API clients and the sign-in itself. The web keeps a tab's token in
 * sessionStorage and stays signed in across tabs through its session cookie, whose tokens live
 * an hour (decision 057); a stolen token is cut off by logout or a password change, not only by
 * expiry.
 */
export const ACCESS_TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60

/** Hex SHA-256: how tokens and one-time links are stored and looked up. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url')
}

export async function issueAccessToken(
  db: DbOrTx,
  userId: number,
  clientId = '2',
): Promise<AccessTokenReply> {
  const token = newOpaqueToken()
  await db.insert(accessTokens).values({
    userId,
    clientId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ACCESS_TOKEN_LIFETIME_SECONDS * 1000),
  })
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, userId))
  return { token_type: 'Bearer', access_token: token, expires_in: ACCESS_TOKEN_LIFETIME_SECONDS }
}

/**
 * A tab's access token minted from a browser session (decision 057): short-lived, and revoked
 * with the session. Not a sign-in, so the user's last login stays as it was.
 */
export async function issueSessionAccessToken(
  db: DbOrTx,
  {
    userId,
    webSessionId,
    lifetimeSeconds,
  }: { userId: number; webSessionId: number; lifetimeSeconds: number },
): Promise<AccessTokenReply> {
  const token = newOpaqueToken()
  await db.insert(accessTokens).values({
    userId,
    webSessionId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + lifetimeSeconds * 1000),
  })
  return { token_type: 'Bearer', access_token: token, expires_in: lifetimeSeconds }
}

export interface TokenOwner {
  user: User
  tokenId: number
  /** The browser session the token belongs to (decision 057); null for an API client's token. */
  webSessionId: number | null
}

/** The active user behind a live token, or null (unknown, expired, revoked, suspended or deleted). */
export async function findTokenOwner(db: Db, token: string): Promise<TokenOwner | null> {
  if (!token || token.length > 200) return null
  const [row] = await db
    .select({ user: users, tokenId: accessTokens.id, webSessionId: accessTokens.webSessionId })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(
      and(
        eq(accessTokens.tokenHash, hashToken(token)),
        isNull(accessTokens.revokedAt),
        gt(accessTokens.expiresAt, new Date()),
        eq(users.status, UserStatus.active),
      ),
    )
    .limit(1)
  return row ?? null
}

export async function revokeToken(db: DbOrTx, tokenId: number): Promise<void> {
  await db.update(accessTokens).set({ revokedAt: new Date() }).where(eq(accessTokens.id, tokenId))
}

/**
 * After a password change or reset: every session but (optionally) the one making the change
 * ends — access tokens and browser sessions (decision 057) alike. The browser session the kept
 * token belongs to is kept with it, so the person changing the password stays signed in there.
 */
export async function revokeAllTokens(db: DbOrTx, userId: number, exceptTokenId?: number): Promise<void> {
  const now = new Date()
  const [kept] =
    exceptTokenId === undefined
      ? []
      : await db
          .select({ webSessionId: accessTokens.webSessionId })
          .from(accessTokens)
          .where(eq(accessTokens.id, exceptTokenId))
  await db
    .update(accessTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(accessTokens.userId, userId),
        isNull(accessTokens.revokedAt),
        exceptTokenId === undefined ? undefined : ne(accessTokens.id, exceptTokenId),
      ),
    )
  await db
    .update(webSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(webSessions.userId, userId),
        isNull(webSessions.revokedAt),
        kept?.webSessionId == null ? undefined : ne(webSessions.id, kept.webSessionId),
      ),
    )
}
