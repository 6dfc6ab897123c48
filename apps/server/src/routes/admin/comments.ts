import type { FastifyInstance } from 'fastify'
import { CommentMessages } from '@serendib/domain/booking-comments'
import { Messages } from '@serendib/domain/messages'
import { UserType } from '@serendib/domain/user-types'
import {
  bookingThread,
  hideComment,
  postComment,
  type CommentContext,
} from '../../services/account/bookings/comments.ts'
import { liveBookingId } from '../../services/account/bookings/load-bookings.ts'
import { idParams, messageBody, type IdParams } from '../../services/account/bookings/request-schemas.ts'

type MessageRequest = IdParams & { Body: { message?: string } | undefined }

/** Admins read any booking's thread (hidden text included), answer the customer, hide messages. */
export default async function adminCommentRoutes(
  app: FastifyInstance,
  options: Omit<CommentContext, 'database'>,
) {
  app.get<IdParams>('/api/admin/bookings/:id/comments', { schema: { params: idParams } }, async (request) => {
    await request.requireUser(UserType.admin)
    const id = await liveBookingId(app.database.db, request.params.id)
    return { status: 'success', data: await bookingThread(app.database.db, id, 'admin') }
  })

  app.post<MessageRequest>(
    '/api/admin/bookings/:id/comments',
    { schema: { params: idParams, body: messageBody } },
    async (request) => {
      const user = await request.requireUser(UserType.admin)
      const data = await postComment(
        { ...options, database: app.database },
        { id: user.id, role: 'admin' },
        { any: true },
        request.params.id,
        { text: request.body?.message, to: 'customer' },
      )
      return { status: 'success', message: Messages.messageSent, data }
    },
  )

  app.post<IdParams>('/api/admin/comments/:id/hide', { schema: { params: idParams } }, async (request) => {
    await request.requireUser(UserType.admin)
    return {
      status: 'success',
      message: CommentMessages.hidden,
      data: await hideComment(app.database.db, request.params.id),
    }
  })
}
