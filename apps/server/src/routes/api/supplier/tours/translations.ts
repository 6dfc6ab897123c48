import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiErrorSchema, success, successMessage } from '@serendib/domain/api/envelope'
import { fieldErrorsResponseSchema } from '@serendib/domain/api/supplier-tours'
import {
  saveTourTranslationsBodySchema,
  TourTranslationMessages as M,
  tourTranslationsParamsSchema,
  tourTranslationsResponseSchema,
  tourTranslationsSavedResponseSchema,
} from '@serendib/domain/api/tour-translations'
import { TourLifecycle } from '@serendib/domain/tour-lifecycle'
import { requestActor } from '../../../../services/audit/record-audit.ts'
import { throwFieldErrors } from '../../../../services/supplier-tours/field-errors.ts'
import { ownTour } from '../../../../services/supplier-tours/own-tour.ts'
import {
  loadTourTranslations,
  saveTourTranslations,
} from '../../../../services/supplier-tours/tour-translations.ts'

/** The editor's Languages step (issue 31, decision 076): only the tour's supplier; others 404. */
const tourTranslationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/translations',
    {
      schema: {
        params: tourTranslationsParamsSchema,
        response: { 200: tourTranslationsResponseSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const db = app.database.db
      return success(await loadTourTranslations(db, await ownTour(db, request.user.id, request.params.id)))
    },
  )

  app.put(
    '/:id/translations',
    {
      attachValidation: true,
      schema: {
        params: tourTranslationsParamsSchema,
        body: saveTourTranslationsBodySchema,
        response: {
          200: tourTranslationsSavedResponseSchema,
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
      const { saved, onSale } = await app.database.transaction(async (tx) => {
        const tour = await ownTour(tx, request.user.id, request.params.id, true)
        return {
          saved: await saveTourTranslations(tx, tour, request.body, requestActor(request, 'supplier')),
          onSale: tour.status === TourLifecycle.active,
        }
      })
      // Translations show at once on a tour on sale: cached pages drop their copies.
      if (onSale) app.catalogueChanges.changed()
      return successMessage(M.saved, saved)
    },
  )
}
export default tourTranslationRoutes
