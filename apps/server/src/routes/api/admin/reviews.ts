import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  adminReviewActionResponseSchema,
  adminReviewsQuerySchema,
  adminReviewsResponseSchema,
  PeopleMessages,
} from '@serendib/domain/api/admin-people'
import { idParamsSchema } from '@serendib/domain/api/envelope'
import { requestActor } from '../../../services/audit/record-audit.ts'
import { listReviews, setReviewHidden } from '../../../services/admin/moderation.ts'

/** Reviews: list, hide, restore; the tour's rating follows in the same transaction. */
const adminReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reviews',
    { schema: { querystring: adminReviewsQuerySchema, response: { 200: adminReviewsResponseSchema } } },
    async (request) => ({
      status: 'success' as const,
      data: await listReviews(app.database.db, request.query),
    }),
  )
  for (const [verb, hidden] of [
    ['hide', true],
    ['restore', false],
  ] as const) {
    app.post(
      `/reviews/:id/${verb}`,
      { schema: { params: idParamsSchema, response: { 200: adminReviewActionResponseSchema } } },
      async (request) => {
        const data = await app.database.transaction((tx) =>
          setReviewHidden(tx, requestActor(request, 'admin'), request.params.id, hidden),
        )
        // The tour page's reviews and rating come from the catalogue cache (decision 068).
        app.catalogueChanges.changed()
        return {
          status: 'success' as const,
          message: hidden ? PeopleMessages.reviewHidden : PeopleMessages.reviewRestored,
          data,
        }
      },
    )
  }
}
export default adminReviewRoutes
