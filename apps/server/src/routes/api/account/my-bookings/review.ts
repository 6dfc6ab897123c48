import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { accountReviewBodySchema, addedReviewReplySchema } from '@serendib/domain/api/account'
import { idParamsSchema, successMessage } from '@serendib/domain/api/envelope'
import { Messages } from '@serendib/domain/messages'
import { addAccountReview } from '../../../../services/reviews/add-account-review.ts'

/** POST /api/account/my-bookings/:id/review (spec §7): the dashboard's review modal. */
const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:id/review',
    {
      schema: {
        params: idParamsSchema,
        body: accountReviewBodySchema,
        response: { 200: addedReviewReplySchema },
      },
    },
    async (request) => {
      const data = await addAccountReview(
        app.database,
        request.user.id,
        request.params.id,
        request.body ?? {},
      )
      // The tour page's reviews and rating come from the catalogue cache (decision 068).
      app.catalogueChanges.changed()
      return successMessage(Messages.reviewAdded, data)
    },
  )
}
export default reviewRoutes
