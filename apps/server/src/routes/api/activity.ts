import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { activityResponseSchema } from '@serendib/domain/api/catalogue'
import { idQuerySchema, success } from '@serendib/domain/api/envelope'
import { sendCached } from '../../plugins/catalogue-cache.ts'
import { getActivityDetail } from '../../services/catalogue/activity-detail.ts'

/** GET /api/activity?id={id} (spec §7): one active tour with everything its page shows. */
const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/activity',
    { schema: { querystring: idQuerySchema, response: { 200: activityResponseSchema } } },
    async (request, reply) =>
      sendCached(app, reply, `activity:${request.query.id}`, async () =>
        success(await getActivityDetail(app.catalogueReads.db, request.query.id)),
      ),
  )
}
export default activityRoutes
