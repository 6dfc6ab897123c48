import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { adminMessageResponseSchema, PeopleMessages } from '@serendib/domain/api/admin-people'
import { idParamsSchema } from '@serendib/domain/api/envelope'
import { requestActor } from '../../../services/audit/record-audit.ts'
import { setMessageHidden } from '../../../services/admin/moderation.ts'

/**
 * Hiding and showing a booking message from the console, each with its audit row. The spec's
 * POST /api/admin/comments/:id/hide (comments/hide.ts) makes the same audited change.
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
