import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { sendCached } from '../../plugins/catalogue-cache.ts'
import {
  contentLangQuerySchema,
  travelInspirationArticleParamsSchema,
  travelInspirationArticleReplySchema,
  travelInspirationQuerySchema,
  travelInspirationsResponseSchema,
} from '@serendib/domain/api/site-content'
import { success } from '@serendib/domain/api/envelope'
import { translateContent } from '../../services/catalogue/content-translations.ts'
import { getInspirationArticle } from '../../services/catalogue/inspiration-article.ts'
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
    async (request, reply) => {
      const page = request.query.page || 'home'
      const { lang } = request.query
      const db = app.catalogueReads.db
      return sendCached(app, reply, `inspirations:${page}:${lang ?? 'en'}`, async () => ({
        status: 'success' as const,
        inspirations: await translateContent(
          db,
          'travel_inspiration',
          await listTravelInspirations(db, page),
          ['title', 'description'],
          lang,
        ),
      }))
    },
  )

  // The article page of one inspiration; an unknown or inactive address answers 404.
  app.get(
    '/travel/inspiration/:seo_url',
    {
      schema: {
        params: travelInspirationArticleParamsSchema,
        querystring: contentLangQuerySchema,
        response: { 200: travelInspirationArticleReplySchema },
      },
    },
    async (request) =>
      success(await getInspirationArticle(app.database.db, request.params.seo_url, request.query.lang)),
  )
}
export default travelRoutes
