import type { FastifyInstance } from 'fastify'
import { Messages } from '@serendib/domain/messages'
import { UserType } from '@serendib/domain/user-types'
import {
  bookingThread,
  markThreadRead,
  postComment,
  type CommentContext,
} from '../../services/account/bookings/comments.ts'
import { supplierBookingId } from '../../services/account/bookings/load-bookings.ts'
import { idParams, messageBody, type IdParams } from '../../services/account/bookings/request-schemas.ts'

type MessageRequest = IdParams & { Body: { message?: string } | undefined }

/** The supplier's side of a booking's messages: own bookings only; a reply alerts the customer. */
export default async function supplierCommentRoutes(
  app: FastifyInstance,
  options: Omit<CommentContext, 'database'>,
) {
  app.get<IdParams>(
    '/api/supplier/bookings/:id/comments',
    { schema: { params: idParams } },
    async (request) => {
      const user = await request.requireUser(UserType.supplier)
      const id = await supplierBookingId(app.database.db, user.id, request.params.id)
      const data = await bookingThread(app.database.db, id, 'supplier')
      await markThreadRead(app.database.db, id, 'supplier')
      return { status: 'success', data }
    },
  )

  app.post<MessageRequest>(
    '/api/supplier/bookings/:id/comments',
    { schema: { params: idParams, body: messageBody } },
    async (request) => {
      const user = await request.requireUser(UserType.supplier)
      const data = await postComment(
        { ...options, database: app.database },
        { id: user.id, role: 'supplier' },
        { supplierId: user.id },
        request.params.id,
        { text: request.body?.message, to: 'customer' },
      )
      return { status: 'success', message: Messages.messageSent, data }
    },
  )
}
