import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { sendCached } from '../../plugins/catalogue-cache.ts'
import { success } from '@serendib/domain/api/envelope'
import { featuredCategoriesResponseSchema } from '@serendib/domain/api/site-content'
import { listFeaturedCategories } from '../../services/catalogue/site-content.ts'

/** GET /api/featured/categories/get (spec §7): the home page's featured categories. */
const featuredRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/featured/categories/get',
    { schema: { response: { 200: featuredCategoriesResponseSchema } } },
    async (_request, reply) =>
      sendCached(app, reply, 'featured-categories', async () =>
        success(await listFeaturedCategories(app.catalogueReads.db)),
      ),
  )
}
export default featuredRoutes
