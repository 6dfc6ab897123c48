import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { availabilityQuerySchema, availabilityResponseSchema } from '@serendib/domain/api/availability'
import { apiErrorSchema, success } from '@serendib/domain/api/envelope'
import { monthAvailability } from '../../../services/availability/month-availability.ts'

/** GET /api/activity/availability?id=&month=yyyy-MM&na=&nc=&ni= (issue 18): the calendar's month. */
const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/availability',
    {
      schema: {
        querystring: availabilityQuerySchema,
        response: { 200: availabilityResponseSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      // Seats change with every booking: a browser may keep it briefly, shared caches not at all.
      void reply.header('cache-control', 'private, max-age=30')
      return success(await monthAvailability(app.database, request.query))
    },
  )
}
export default availabilityRoutes
