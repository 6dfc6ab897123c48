import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { reviewBrowseQuerySchema, reviewBrowseResponseSchema } from '@serendib/domain/api/review-browse'
import { success } from '@serendib/domain/api/envelope'
import { sendCached } from '../../../plugins/catalogue-cache.ts'
import { browseReviews } from '../../../services/reviews/browse-reviews.ts'

/** GET /api/activity/reviews?id=&stars=&photos=1&sort=newest|highest&page= (issue 18). */
const reviewBrowseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reviews',
    { schema: { querystring: reviewBrowseQuerySchema, response: { 200: reviewBrowseResponseSchema } } },
    // From memory like the tour itself; a new, hidden or restored review clears it (decision 068).
    async (request, reply) =>
      sendCached(app, reply, request.url, async () =>
        success(await browseReviews(app.database, request.query)),
      ),
  )
}
export default reviewBrowseRoutes
