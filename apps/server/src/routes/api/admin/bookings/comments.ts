import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { messageBodySchema, messageReplySchema, threadReplySchema } from '@serendib/domain/api/account'
import { idParamsSchema, success, successMessage } from '@serendib/domain/api/envelope'
import { Messages } from '@serendib/domain/messages'
import { adminSide, readThread, writeToThread } from '../../../../services/account/bookings/thread-sides.ts'

/** Admins read any booking's thread (hidden text included) and answer the customer. */
const adminThread: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/comments',
    { schema: { params: idParamsSchema, response: { 200: threadReplySchema } } },
    async (request) => success(await readThread(app.database.db, adminSide, request.user, request.params.id)),
  )

  app.post(
    '/:id/comments',
    { schema: { params: idParamsSchema, body: messageBodySchema, response: { 200: messageReplySchema } } },
    async (request) => {
      const { publicUrl, adminEmail } = app.config
      const data = await writeToThread(
        { database: app.database, publicUrl, adminEmail },
        adminSide,
        request.user,
        request.params.id,
        request.body,
      )
      return successMessage(Messages.messageSent, data)
    },
  )
}
export default adminThread
