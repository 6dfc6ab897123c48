import type { FastifyInstance } from 'fastify'
import { CommentMessages, isCommentRecipient } from '@serendib/domain/booking-comments'
import { UnprocessableError } from '@serendib/domain/errors'
import { UserType } from '@serendib/domain/user-types'
import type { CommentContext } from '../../services/account/bookings/comments.ts'
import { customerBookingId } from '../../services/account/bookings/load-bookings.ts'
import { bookingThreadRoutes } from '../booking-thread.ts'

/** The customer's side of a booking's messages (spec §7 comments calls). */
export default async function customerMessageRoutes(
  app: FastifyInstance,
  options: Omit<CommentContext, 'database'>,
) {
  bookingThreadRoutes(app, options, {
    url: '/api/account/my-bookings/:id/comments',
    userType: UserType.customer,
    role: 'customer',
    bookingId: customerBookingId,
    scope: (customerId) => ({ customerId }),
    // The customer writes to the supplier or to us.
    recipient: (body) => {
      if (!isCommentRecipient(body?.visible)) throw new UnprocessableError(CommentMessages.recipient)
      return body.visible
    },
  })
}
