import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { idParamsSchema } from '@serendib/domain/api/envelope'
import { commissionBodySchema, commissionResponseSchema } from '@serendib/domain/api/supplier-earnings'
import { requestActor } from '../../../services/audit/record-audit.ts'
import { setSupplierCommission } from '../../../services/admin/supplier-commission.ts'

/** A supplier's commission rate (issue 14, decision 044). */
const supplierCommissionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/suppliers/:id/commission',
    {
      schema: {
        params: idParamsSchema,
        body: commissionBodySchema,
        response: { 200: commissionResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: 'Commission saved',
      data: await setSupplierCommission(
        app.database,
        requestActor(request, 'admin'),
        request.params.id,
        request.body.commission_bps,
        app.config.defaultCommissionBps,
      ),
    }),
  )
}
export default supplierCommissionRoutes
