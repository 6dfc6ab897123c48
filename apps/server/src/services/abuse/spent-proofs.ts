/**
 * One-time proofs (a solved captcha, a social sign-in nonce): the first use inserts a row,
 * a replay hits the primary key and is refused, in every app process at once.
 */
import { createHash } from 'node:crypto'
import { lt } from 'drizzle-orm'
import { spentProofs } from '@serendib/db/schema/abuse'
import type { DbOrTx } from '@serendib/db/client'

export type ProofKind = 'altcha' | 'social-nonce'

/** True the first time this proof is spent; false on every replay. */
export async function spendProof(
  db: DbOrTx,
  kind: ProofKind,
  proof: string,
  expiresAt: Date,
): Promise<boolean> {
  const proofHash = createHash('sha256').update(proof).digest('hex')
  const inserted = await db
    .insert(spentProofs)
    .values({ kind, proofHash, expiresAt })
    .onConflictDoNothing()
    .returning({ kind: spentProofs.kind })
  return inserted.length === 1
}

/** Proofs past their own expiry are refused anyway; their rows can go. */
export async function sweepSpentProofs(db: DbOrTx): Promise<void> {
  await db.delete(spentProofs).where(lt(spentProofs.expiresAt, new Date()))
}
