import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { activityQuerySchema, activityResponseSchema } from '@serendib/domain/api/catalogue'
import { success } from '@serendib/domain/api/envelope'
import { sendCached } from '../../plugins/catalogue-cache.ts'
import { getActivityDetail } from '../../services/catalogue/activity-detail.ts'
import { translateDetail } from '../../services/catalogue/content-translations.ts'

/** GET /api/activity?id={id} (spec §7): one active tour with everything its page shows. */
const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/activity',
    { schema: { querystring: activityQuerySchema, response: { 200: activityResponseSchema } } },
    async (request, reply) => {
      const { id, lang } = request.query
      const db = app.catalogueReads.db
      return sendCached(app, reply, `activity:${id}:${lang ?? 'en'}`, async () =>
        success(await translateDetail(db, await getActivityDetail(db, id), lang)),
      )
    },
  )
}
export default activityRoutes
