import type { FastifyInstance } from 'fastify'
import type { LruCache } from '../../services/lru-cache.ts'
import { getActivityDetail } from '../../services/catalogue/activity-detail.ts'
import { activityDetailSchema, success } from './response-schemas.ts'

/** GET /api/activity?id={id} (spec §7): one active tour with everything its page shows. */
export default async function activityRoutes(app: FastifyInstance, { cache }: { cache: LruCache<unknown> }) {
  app.get<{ Querystring: { id: number } }>(
    '/activity',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
          required: ['id'],
        },
        response: { 200: success(activityDetailSchema) },
      },
    },
    async (request, reply) => {
      // Cached serialised, like search: a hit skips the schema serialiser (decision 008).
      const body = await cache.get(`activity:${request.query.id}`, async () =>
        reply.serialize({
          status: 'success',
          data: await getActivityDetail(app.database.db, request.query.id),
        }),
      )
      return reply.type('application/json; charset=utf-8').send(body)
    },
  )
}
