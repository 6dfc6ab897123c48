import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { messageBodySchema, messageReplySchema, threadReplySchema } from '@serendib/domain/api/account'
import { idParamsSchema, success, successMessage } from '@serendib/domain/api/envelope'
import { Messages } from '@serendib/domain/messages'
import { readThread, writeToThread, type ThreadSide } from '../services/account/bookings/thread-sides.ts'

/**
 * GET and POST `/:id/comments` of a booking's message thread, as one side sees it (customer,
 * supplier or admin: who may read what lives in the side). Each area's route file mounts it.
 */
export function bookingThreadRoutes(side: ThreadSide): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/:id/comments',
      { schema: { params: idParamsSchema, response: { 200: threadReplySchema } } },
      async (request) => success(await readThread(app.database.db, side, request.user, request.params.id)),
    )

    app.post(
      '/:id/comments',
      { schema: { params: idParamsSchema, body: messageBodySchema, response: { 200: messageReplySchema } } },
      async (request) => {
        const { publicUrl, adminEmail } = app.config
        const data = await writeToThread(
          { database: app.database, publicUrl, adminEmail },
          side,
          request.user,
          request.params.id,
          request.body,
        )
        return successMessage(Messages.messageSent, data)
      },
    )
  }
}
