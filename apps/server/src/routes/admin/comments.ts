import type { FastifyInstance } from 'fastify'
import { CommentMessages } from '@serendib/domain/booking-comments'
import { UserType } from '@serendib/domain/user-types'
import { hideComment, type CommentContext } from '../../services/account/bookings/comments.ts'
import { liveBookingId } from '../../services/account/bookings/load-bookings.ts'
import { idParams, type IdParams } from '../../services/account/bookings/request-schemas.ts'
import { bookingThreadRoutes } from '../booking-thread.ts'

/** Admins read any booking's thread (hidden text included), answer the customer, hide messages. */
export default async function adminCommentRoutes(
  app: FastifyInstance,
  options: Omit<CommentContext, 'database'>,
) {
  bookingThreadRoutes(app, options, {
    url: '/api/admin/bookings/:id/comments',
    userType: UserType.admin,
    role: 'admin',
    bookingId: (db, _adminId, id) => liveBookingId(db, id),
    scope: () => ({ any: true }),
    recipient: () => 'customer',
  })

  app.post<IdParams>('/api/admin/comments/:id/hide', { schema: { params: idParams } }, async (request) => {
    await request.requireUser(UserType.admin)
    return {
      status: 'success',
      message: CommentMessages.hidden,
      data: await hideComment(app.database.db, request.params.id),
    }
  })
}
