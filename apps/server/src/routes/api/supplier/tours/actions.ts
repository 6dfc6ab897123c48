import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiErrorSchema, successMessage } from '@serendib/domain/api/envelope'
import {
  fieldErrorsResponseSchema,
  supplierTourActionResponseSchema,
  supplierTourParamsSchema,
} from '@serendib/domain/api/supplier-tours'
import { TourLifecycleMessages } from '@serendib/domain/tour-lifecycle'
import { requestActor } from '../../../../services/audit/record-audit.ts'
import { archiveTour, duplicateTour, submitTour } from '../../../../services/supplier-tours/lifecycle.ts'

const schema = {
  params: supplierTourParamsSchema,
  response: { 200: supplierTourActionResponseSchema, 404: apiErrorSchema, 422: fieldErrorsResponseSchema },
}

/** Submit for review, archive, duplicate: the supplier's moves along the tour graph. */
const tourActions: FastifyPluginAsyncZod = async (app) => {
  app.post('/:id/submit', { schema }, async (request) => {
    const actor = requestActor(request, 'supplier')
    const tour = await app.database.transaction((tx) =>
      submitTour(tx, request.user.id, request.params.id, actor),
    )
    return successMessage(TourLifecycleMessages.submitted, tour)
  })

  app.post('/:id/archive', { schema }, async (request) => {
    const actor = requestActor(request, 'supplier')
    const { tour, wasOnSale } = await app.database.transaction((tx) =>
      archiveTour(tx, request.user.id, request.params.id, actor),
    )
    if (wasOnSale) app.catalogueChanges.changed()
    return successMessage(TourLifecycleMessages.archived, tour)
  })

  app.post(
    '/:id/duplicate',
    { schema: { ...schema, response: { ...schema.response, 201: supplierTourActionResponseSchema } } },
    async (request, reply) => {
      const actor = requestActor(request, 'supplier')
      const tour = await app.database.transaction((tx) =>
        duplicateTour(tx, request.user.id, request.params.id, actor),
      )
      return reply.status(201).send(successMessage(TourLifecycleMessages.duplicated, tour))
    },
  )
}
export default tourActions
