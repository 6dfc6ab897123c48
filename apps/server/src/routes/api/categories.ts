import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { success } from '@serendib/domain/api/envelope'
import { categoriesQuerySchema, categoriesResponseSchema } from '@serendib/domain/api/site-content'
import { sendCached } from '../../plugins/catalogue-cache.ts'
import { translateCategories } from '../../services/catalogue/content-translations.ts'
import { listCategories } from '../../services/catalogue/site-content.ts'

/** GET /api/categories/get (spec §7); `?lang=` names them in a traveller language (decision 086). */
const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/categories/get',
    { schema: { querystring: categoriesQuerySchema, response: { 200: categoriesResponseSchema } } },
    async (request, reply) => {
      const { lang } = request.query
      const db = app.catalogueReads.db
      return sendCached(app, reply, `categories:${lang ?? 'en'}`, async () =>
        success(await translateCategories(db, await listCategories(db), lang)),
      )
    },
  )
}
export default categoryRoutes
