import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { locationPageReplySchema } from '@serendib/domain/api/catalogue'
import { idQuerySchema, success } from '@serendib/domain/api/envelope'
import { sendCached } from '../../plugins/catalogue-cache.ts'
import { getLocationPage } from '../../services/catalogue/location-page.ts'

/** GET /api/location/page?id= (spec §7): a location page and the tours starting there. */
const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/location/page',
    { schema: { querystring: idQuerySchema, response: { 200: locationPageReplySchema } } },
    async (request, reply) =>
      sendCached(app, reply, `location:${request.query.id}`, async () =>
        success(await getLocationPage(app.catalogueReads.db, request.query.id)),
      ),
  )
}
export default locationRoutes
