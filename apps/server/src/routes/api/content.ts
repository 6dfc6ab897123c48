import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { success } from '@serendib/domain/api/envelope'
import { contentLangQuerySchema, siteContentResponseSchema } from '@serendib/domain/api/site-content'
import { sendCached } from '../../plugins/catalogue-cache.ts'
import { getSiteContent } from '../../services/catalogue/site-content.ts'

/**
 * GET /api/content/site/get (spec §7): about, privacy, cookie, disclaimer and guidelines;
 * `?lang=` gives them in that language where the admin translated them (decision 086).
 */
const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  // From memory, cleared by any edit (decision 068).
  app.get(
    '/content/site/get',
    { schema: { querystring: contentLangQuerySchema, response: { 200: siteContentResponseSchema } } },
    async (request, reply) => {
      const { lang } = request.query
      // English keeps its key; each language is cached under its own (decision 086).
      const key = lang && lang !== 'en' ? `site-content:${lang}` : 'site-content'
      return sendCached(app, reply, key, async () => success(await getSiteContent(app.database.db, lang)))
    },
  )
}
export default contentRoutes
