import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { messageBodySchema, messageReplySchema, threadReplySchema } from '@serendib/domain/api/account'
import { idParamsSchema, success, successMessage } from '@serendib/domain/api/envelope'
import { Messages } from '@serendib/domain/messages'
import {
  customerSide,
  readThread,
  writeToThread,
} from '../../../../services/account/bookings/thread-sides.ts'

/** The customer's side of a booking's messages (spec §7): to the supplier or to us. */
const customerThread: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/comments',
    { schema: { params: idParamsSchema, response: { 200: threadReplySchema } } },
    async (request) =>
      success(await readThread(app.database.db, customerSide, request.user, request.params.id)),
  )

  app.post(
    '/:id/comments',
    { schema: { params: idParamsSchema, body: messageBodySchema, response: { 200: messageReplySchema } } },
    async (request) => {
      const { publicUrl, adminEmail } = app.config
      const data = await writeToThread(
        { database: app.database, publicUrl, adminEmail },
        customerSide,
        request.user,
        request.params.id,
        request.body,
      )
      return successMessage(Messages.messageSent, data)
    },
  )
}
export default customerThread
