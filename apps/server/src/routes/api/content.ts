import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { success } from '@serendib/domain/api/envelope'
import { siteContentResponseSchema } from '@serendib/domain/api/site-content'
import { getSiteContent } from '../../services/catalogue/site-content.ts'

/** GET /api/content/site/get (spec §7): about, privacy, cookie, disclaimer and guidelines. */
const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/content/site/get', { schema: { response: { 200: siteContentResponseSchema } } }, async () =>
    success(await getSiteContent(app.database.db)),
  )
}
export default contentRoutes
