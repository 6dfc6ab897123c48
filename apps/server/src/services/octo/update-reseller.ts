/**
 * An admin edits a reseller (issue 16): name, contact, commission and allowed tours. The change
 * and its audit row (before and after) commit together; keys are untouched.
 */
import { eq, sql } from 'drizzle-orm'
import { queryRows, type DbOrTx, type Tx } from '@serendib/db/client'
import { resellerApiKeys, resellers } from '@serendib/db/schema/resellers'
import { ConflictError, NotFoundError } from '@serendib/domain/errors'
import { recordAudit, type AuditActor } from '../audit/record-audit.ts'
import { isUniqueViolation } from '../accounts/users.ts'
import { resellerView, type NewReseller } from './resellers.ts'

const auditable = (r: NewReseller) => ({
  name: r.name,
  contactEmail: r.contactEmail,
  commissionPercent: r.commissionPercent,
  allowedActivityIds: r.allowedActivityIds,
})

async function keysOf(db: DbOrTx, resellerId: number) {
  return db
    .select({
      id: resellerApiKeys.id,
      prefix: resellerApiKeys.prefix,
      createdAt: resellerApiKeys.createdAt,
      revokedAt: resellerApiKeys.revokedAt,
    })
    .from(resellerApiKeys)
    .where(eq(resellerApiKeys.resellerId, resellerId))
    .orderBy(resellerApiKeys.id)
}

export async function getReseller(db: DbOrTx, id: number) {
  const [row] = await db.select().from(resellers).where(eq(resellers.id, id))
  if (!row) throw new NotFoundError('Reseller not found')
  const ids = row.allowedActivityIds ?? []
  const allowedTours = ids.length
    ? await queryRows<{ id: number; title: string }>(
        db,
        sql`select id, title from activities where id = any(${`{${ids.join(',')}}`}::int[]) order by title, id`,
      )
    : []
  return { ...resellerView(row, await keysOf(db, id)), allowedTours }
}

export async function updateReseller(tx: Tx, id: number, input: NewReseller, actor: AuditActor) {
  const [before] = await tx.select().from(resellers).where(eq(resellers.id, id)).for('update')
  if (!before) throw new NotFoundError('Reseller not found')
  const [after] = await tx
    .update(resellers)
    .set(input)
    .where(eq(resellers.id, id))
    .returning()
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new ConflictError('A reseller with this name already exists')
      throw error
    })
  await recordAudit(tx, {
    actor,
    action: 'reseller.update',
    subject: { type: 'reseller', id },
    before: auditable(before),
    after: auditable(after!),
  })
  return resellerView(after!, await keysOf(tx, id))
}

/** Active tours an admin may allow a reseller to sell, by title; at most 50. */
export async function sellableTourOptions(db: DbOrTx, q: string | undefined) {
  const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : '%'
  return queryRows<{ id: number; title: string; supplier_name: string }>(
    db,
    sql`select a.id, a.title, coalesce(nullif(sp.work_name, ''), u.email) as supplier_name
          from activities a join users u on u.id = a.supplier_user_id
          left join supplier_profiles sp on sp.user_id = a.supplier_user_id
         where a.status = 1 and a.title ilike ${pattern}
         order by a.title, a.id limit 50`,
  )
}
