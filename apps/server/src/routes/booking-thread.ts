import type { FastifyInstance } from 'fastify'
import type { DbOrTx } from '@serendib/db/client'
import type { MessageRole } from '@serendib/db/schema/messages'
import { Messages } from '@serendib/domain/messages'
import type { UserTypeCode } from '@serendib/domain/user-types'
import {
  bookingThread,
  markThreadRead,
  postComment,
  type CommentContext,
} from '../services/account/bookings/comments.ts'
import type { BookingScope } from '../services/account/bookings/locked-booking.ts'
import { idParams, messageBody, type IdParams } from '../services/account/bookings/request-schemas.ts'

export type MessageBody = { message?: string; visible?: string } | undefined
type MessageRequest = IdParams & { Body: MessageBody }

/** One side (customer, supplier, admin) of a booking's message thread. */
export interface ThreadSide {
  /** GET reads the thread, POST adds to it. */
  url: string
  userType: UserTypeCode
  role: MessageRole
  /** The booking's id when this user may see it; 404 otherwise. */
  bookingId: (db: DbOrTx, userId: number, bookingId: number) => Promise<number>
  scope: (userId: number) => BookingScope
  /** Whom a new message goes to (it may refuse the body with a 422). */
  recipient: (body: MessageBody) => MessageRole
}

/** GET and POST of a booking's thread: the same calls for every side, each in its own scope. */
export function bookingThreadRoutes(
  app: FastifyInstance,
  options: Omit<CommentContext, 'database'>,
  side: ThreadSide,
) {
  app.get<IdParams>(side.url, { schema: { params: idParams } }, async (request) => {
    const user = await request.requireUser(side.userType)
    const id = await side.bookingId(app.database.db, user.id, request.params.id)
    const data = await bookingThread(app.database.db, id, side.role)
    // Admins look in without marking anything read for the two parties.
    if (side.role !== 'admin') await markThreadRead(app.database.db, id, side.role)
    return { status: 'success', data }
  })

  app.post<MessageRequest>(side.url, { schema: { params: idParams, body: messageBody } }, async (request) => {
    const user = await request.requireUser(side.userType)
    const to = side.recipient(request.body)
    const data = await postComment(
      { ...options, database: app.database },
      { id: user.id, role: side.role },
      side.scope(user.id),
      request.params.id,
      { text: request.body?.message, to },
    )
    return { status: 'success', message: Messages.messageSent, data }
  })
}
