import type { FastifyInstance } from 'fastify'
import { Messages } from '@serendib/domain/messages'
import type { ReviewInput } from '@serendib/domain/reviews'
import { UserType } from '@serendib/domain/user-types'
import { accountReviews } from '../../services/reviews/account-reviews.ts'
import { addAccountReview } from '../../services/reviews/add-account-review.ts'
import { accountReviewsSchema, idParams, objectOf } from '../reviews/schemas.ts'

const str = { type: 'string' } as const
const int = { type: 'integer' } as const

/** Spec §7 reviews (auth): the Reviews & Ratings table and the review modal's submit. */
export default async function accountReviewRoutes(app: FastifyInstance) {
  app.get(
    '/api/account/reviews',
    { schema: { response: { 200: accountReviewsSchema } } },
    async (request) => {
      const user = await request.requireUser(UserType.customer)
      return { status: 'success', data: { reviews: await accountReviews(app.database.db, user.id) } }
    },
  )

  app.post<{ Params: { id: number }; Body: ReviewInput | undefined }>(
    '/api/account/my-bookings/:id/review',
    {
      schema: {
        params: idParams,
        // Left untyped (no coercion): the review rules check them and answer with the spec's
        // messages. supplier_id and activity_id are accepted and ignored (the booking decides).
        body: {
          type: ['object', 'null'],
          properties: { rating: {}, feedback: {}, supplier_id: {}, activity_id: {} },
        },
        response: {
          200: objectOf({
            status: str,
            message: str,
            data: objectOf({ id: int, rating: int, feedback: str }),
          }),
        },
      },
    },
    async (request) => {
      const user = await request.requireUser(UserType.customer)
      const data = await addAccountReview(app.database, user.id, request.params.id, request.body ?? {})
      return { status: 'success', message: Messages.reviewAdded, data }
    },
  )
}
