/**
 * Whether a supplier's account is approved, so it may submit tours (issue 13: a Pending supplier
 * prepares tours but cannot submit). The one place that knows how approval is stored.
 *
 * NOTE: the approval column (users.approval_status, 1 = approved) belongs to the supplier-web
 * work. Read through to_jsonb so this compiles and runs before and after that column exists:
 * without it every supplier counts as approved, as every supplier did before approval existed.
 */
import { sql } from 'drizzle-orm'
import { queryRows, type DbOrTx } from '@serendib/db/client'

export const SUPPLIER_APPROVED = 1

export async function isSupplierApproved(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await queryRows<{ approval: string | null; known: boolean }>(
    db,
    sql`select to_jsonb(u) ->> 'approval_status' as approval, to_jsonb(u) ? 'approval_status' as known
          from users u where u.id = ${userId}`,
  )
  if (!row) return false
  return !row.known || Number(row.approval) === SUPPLIER_APPROVED
}
