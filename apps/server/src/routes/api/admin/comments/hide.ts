import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { messageReplySchema } from '@serendib/domain/api/account'
import { idParamsSchema, successMessage } from '@serendib/domain/api/envelope'
import { CommentMessages } from '@serendib/domain/booking-comments'
import { hideComment } from '../../../../services/account/bookings/comments.ts'

/** POST /api/admin/comments/:id/hide: the message stays stored; others see '*Removed by admin'. */
const hideRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:id/hide',
    { schema: { params: idParamsSchema, response: { 200: messageReplySchema } } },
    async (request) =>
      successMessage(CommentMessages.hidden, await hideComment(app.database.db, request.params.id)),
  )
}
export default hideRoutes
