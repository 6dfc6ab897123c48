import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { siteModeSchema } from '@serendib/domain/api/system'

/** GET /api/site-mode: demo or production (APP_MODE); every demo page says payments are simulated. */
const siteModeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/site-mode', { schema: { response: { 200: siteModeSchema } } }, async () => ({
    mode: app.config.mode,
  }))
}
export default siteModeRoutes
