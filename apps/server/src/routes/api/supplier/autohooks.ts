import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ForbiddenError } from '@serendib/domain/errors'
import { AreaMessages } from '@serendib/domain/messages/areas'
import { staffMay, StaffMessages } from '@serendib/domain/staff'
import { UserType } from '@serendib/domain/user-types'
import { noStore } from '../../../contract/no-store.ts'
import { documentBearer, requireUserType } from '../../../plugins/auth.ts'
import { findStaffMember } from '../../../services/staff/staff-member.ts'

/**
 * The one guard of /api/supplier/**: suppliers, and their staff (decision 074) on the routes
 * whose `config.staff` names a capability their role has. A route that names none is the
 * supplier's alone, so a route added later is closed to staff until someone opens it.
 */
export default async function supplierArea(app: FastifyInstance) {
  app.addHook('onRequest', requireUserType([UserType.supplier, UserType.staff], AreaMessages.suppliersOnly))
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (request.user.userType !== UserType.staff) return
    const member = await findStaffMember(app.database.db, request.user.id)
    if (!member) throw new ForbiddenError(AreaMessages.suppliersOnly)
    const needs = request.routeOptions.config.staff
    if (!needs || (needs !== 'any' && !staffMay(member.role, needs)))
      throw new ForbiddenError(StaffMessages.staffOnlyForSupplier)
    request.staffMember = member
  })
  app.addHook('onSend', noStore)
  app.addHook('onRoute', documentBearer)
}
