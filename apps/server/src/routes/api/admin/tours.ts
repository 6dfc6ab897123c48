import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiErrorSchema, idParamsSchema, success, successMessage } from '@serendib/domain/api/envelope'
import {
  adminTourDecisionResponseSchema,
  adminTourQueueQuerySchema,
  adminTourQueueResponseSchema,
  adminTourRejectBodySchema,
} from '@serendib/domain/api/supplier-tours'
import {
  adminTourFeatureBodySchema,
  adminTourFeatureResponseSchema,
  adminTourPreviewResponseSchema,
} from '@serendib/domain/api/admin-tours'
import { TourLifecycleMessages } from '@serendib/domain/tour-lifecycle'
import { requestActor } from '../../../services/audit/record-audit.ts'
import { approveTour, rejectTour, tourReviewQueue } from '../../../services/admin/tour-review.ts'
import { featureTour, tourReview } from '../../../services/admin/tour-preview.ts'

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
      success(await tourReviewQueue(app.database.db, request.query.queue || undefined, request.query.page)),
  )

  app.get(
    '/tours/:id/review',
    {
      schema: {
        params: idParamsSchema,
        response: { 200: adminTourPreviewResponseSchema, 404: apiErrorSchema },
      },
    },
    async (request) => success(await tourReview(app.database, request.params.id)),
  )

  app.post(
    '/tours/:id/feature',
    {
      schema: {
        params: idParamsSchema,
        body: adminTourFeatureBodySchema,
        response: { 200: adminTourFeatureResponseSchema, 404: apiErrorSchema, 422: apiErrorSchema },
      },
    },
    async (request) => {
      const { changed, ...data } = await app.database.transaction((tx) =>
        featureTour(tx, requestActor(request, 'admin'), request.params.id, request.body.featured),
      )
      if (changed) app.catalogueChanges.changed()
      return successMessage(
        data.featured ? TourLifecycleMessages.featured : TourLifecycleMessages.unfeatured,
        data,
      )
    },
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
