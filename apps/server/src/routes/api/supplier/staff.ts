import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiMessageSchema, idParamsSchema, success, successMessage } from '@serendib/domain/api/envelope'
import {
  portalIdentityResponseSchema,
  staffBodySchema,
  staffListResponseSchema,
  staffMemberResponseSchema,
  staffPatchBodySchema,
} from '@serendib/domain/api/supplier-staff'
import { StaffMessages } from '@serendib/domain/staff'
import { requestActor } from '../../../services/audit/record-audit.ts'
import {
  inviteStaff,
  listStaff,
  portalIdentity,
  revokeStaff,
  updateStaff,
} from '../../../services/staff/staff.ts'

/** Staff accounts (decision 074): only the supplier manages them; everyone asks who they are. */
const supplierStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    { config: { staff: 'any' }, schema: { response: { 200: portalIdentityResponseSchema } } },
    async (request) =>
      success(await portalIdentity(app.database.db, request.supplierId, request.staffMember)),
  )

  app.get('/staff', { schema: { response: { 200: staffListResponseSchema } } }, async (request) =>
    success(await listStaff(app.database.db, request.supplierId)),
  )

  app.post(
    '/staff',
    { schema: { body: staffBodySchema, response: { 200: staffMemberResponseSchema } } },
    async (request) => {
      const ctx = { publicUrl: app.config.publicUrl, actor: requestActor(request, 'supplier') }
      const member = await app.database.transaction((tx) =>
        inviteStaff(tx, ctx, request.supplierId, request.body),
      )
      return successMessage(StaffMessages.invited, member)
    },
  )

  app.patch(
    '/staff/:id',
    {
      schema: {
        params: idParamsSchema,
        body: staffPatchBodySchema,
        response: { 200: staffMemberResponseSchema },
      },
    },
    async (request) => {
      const actor = requestActor(request, 'supplier')
      const member = await app.database.transaction((tx) =>
        updateStaff(tx, actor, request.supplierId, request.params.id, request.body),
      )
      return successMessage(StaffMessages.saved, member)
    },
  )

  app.delete(
    '/staff/:id',
    { schema: { params: idParamsSchema, response: { 200: apiMessageSchema } } },
    async (request) => {
      const actor = requestActor(request, 'supplier')
      await app.database.transaction((tx) => revokeStaff(tx, actor, request.supplierId, request.params.id))
      return successMessage(StaffMessages.revoked)
    },
  )
}
export default supplierStaffRoutes
