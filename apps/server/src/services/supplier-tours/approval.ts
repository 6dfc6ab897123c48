/**
 * Whether a supplier's account is approved, so it may submit tours (issue 13: a Pending supplier
 * prepares tours but cannot submit). The rule itself is the domain's `isSupplierApproved`
 * (packages/domain/src/supplier-approval.ts, decision 037); this reads the row it needs.
 */
import { eq } from 'drizzle-orm'
import type { DbOrTx } from '@serendib/db/client'
import { users } from '@serendib/db/schema/users'
import { isSupplierApproved as approved } from '@serendib/domain/supplier-approval'

export async function isSupplierApproved(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userType: users.userType, approvalStatus: users.approvalStatus })
    .from(users)
    .where(eq(users.id, userId))
  return row ? approved(row) : false
}
