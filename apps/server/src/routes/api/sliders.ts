import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { success } from '@serendib/domain/api/envelope'
import { slidersResponseSchema } from '@serendib/domain/api/site-content'
import { sendCached } from '../../plugins/catalogue-cache.ts'
import { listSliders } from '../../services/catalogue/site-content.ts'

/** GET /api/sliders/get (spec §7): the home page's hero slides. */
const sliderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/sliders/get', { schema: { response: { 200: slidersResponseSchema } } }, async (_request, reply) =>
    sendCached(app, reply, 'sliders', async () => success(await listSliders(app.catalogueReads.db))),
  )
}
export default sliderRoutes
