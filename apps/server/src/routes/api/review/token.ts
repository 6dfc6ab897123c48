import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { success } from '@serendib/domain/api/envelope'
import {
  reviewTokenBodySchema,
  tokenReviewAddedSchema,
  tokenReviewBodySchema,
  tokenReviewReplySchema,
  usedTokenReviewReplySchema,
} from '@serendib/domain/api/reviews'
import { ReviewMessages } from '@serendib/domain/reviews'
import { addTokenReview, tokenReviewPage } from '../../../services/reviews/token-review.ts'
import { usedTokenReview } from '../../../services/reviews/used-token-review.ts'

/**
 * Review by token (spec §2, §7): no login, the e-mailed link is the key. Any token that is
 * unknown, used, expired or whose booking is already reviewed answers 404 'No data found'.
 */
const tokenReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/booking',
    { schema: { body: reviewTokenBodySchema, response: { 200: tokenReviewReplySchema } } },
    async (request) => success(await tokenReviewPage(app.database.db, request.body.token)),
  )

  // Ours (issue 18): a used link's review, so its page says so; unknown tokens stay 404.
  app.post(
    '/used',
    { schema: { body: reviewTokenBodySchema, response: { 200: usedTokenReviewReplySchema } } },
    async (request) => success(await usedTokenReview(app.database.db, request.body.token)),
  )

  app.post(
    '/add/token',
    { schema: { body: tokenReviewBodySchema, response: { 200: tokenReviewAddedSchema } } },
    async (request) => {
      await addTokenReview(app.database, request.body)
      // The tour page's reviews and rating come from the catalogue cache (decision 068).
      app.catalogueChanges.changed()
      return success({ review: ReviewMessages.tokenReviewAdded })
    },
  )
}
export default tokenReviewRoutes
