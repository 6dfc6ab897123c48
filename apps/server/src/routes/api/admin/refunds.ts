import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  adminRefundRetryResponseSchema,
  adminRefundsQuerySchema,
  adminRefundsResponseSchema,
} from '@serendib/domain/api/admin-bookings'
import { idParamsSchema } from '@serendib/domain/api/envelope'
import { requestActor } from '../../../services/audit/record-audit.ts'
import { listRefunds } from '../../../services/admin/bookings/list-refunds.ts'
import { retryRefund } from '../../../services/admin/bookings/refunds.ts'
import { paymentProviders } from '../../../services/payments/payment-provider.ts'

/** Refunds across the marketplace; a failed one can be sent again. */
const adminRefundRoutes: FastifyPluginAsyncZod = async (app) => {
  const providers = paymentProviders(app.config)

  app.get(
    '/refunds',
    { schema: { querystring: adminRefundsQuerySchema, response: { 200: adminRefundsResponseSchema } } },
    async (request) => ({
      status: 'success' as const,
      data: await listRefunds(app.database.db, request.query),
    }),
  )

  app.post(
    '/refunds/:id/retry',
    { schema: { params: idParamsSchema, response: { 200: adminRefundRetryResponseSchema } } },
    async (request) => {
      const done = await retryRefund(
        { database: app.database, providers, publicUrl: app.config.publicUrl, log: request.log },
        requestActor(request, 'admin'),
        request.params.id,
      )
      return { status: 'success' as const, message: done.message, data: done.payment }
    },
  )
}
export default adminRefundRoutes
