import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { success } from '@serendib/domain/api/envelope'
import { contentLangQuerySchema, slidersResponseSchema } from '@serendib/domain/api/site-content'
import { sendCached } from '../../plugins/catalogue-cache.ts'
import { translateContent } from '../../services/catalogue/content-translations.ts'
import { listSliders } from '../../services/catalogue/site-content.ts'

/** GET /api/sliders/get (spec §7): the home page's hero slides. */
const sliderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sliders/get',
    { schema: { querystring: contentLangQuerySchema, response: { 200: slidersResponseSchema } } },
    async (request, reply) => {
      const { lang } = request.query
      const db = app.catalogueReads.db
      return sendCached(app, reply, `sliders:${lang ?? 'en'}`, async () =>
        success(await translateContent(db, 'slider', await listSliders(db), ['title', 'sub_text'], lang)),
      )
    },
  )
}
export default sliderRoutes
