import type { FastifyInstance } from 'fastify'
import { ReviewMessages } from '@serendib/domain/reviews'
import {
  addTokenReview,
  tokenReviewPage,
  type TokenReviewInput,
} from '../../services/reviews/token-review.ts'
import { objectOf, tokenPageSchema } from './schemas.ts'

const tokenBody = {
  type: 'object',
  properties: { token: { type: 'string' } },
  required: ['token'],
} as const

/**
 * Review by token (spec §2, §7): no login, the e-mailed link is the key. Any token that is
 * unknown, used, expired or whose booking is already reviewed answers 404 'No data found'.
 */
export default async function tokenReviewRoutes(app: FastifyInstance) {
  app.post<{ Body: { token: string } }>(
    '/api/review/booking',
    { schema: { body: tokenBody, response: { 200: tokenPageSchema } } },
    async (request) => ({
      status: 'success',
      data: await tokenReviewPage(app.database.db, request.body.token),
    }),
  )

  app.post<{ Body: TokenReviewInput }>(
    '/api/review/add/token',
    {
      schema: {
        // Left untyped (no coercion): the review rules check them and answer with the spec's messages.
        body: {
          type: 'object',
          properties: { ...tokenBody.properties, booking_id: {}, review_rating: {}, review_feedback: {} },
          required: ['token'],
        },
        response: {
          200: objectOf({ status: { type: 'string' }, data: objectOf({ review: { type: 'string' } }) }),
        },
      },
    },
    async (request) => {
      await addTokenReview(app.database, request.body)
      return { status: 'success', data: { review: ReviewMessages.tokenReviewAdded } }
    },
  )
}
