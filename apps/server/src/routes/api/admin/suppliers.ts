import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiErrorSchema, idParamsSchema } from '@serendib/domain/api/envelope'
import {
  adminSupplierActionResponseSchema,
  adminSupplierDecisionBodySchema,
  adminSuppliersQuerySchema,
  adminSuppliersResponseSchema,
} from '@serendib/domain/api/supplier-profile'
import { SupplierApprovalMessages } from '@serendib/domain/supplier-approval'
import { requestActor } from '../../../services/audit/record-audit.ts'
import { decideSupplier, searchSuppliers } from '../../../services/admin/suppliers.ts'

/** Suppliers' approval (decision 037): list by approval, approve, reject with a reason. */
const adminSupplierRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/suppliers',
    { schema: { querystring: adminSuppliersQuerySchema, response: { 200: adminSuppliersResponseSchema } } },
    async (request) => ({
      status: 'success' as const,
      data: await searchSuppliers(app.database.db, request.query),
    }),
  )
  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/suppliers/:id/${decision}`,
      {
        schema: {
          params: idParamsSchema,
          body: adminSupplierDecisionBodySchema,
          response: { 200: adminSupplierActionResponseSchema, 409: apiErrorSchema },
        },
      },
      async (request) => ({
        status: 'success' as const,
        message:
          decision === 'approve'
            ? SupplierApprovalMessages.approved
            : SupplierApprovalMessages.rejectedNotice,
        data: await decideSupplier(
          app.database,
          requestActor(request, 'admin'),
          request.params.id,
          decision,
          request.body?.reason ?? '',
          app.config.publicUrl,
          request.body?.accept_missing ?? false,
        ),
      }),
    )
  }
}
export default adminSupplierRoutes
