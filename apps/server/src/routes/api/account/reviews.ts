import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { accountReviewsReplySchema } from '@serendib/domain/api/account'
import { success } from '@serendib/domain/api/envelope'
import { accountReviews } from '../../../services/reviews/account-reviews.ts'

/** GET /api/account/reviews (spec §7): the Reviews & Ratings table. */
const reviewListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/reviews', { schema: { response: { 200: accountReviewsReplySchema } } }, async (request) =>
    success({ reviews: await accountReviews(app.database.db, request.user.id) }),
  )
}
export default reviewListRoutes
