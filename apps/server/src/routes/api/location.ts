import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { locationPageQuerySchema, locationPageReplySchema } from '@serendib/domain/api/catalogue'
import { success } from '@serendib/domain/api/envelope'
import { sendCached } from '../../plugins/catalogue-cache.ts'
import { getLocationPage } from '../../services/catalogue/location-page.ts'

/** GET /api/location/page?id= (spec §7): a location page and the tours starting there. */
const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/location/page',
    { schema: { querystring: locationPageQuerySchema, response: { 200: locationPageReplySchema } } },
    async (request, reply) => {
      const { id, lang } = request.query
      return sendCached(app, reply, `location:${id}:${lang ?? 'en'}`, async () =>
        success(await getLocationPage(app.catalogueReads.db, id, lang)),
      )
    },
  )
}
export default locationRoutes
