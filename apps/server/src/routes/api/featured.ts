import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { sendCached } from '../../plugins/catalogue-cache.ts'
import { success } from '@serendib/domain/api/envelope'
import { contentLangQuerySchema, featuredCategoriesResponseSchema } from '@serendib/domain/api/site-content'
import { translateContent } from '../../services/catalogue/content-translations.ts'
import { listFeaturedCategories } from '../../services/catalogue/site-content.ts'

/** GET /api/featured/categories/get (spec §7): the home page's featured categories. */
const featuredRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/featured/categories/get',
    { schema: { querystring: contentLangQuerySchema, response: { 200: featuredCategoriesResponseSchema } } },
    async (request, reply) => {
      const { lang } = request.query
      const db = app.catalogueReads.db
      return sendCached(app, reply, `featured-categories:${lang ?? 'en'}`, async () =>
        success(
          await translateContent(
            db,
            'featured_category',
            await listFeaturedCategories(db),
            ['title', 'description'],
            lang,
          ),
        ),
      )
    },
  )
}
export default featuredRoutes
