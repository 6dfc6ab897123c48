import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { success, successMessage } from '@serendib/domain/api/envelope'
import {
  supplierProfileBodySchema,
  supplierProfileResponseSchema,
  supplierProfileSavedSchema,
} from '@serendib/domain/api/supplier-profile'
import { SupplierProfileMessages } from '@serendib/domain/supplier-profile'
import { requestActor } from '../../../services/audit/record-audit.ts'
import { loadSupplierProfile, saveSupplierProfile } from '../../../services/supplier/profile.ts'

/**
 * GET/PUT /api/supplier/profile: the signed-in supplier's own profile (spec §3), approval and
 * payout details. There is no id in the URL: a supplier can only ever reach its own.
 */
const supplierProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/profile', { schema: { response: { 200: supplierProfileResponseSchema } } }, async (request) =>
    success(await loadSupplierProfile(app.database.db, request.user.id)),
  )
  app.put(
    '/profile',
    { schema: { body: supplierProfileBodySchema, response: { 200: supplierProfileSavedSchema } } },
    async (request) => {
      const actor = { ...requestActor(request, 'supplier'), userId: request.user.id }
      const profile = await saveSupplierProfile(app.database, actor, request.body)
      return successMessage(SupplierProfileMessages.saved, profile)
    },
  )
}
export default supplierProfileRoutes
