import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { success } from '@serendib/domain/api/envelope'
import { locationOptionsReplySchema } from '@serendib/domain/api/catalogue'
import { locationSearchQuerySchema } from '@serendib/domain/api/site-content'
import { sendCached } from '../../plugins/catalogue-cache.ts'
import { listLocations, searchLocations } from '../../services/catalogue/site-content.ts'

/** GET /api/locations/get and /api/locations/search?keyword= (spec §7): pick-up and search places. */
const locationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/locations/get',
    { schema: { response: { 200: locationOptionsReplySchema } } },
    async (_request, reply) =>
      sendCached(app, reply, 'locations', async () => success(await listLocations(app.catalogueReads.db))),
  )

  app.get(
    '/locations/search',
    { schema: { querystring: locationSearchQuerySchema, response: { 200: locationOptionsReplySchema } } },
    async (request) => {
      const keyword = request.query.keyword?.trim() ?? ''
      return success(keyword ? await searchLocations(app.catalogueReads.db, keyword) : [])
    },
  )
}
export default locationsRoutes
