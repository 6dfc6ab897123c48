import type { FastifyInstance } from 'fastify'
import { getActivityDetail } from '../../services/catalogue/activity-detail.ts'
import { activityDetailSchema, success } from './response-schemas.ts'

/** GET /api/activity?id={id} (spec §7): one active tour with everything its page shows. */
export default async function activityRoutes(app: FastifyInstance) {
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
    async (request) => ({
      status: 'success',
      data: await getActivityDetail(app.database.db, request.query.id),
    }),
  )
}
