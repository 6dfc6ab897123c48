import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { adminMessageResponseSchema, PeopleMessages } from '@serendib/domain/api/admin-people'
import { idParamsSchema } from '@serendib/domain/api/envelope'
import { requestActor } from '../../../services/audit/record-audit.ts'
import { setMessageHidden } from '../../../services/admin/moderation.ts'

/**
 * Hiding and showing a booking message, each with its audit row. The older
 * POST /api/admin/comments/:id/hide (routes-legacy/admin/comments.ts) hides without one; when it
 * is converted it should call setMessageHidden too, and the console can move back to it. This
 * file's name leaves `comments.ts` free for that move.
 */
const commentVisibilityRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [verb, hidden] of [
    ['hide', true],
    ['unhide', false],
  ] as const) {
    app.post(
      `/messages/:id/${verb}`,
      { schema: { params: idParamsSchema, response: { 200: adminMessageResponseSchema } } },
      async (request) => ({
        status: 'success' as const,
        message: hidden ? PeopleMessages.messageHidden : PeopleMessages.messageShown,
        data: await app.database.transaction((tx) =>
          setMessageHidden(tx, requestActor(request, 'admin'), request.params.id, hidden),
        ),
      }),
    )
  }
}
export default commentVisibilityRoutes
