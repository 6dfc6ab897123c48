/**
 * Single-use e-mailed links (verify e-mail, reset or set a password): an unguessable random
 * token in the URL, only its hash in the database, an expiry, and used_at so the second
 * click fails. Consuming is one conditional UPDATE, so two clicks racing cannot both win.
 */
import { and, eq, gt, isNull } from 'drizzle-orm'
import { oneTimeTokens, type OneTimeTokenPurposeName } from '@serendib/db/schema/users'
import type { DbOrTx } from '@serendib/db/client'
import { hashToken, newOpaqueToken } from './tokens.ts'

/** Link lifetimes: long enough to find the mail, short enough that an old inbox is no key. */
export const LinkLifetimeMinutes = {
  verify_email: 48 * 60,
  change_email: 48 * 60,
  reset_password: 60,
  /** Non-member checkout: the account's first password; the traveller may read mail later. */
  set_password: 7 * 24 * 60,
  /** The old address may undo an e-mail change for a week (issue 12). */
  undo_email_change: 7 * 24 * 60,
} as const satisfies Record<OneTimeTokenPurposeName, number>

export interface OneTimeLinkRow {
  id: number
  userId: number
  purpose: OneTimeTokenPurposeName
  payload: { email?: string; from?: string } | null
}

export async function createOneTimeLink(
  db: DbOrTx,
  userId: number,
  purpose: OneTimeTokenPurposeName,
  payload?: { email?: string; from?: string },
): Promise<string> {
  const token = newOpaqueToken()
  await db.insert(oneTimeTokens).values({
    userId,
    purpose,
    payload: payload ?? null,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + LinkLifetimeMinutes[purpose] * 60_000),
  })
  return token
}

const live = (token: string) =>
  and(
    eq(oneTimeTokens.tokenHash, hashToken(token)),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, new Date()),
  )

const columns = {
  id: oneTimeTokens.id,
  userId: oneTimeTokens.userId,
  purpose: oneTimeTokens.purpose,
  payload: oneTimeTokens.payload,
}

/** The unused, unexpired link behind a token, without using it (to show the form it opens). */
export async function findOneTimeLink(
  db: DbOrTx,
  token: unknown,
  purposes: readonly OneTimeTokenPurposeName[],
): Promise<OneTimeLinkRow | null> {
  if (typeof token !== 'string' || !token || token.length > 200) return null
  const [row] = await db.select(columns).from(oneTimeTokens).where(live(token)).limit(1)
  return row && purposes.includes(row.purpose) ? row : null
}

/** Marks the link used and returns it; null when unknown, expired, used or of another purpose. */
export async function consumeOneTimeLink(
  db: DbOrTx,
  token: unknown,
  purposes: readonly OneTimeTokenPurposeName[],
): Promise<OneTimeLinkRow | null> {
  const found = await findOneTimeLink(db, token, purposes)
  if (!found) return null
  const [used] = await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeTokens.id, found.id), isNull(oneTimeTokens.usedAt)))
    .returning(columns)
  return used ?? null
}
