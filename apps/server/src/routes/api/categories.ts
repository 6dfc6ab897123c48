import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { success } from '@serendib/domain/api/envelope'
import { categoriesResponseSchema } from '@serendib/domain/api/site-content'
import { sendCached } from '../../plugins/catalogue-cache.ts'
import { listCategories } from '../../services/catalogue/site-content.ts'

/** GET /api/categories/get (spec §7). */
const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/categories/get',
    { schema: { response: { 200: categoriesResponseSchema } } },
    async (_request, reply) =>
      sendCached(app, reply, 'categories', async () => success(await listCategories(app.catalogueReads.db))),
  )
}
export default categoryRoutes
