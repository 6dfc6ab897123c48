import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiErrorSchema, idParamsSchema, success, successMessage } from '@serendib/domain/api/envelope'
import {
  adminTourDecisionResponseSchema,
  adminTourQueueQuerySchema,
  adminTourQueueResponseSchema,
  adminTourRejectBodySchema,
} from '@serendib/domain/api/supplier-tours'
import { TourLifecycleMessages } from '@serendib/domain/tour-lifecycle'
import { requestActor } from '../../../services/audit/record-audit.ts'
import { approveTour, rejectTour, tourReviewQueue } from '../../../services/admin/tour-review.ts'

const decision = { 200: adminTourDecisionResponseSchema, 404: apiErrorSchema, 422: apiErrorSchema }

/**
 * Tour review (issue 13): the queue of pending and changed-since-approval tours with their
 * diff, approve and reject. A decision changes what is on sale, so cached catalogue answers go.
 */
const adminTourRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tours/review-queue',
    { schema: { querystring: adminTourQueueQuerySchema, response: { 200: adminTourQueueResponseSchema } } },
    async (request) =>
      success({ tours: await tourReviewQueue(app.database.db, request.query.queue || undefined) }),
  )

  app.post(
    '/tours/:id/approve',
    { schema: { params: idParamsSchema, response: decision } },
    async (request) => {
      const { decision: data, message } = await app.database.transaction((tx) =>
        approveTour(tx, requestActor(request, 'admin'), request.params.id, app.config.publicUrl),
      )
      app.catalogueChanges.changed()
      return successMessage(message, data)
    },
  )

  app.post(
    '/tours/:id/reject',
    { schema: { params: idParamsSchema, body: adminTourRejectBodySchema, response: decision } },
    async (request) => {
      const data = await app.database.transaction((tx) =>
        rejectTour(
          tx,
          requestActor(request, 'admin'),
          request.params.id,
          request.body.reason,
          app.config.publicUrl,
        ),
      )
      app.catalogueChanges.changed()
      return successMessage(TourLifecycleMessages.rejected, data)
    },
  )
}
export default adminTourRoutes
