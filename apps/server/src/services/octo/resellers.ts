/**
 * Resellers and their API keys (issue 16, decision 045). A key is shown once, when issued; only
 * its sha256 is stored (keys are 32 random bytes, so a fast hash cannot be brute-forced).
 */
import { createHash, randomBytes } from 'node:crypto'
import { and, desc, eq, isNull } from 'drizzle-orm'
import type { Db, DbOrTx, Tx } from '@serendib/db/client'
import { resellerApiKeys, resellers, type Reseller } from '@serendib/db/schema/resellers'
import { users } from '@serendib/db/schema/users'
import { ConflictError, NotFoundError } from '@serendib/domain/errors'
import { OctoError, OctoMessages } from '@serendib/domain/octo'
import { UserType } from '@serendib/domain/user-types'
import { recordAudit, type AuditActor } from '../audit/record-audit.ts'
import { isUniqueViolation } from '../accounts/users.ts'

/** The demo reseller's key (README, docs/octo.md); refused unless the demo catalogue is on. */
export const DEMO_OCTO_API_KEY = 'octo_demo_serendib_reseller_key_0001'
export const DEMO_RESELLER_NAME = 'Demo Reseller'

export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex')

export interface NewReseller {
  name: string
  contactEmail: string
  commissionPercent: number
  allowedActivityIds: number[] | null
}

export async function createReseller(
  tx: Tx,
  input: NewReseller,
  actor: AuditActor | null,
): Promise<Reseller> {
  // bookings.user_id is required: the reseller's bookings belong to an account that cannot sign in.
  const slug =
    input.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'reseller'
  const [user] = await tx
    .insert(users)
    .values({
      userType: UserType.customer,
      email: `reseller-${slug}-${randomBytes(3).toString('hex')}@resellers.invalid`,
      firstName: input.name.slice(0, 80),
      lastName: 'Reseller',
    })
    .returning({ id: users.id })
  if (!user) throw new Error('insert returned no user')
  const [reseller] = await tx
    .insert(resellers)
    .values({ ...input, userId: user.id })
    .returning()
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new ConflictError('A reseller with this name already exists')
      throw error
    })
  if (!reseller) throw new Error('insert returned no reseller')
  if (actor)
    await recordAudit(tx, {
      actor,
      action: 'reseller.create',
      subject: { type: 'reseller', id: reseller.id },
      after: { name: reseller.name, commissionPercent: reseller.commissionPercent },
    })
  return reseller
}

export async function listResellers(db: DbOrTx) {
  const rows = await db.select().from(resellers).orderBy(desc(resellers.id))
  const keys = await db
    .select({
      id: resellerApiKeys.id,
      resellerId: resellerApiKeys.resellerId,
      prefix: resellerApiKeys.prefix,
      createdAt: resellerApiKeys.createdAt,
      revokedAt: resellerApiKeys.revokedAt,
    })
    .from(resellerApiKeys)
    .orderBy(resellerApiKeys.id)
  return rows.map((r) =>
    resellerView(
      r,
      keys.filter((k) => k.resellerId === r.id),
    ),
  )
}

const iso = (at: Date | null) => (at ? at.toISOString() : null)

/** A reseller as the admin API shows it: key prefixes and dates, never a key or its hash. */
export function resellerView(
  r: Reseller,
  keys: { id: number; prefix: string; createdAt: Date; revokedAt: Date | null }[],
) {
  return {
    ...r,
    createdAt: r.createdAt.toISOString(),
    keys: keys.map((k) => ({
      id: k.id,
      prefix: k.prefix,
      createdAt: k.createdAt.toISOString(),
      revokedAt: iso(k.revokedAt),
    })),
  }
}

/** Issues a key; the whole key is in the answer and nowhere else. */
export async function issueApiKey(tx: Tx, resellerId: number, actor: AuditActor | null, key?: string) {
  const [reseller] = await tx.select({ id: resellers.id }).from(resellers).where(eq(resellers.id, resellerId))
  if (!reseller) throw new NotFoundError('Reseller not found')
  const secret = key ?? `octo_${randomBytes(32).toString('base64url')}`
  const [row] = await tx
    .insert(resellerApiKeys)
    .values({ resellerId, prefix: secret.slice(0, 12), keyHash: hashApiKey(secret) })
    .returning({
      id: resellerApiKeys.id,
      prefix: resellerApiKeys.prefix,
      createdAt: resellerApiKeys.createdAt,
    })
  if (!row) throw new Error('insert returned no key')
  if (actor)
    await recordAudit(tx, {
      actor,
      action: 'reseller.key-issue',
      subject: { type: 'reseller', id: resellerId },
      after: { keyId: row.id, prefix: row.prefix },
    })
  return { ...row, createdAt: row.createdAt.toISOString(), key: secret }
}

export async function revokeApiKey(tx: Tx, resellerId: number, keyId: number, actor: AuditActor) {
  const [row] = await tx
    .update(resellerApiKeys)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(resellerApiKeys.id, keyId),
        eq(resellerApiKeys.resellerId, resellerId),
        isNull(resellerApiKeys.revokedAt),
      ),
    )
    .returning({
      id: resellerApiKeys.id,
      prefix: resellerApiKeys.prefix,
      revokedAt: resellerApiKeys.revokedAt,
    })
  if (!row) throw new NotFoundError('Key not found or already revoked')
  await recordAudit(tx, {
    actor,
    action: 'reseller.key-revoke',
    subject: { type: 'reseller', id: resellerId },
    before: { keyId, prefix: row.prefix },
  })
  return { ...row, revokedAt: iso(row.revokedAt) }
}

/**
 * The reseller a bearer key belongs to: unknown → 401, revoked → 403. The demo key works only
 * while the demo catalogue is on (SEED_DEMO=true); a production deployment turns that off.
 */
export async function authenticateApiKey(
  db: Db,
  key: string,
  demoAllowed: boolean,
): Promise<Reseller & { keyId: number }> {
  if (key === DEMO_OCTO_API_KEY && !demoAllowed)
    throw new OctoError('UNAUTHORIZED', OctoMessages.unknownKey, {}, 401)
  const [row] = await db
    .select({ reseller: resellers, keyId: resellerApiKeys.id, revokedAt: resellerApiKeys.revokedAt })
    .from(resellerApiKeys)
    .innerJoin(resellers, eq(resellers.id, resellerApiKeys.resellerId))
    .where(eq(resellerApiKeys.keyHash, hashApiKey(key)))
  if (!row) throw new OctoError('UNAUTHORIZED', OctoMessages.unknownKey, {}, 401)
  if (row.revokedAt) throw new OctoError('FORBIDDEN', OctoMessages.revokedKey, {}, 403)
  return { ...row.reseller, keyId: row.keyId }
}

/** The demo reseller with its fixed key, once (demo mode only). */
export async function ensureDemoReseller(db: Db): Promise<void> {
  const [existing] = await db
    .select({ id: resellers.id })
    .from(resellers)
    .where(eq(resellers.name, DEMO_RESELLER_NAME))
  if (existing) return
  await db.transaction(async (tx) => {
    const reseller = await createReseller(
      tx,
      {
        name: DEMO_RESELLER_NAME,
        contactEmail: 'octo@example.com',
        commissionPercent: 20,
        allowedActivityIds: null,
      },
      null,
    )
    await issueApiKey(tx, reseller.id, null, DEMO_OCTO_API_KEY)
  })
}
