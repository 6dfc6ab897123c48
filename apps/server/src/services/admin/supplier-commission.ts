/** An admin changes a supplier's commission rate (decision 044): audited, applies to every earnings figure. */
import { sql } from 'drizzle-orm'
import { queryRows, type Database } from '@serendib/db/client'
import { UserType } from '@serendib/domain/user-types'
import { NotFoundError } from '@serendib/domain/errors'
import { recordAudit, type AuditActor } from '../audit/record-audit.ts'

export async function setSupplierCommission(
  database: Database,
  actor: AuditActor,
  supplierId: number,
  bps: number | null,
  defaultBps: number,
): Promise<{ supplier_id: number; commission_bps: number }> {
  return database.transaction(async (tx) => {
    const [supplier] = await queryRows<{ id: number; before: number | null }>(
      tx,
      sql`select u.id, sp.commission_bps as before from users u
            left join supplier_profiles sp on sp.user_id = u.id
           where u.id = ${supplierId} and u.user_type = ${UserType.supplier} for update of u`,
    )
    if (!supplier) throw new NotFoundError('Supplier not found')
    await tx.execute(
      sql`insert into supplier_profiles (user_id, commission_bps) values (${supplierId}, ${bps})
          on conflict (user_id) do update set commission_bps = excluded.commission_bps`,
    )
    await recordAudit(tx, {
      actor,
      action: 'supplier.commission',
      subject: { type: 'user', id: supplierId },
      before: { commission_bps: supplier.before },
      after: { commission_bps: bps },
    })
    return { supplier_id: supplierId, commission_bps: bps ?? defaultBps }
  })
}
