/** Who a staff member works for, and as what (decision 074). */
import type { FastifyRequest } from 'fastify'
import { sql } from 'drizzle-orm'
import { queryRows, type DbOrTx } from '@serendib/db/client'
import { UserStatus } from '@serendib/db/schema/users'
import { seesOnlyOwnTrips, type StaffRole } from '@serendib/domain/staff'

export interface StaffMember {
  supplierId: number
  role: StaffRole
  /** The driver-guide whose trips are this person's (guides and drivers); null: none linked yet. */
  guideResourceId: number | null
}

/**
 * A staff member's live link to a supplier: none once revoked, and none while the supplier's own
 * account is suspended (its staff stop with it, decision 048).
 */
export async function findStaffMember(db: DbOrTx, userId: number): Promise<StaffMember | null> {
  const [row] = await queryRows<{
    supplier_user_id: number
    role: StaffRole
    guide_resource_id: number | null
  }>(
    db,
    sql`select s.supplier_user_id, s.role, s.guide_resource_id
          from supplier_staff s join users u on u.id = s.supplier_user_id
         where s.user_id = ${userId} and s.revoked_at is null and u.status = ${UserStatus.active}`,
  )
  return row
    ? { supplierId: row.supplier_user_id, role: row.role, guideResourceId: row.guide_resource_id }
    : null
}

/** A guide or driver reads only the trips of their driver-guide: their trip sheet. */
export function ownTripsOnly(request: FastifyRequest): { onlyResource?: number | null } {
  const member = request.staffMember
  return member && seesOnlyOwnTrips(member.role) ? { onlyResource: member.guideResourceId } : {}
}
