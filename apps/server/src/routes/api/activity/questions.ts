import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { activityQuestionsQuerySchema, questionsResponseSchema } from '@serendib/domain/api/booking-questions'
import { apiErrorSchema, success } from '@serendib/domain/api/envelope'
import { questionsOfActiveTour } from '../../../services/booking-questions/tour-questions.ts'

/** GET /api/activity/questions?id= (issue 33): what checkout asks for an active tour. */
const activityQuestionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/questions',
    {
      schema: {
        querystring: activityQuestionsQuerySchema,
        response: { 200: questionsResponseSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      return success({ questions: await questionsOfActiveTour(app.database.db, request.query.id) })
    },
  )
}
export default activityQuestionRoutes
