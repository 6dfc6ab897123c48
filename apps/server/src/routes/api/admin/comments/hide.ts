import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { messageReplySchema } from '@serendib/domain/api/account'
import { idParamsSchema, successMessage } from '@serendib/domain/api/envelope'
import { CommentMessages } from '@serendib/domain/booking-comments'
import { requestActor } from '../../../../services/audit/record-audit.ts'
import { setMessageHidden } from '../../../../services/admin/moderation.ts'

/**
 * POST /api/admin/comments/:id/hide (spec §7): the message stays stored; others see
 * '*Removed by admin'. The same audited change as the console's /messages/:id/hide.
 */
const hideRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:id/hide',
    { schema: { params: idParamsSchema, response: { 200: messageReplySchema } } },
    async (request) =>
      successMessage(
        CommentMessages.hidden,
        await app.database.transaction((tx) =>
          setMessageHidden(tx, requestActor(request, 'admin'), request.params.id, true),
        ),
      ),
  )
}
export default hideRoutes
