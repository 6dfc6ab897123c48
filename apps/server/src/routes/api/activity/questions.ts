import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { and, eq } from 'drizzle-orm'
import { activities } from '@serendib/db/schema/activities'
import { activityQuestionsQuerySchema, questionsResponseSchema } from '@serendib/domain/api/booking-questions'
import { apiErrorSchema, success } from '@serendib/domain/api/envelope'
import { NotFoundError } from '@serendib/domain/errors'
import { TourStatus } from '@serendib/domain/tour-status'
import { tourQuestions } from '../../../services/booking-questions/tour-questions.ts'

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
      const db = app.database.db
      const [tour] = await db
        .select({ id: activities.id })
        .from(activities)
        .where(and(eq(activities.id, request.query.id), eq(activities.status, TourStatus.active)))
      if (!tour) throw new NotFoundError('Activity not found')
      return success({ questions: await tourQuestions(db, tour.id) })
    },
  )
}
export default activityQuestionRoutes
