import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  travelInspirationQuerySchema,
  travelInspirationsResponseSchema,
} from '@serendib/domain/api/site-content'
import { listTravelInspirations } from '../../services/catalogue/site-content.ts'

/** GET /api/travel/inspiration?page={name} (spec §7): the answer's list is `inspirations`. */
const travelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/travel/inspiration',
    {
      schema: {
        querystring: travelInspirationQuerySchema,
        response: { 200: travelInspirationsResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      inspirations: await listTravelInspirations(app.catalogueReads.db, request.query.page || 'home'),
    }),
  )
}
export default travelRoutes
