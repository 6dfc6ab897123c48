import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  questionsResponseSchema,
  questionsSavedResponseSchema,
  saveQuestionsBodySchema,
  tourQuestionsParamsSchema,
} from '@serendib/domain/api/booking-questions'
import { apiErrorSchema, success, successMessage } from '@serendib/domain/api/envelope'
import { fieldErrorsResponseSchema } from '@serendib/domain/api/supplier-tours'
import { BookingQuestionMessages as M } from '@serendib/domain/messages/booking-questions'
import { requestActor } from '../../../../services/audit/record-audit.ts'
import { saveTourQuestions, tourQuestions } from '../../../../services/booking-questions/tour-questions.ts'
import { throwFieldErrors } from '../../../../services/supplier-tours/field-errors.ts'
import { ownTour } from '../../../../services/supplier-tours/own-tour.ts'

/** The editor's Booking questions step (issue 33, decision 062): only the tour's supplier; others 404. */
const tourQuestionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/questions',
    {
      schema: {
        params: tourQuestionsParamsSchema,
        response: { 200: questionsResponseSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const db = app.database.db
      await ownTour(db, request.user.id, request.params.id)
      return success({ questions: await tourQuestions(db, request.params.id) })
    },
  )

  app.put(
    '/:id/questions',
    {
      attachValidation: true,
      schema: {
        params: tourQuestionsParamsSchema,
        body: saveQuestionsBodySchema,
        response: {
          200: questionsSavedResponseSchema,
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
      const questions = await app.database.transaction((tx) =>
        saveTourQuestions(
          tx,
          request.user.id,
          request.params.id,
          request.body.questions,
          requestActor(request, 'supplier'),
        ),
      )
      return successMessage(M.saved, { questions })
    },
  )
}
export default tourQuestionRoutes
