import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  octoAvailabilityBodySchema,
  octoAvailabilityListSchema,
  octoCalendarBodySchema,
  octoCalendarSchema,
  octoErrorResponses,
} from '@serendib/domain/api/octo'
import { availabilityCalendar, availabilityCheck } from '../../services/octo/availability-queries.ts'
import { octoAsk, octoReseller } from '../../services/octo/request-reseller.ts'

/** OCTO availability: per day (calendar) and per departure (the source of availabilityId). */
const octoAvailabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/availability/calendar',
    {
      schema: { body: octoCalendarBodySchema, response: { 200: octoCalendarSchema, ...octoErrorResponses } },
    },
    async (request) =>
      availabilityCalendar(app.database.db, octoReseller(request), request.body, octoAsk(request)),
  )
  app.post(
    '/availability',
    {
      schema: {
        body: octoAvailabilityBodySchema,
        response: { 200: octoAvailabilityListSchema, ...octoErrorResponses },
      },
    },
    async (request) =>
      availabilityCheck(app.database.db, octoReseller(request), request.body, octoAsk(request)),
  )
}
export default octoAvailabilityRoutes
