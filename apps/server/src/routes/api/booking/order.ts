import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  orderCalendarQuerySchema,
  orderCalendarResponseSchema,
  orderParamsSchema,
  orderReplySchema,
} from '@serendib/domain/api/booking'
import { apiErrorSchema, success } from '@serendib/domain/api/envelope'
import { orderCalendar } from '../../../services/booking/order-calendar.ts'
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

  /** The order's tours as an iCalendar file, or one of them with ?booking= (decision 063). */
  app.get(
    '/order/:reference/calendar.ics',
    {
      schema: {
        params: orderParamsSchema,
        querystring: orderCalendarQuerySchema,
        response: { 200: orderCalendarResponseSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { reference } = request.params
      const calendar = await orderCalendar(
        app.database.db,
        reference,
        app.config.publicUrl,
        request.query.booking,
      )
      const name = request.query.booking ?? reference
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="serendib-${name.replace(/[^\w-]/g, '')}.ics"`)
        .type('text/calendar; charset=utf-8')
        .send(calendar)
    },
  )
}
export default orderRoutes
