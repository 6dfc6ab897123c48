import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { orderParamsSchema, orderReplySchema } from '@serendib/domain/api/booking'
import { apiErrorSchema, success } from '@serendib/domain/api/envelope'
import { orderView } from '../../../services/booking/order-status.ts'

/** GET /api/booking/order/:reference: what /payment/complete shows (docs/booking-api.md). */
const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/order/:reference',
    { schema: { params: orderParamsSchema, response: { 200: orderReplySchema, 404: apiErrorSchema } } },
    async (request, reply) => {
      const data = await orderView(app.database.db, request.params.reference)
      reply.header('cache-control', 'no-store')
      return success(data)
    },
  )
}
export default orderRoutes
