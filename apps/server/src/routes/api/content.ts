import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { success } from '@serendib/domain/api/envelope'
import { siteContentResponseSchema } from '@serendib/domain/api/site-content'
import { sendCached } from '../../plugins/catalogue-cache.ts'
import { getSiteContent } from '../../services/catalogue/site-content.ts'

/** GET /api/content/site/get (spec §7): about, privacy, cookie, disclaimer and guidelines. */
const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  // From memory, cleared by any edit (decision 068).
  app.get(
    '/content/site/get',
    { schema: { response: { 200: siteContentResponseSchema } } },
    async (_request, reply) =>
      sendCached(app, reply, 'site-content', async () => success(await getSiteContent(app.database.db))),
  )
}
export default contentRoutes
