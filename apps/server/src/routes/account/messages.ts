import type { FastifyInstance } from 'fastify'
import { CommentMessages, isCommentRecipient } from '@serendib/domain/booking-comments'
import { UnprocessableError } from '@serendib/domain/errors'
import { Messages } from '@serendib/domain/messages'
import { UserType } from '@serendib/domain/user-types'
import {
  bookingThread,
  markThreadRead,
  postComment,
  type CommentContext,
} from '../../services/account/bookings/comments.ts'
import { customerBookingId } from '../../services/account/bookings/load-bookings.ts'
import { idParams, messageBody, type IdParams } from '../../services/account/bookings/request-schemas.ts'

type MessageRequest = IdParams & { Body: { message?: string; visible?: string } | undefined }

/** The customer's side of a booking's messages (spec §7 comments calls). */
export default async function customerMessageRoutes(
  app: FastifyInstance,
  options: Omit<CommentContext, 'database'>,
) {
  app.get<IdParams>(
    '/api/account/my-bookings/:id/comments',
    { schema: { params: idParams } },
    async (request) => {
      const user = await request.requireUser(UserType.customer)
      const id = await customerBookingId(app.database.db, user.id, request.params.id)
      const data = await bookingThread(app.database.db, id, 'customer')
      await markThreadRead(app.database.db, id, 'customer')
      return { status: 'success', data }
    },
  )

  app.post<MessageRequest>(
    '/api/account/my-bookings/:id/comments',
    { schema: { params: idParams, body: messageBody } },
    async (request) => {
      const user = await request.requireUser(UserType.customer)
      const { message, visible } = request.body ?? {}
      if (!isCommentRecipient(visible)) throw new UnprocessableError(CommentMessages.recipient)
      const data = await postComment(
        { ...options, database: app.database },
        { id: user.id, role: 'customer' },
        { customerId: user.id },
        request.params.id,
        { text: message, to: visible },
      )
      return { status: 'success', message: Messages.messageSent, data }
    },
  )
}
