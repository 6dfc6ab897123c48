import type { FastifyInstance } from 'fastify'
import { UserType } from '@serendib/domain/user-types'
import type { CommentContext } from '../../services/account/bookings/comments.ts'
import { supplierBookingId } from '../../services/account/bookings/load-bookings.ts'
import { bookingThreadRoutes } from '../booking-thread.ts'

/** The supplier's side of a booking's messages: own bookings only; a reply alerts the customer. */
export default async function supplierCommentRoutes(
  app: FastifyInstance,
  options: Omit<CommentContext, 'database'>,
) {
  bookingThreadRoutes(app, options, {
    url: '/api/supplier/bookings/:id/comments',
    userType: UserType.supplier,
    role: 'supplier',
    bookingId: supplierBookingId,
    scope: (supplierId) => ({ supplierId }),
    recipient: () => 'customer',
  })
}
