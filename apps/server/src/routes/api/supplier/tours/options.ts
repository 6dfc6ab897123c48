import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiErrorSchema, success, successMessage } from '@serendib/domain/api/envelope'
import { fieldErrorsResponseSchema } from '@serendib/domain/api/supplier-tours'
import {
  saveTourOptionsBodySchema,
  TourOptionMessages,
  tourOptionsParamsSchema,
  tourOptionsResponseSchema,
  tourOptionsSavedResponseSchema,
} from '@serendib/domain/api/tour-options'
import { requestActor } from '../../../../services/audit/record-audit.ts'
import { throwFieldErrors } from '../../../../services/supplier-tours/field-errors.ts'
import { ownTour } from '../../../../services/supplier-tours/own-tour.ts'
import { saveTourOptions, tourOptionsOf } from '../../../../services/supplier-tours/tour-options.ts'

/** The editor's Options step (issue 32, decision 073): only the tour's supplier; others 404. */
const tourOptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/options',
    {
      schema: {
        params: tourOptionsParamsSchema,
        response: { 200: tourOptionsResponseSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const db = app.database.db
      await ownTour(db, request.user.id, request.params.id)
      return success({ options: await tourOptionsOf(db, request.params.id) })
    },
  )

  app.put(
    '/:id/options',
    {
      attachValidation: true,
      schema: {
        params: tourOptionsParamsSchema,
        body: saveTourOptionsBodySchema,
        response: {
          200: tourOptionsSavedResponseSchema,
          404: apiErrorSchema,
          422: fieldErrorsResponseSchema,
        },
      },
    },
    async (request) => {
      // Another supplier's tour is not found, whatever the body says (the ownership sweep).
      if (request.validationError?.validationContext !== 'params')
        await ownTour(app.database.db, request.user.id, request.params.id)
      throwFieldErrors(request)
      const saved = await app.database.transaction((tx) =>
        saveTourOptions(
          tx,
          request.user.id,
          request.params.id,
          request.body.options,
          requestActor(request, 'supplier'),
        ),
      )
      // The tour page and its booking panel show the options: cached answers go.
      if (saved.publicChange) app.catalogueChanges.changed()
      return successMessage(TourOptionMessages.saved, { options: saved.options })
    },
  )
}
export default tourOptionRoutes
