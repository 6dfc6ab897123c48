import type { FastifyInstance } from 'fastify'
import { UserType } from '@serendib/domain/user-types'
import type { ProviderLookup } from '../../services/payments/payment-provider.ts'
import { cancelBooking, cancelPreview } from '../../services/account/bookings/cancel.ts'
import { clearAlert } from '../../services/account/bookings/comments.ts'
import {
  bookingDetailJson,
  customerBookingId,
  customerBookingsPage,
  type BookingListFilter,
} from '../../services/account/bookings/load-bookings.ts'
import { idParams, type IdParams } from '../../services/account/bookings/request-schemas.ts'

export interface BookingsRoutesOptions {
  providers: ProviderLookup
  publicUrl: string
}

/** The customer's bookings: list, show, and cancel (docs/account-area-api.md). */
export default async function bookingsRoutes(app: FastifyInstance, options: BookingsRoutesOptions) {
  app.get<{ Querystring: { page?: number; status?: BookingListFilter } }>(
    '/api/account/my-bookings',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            page: { type: 'integer', minimum: 1, maximum: 100_000 },
            status: { type: 'string', enum: ['upcoming', 'completed'] },
          },
        },
      },
    },
    async (request) => {
      const user = await request.requireUser(UserType.customer)
      const { page = 1, status } = request.query
      const bookings = await customerBookingsPage(app.database.db, user.id, { page, filter: status })
      return { status: 'success', data: { bookings } }
    },
  )

  app.get<IdParams>(
    '/api/account/my-bookings/show/:id',
    { schema: { params: idParams } },
    async (request) => {
      const user = await request.requireUser(UserType.customer)
      const id = await customerBookingId(app.database.db, user.id, request.params.id)
      // Opening the booking is reading its news: the alert goes off.
      await clearAlert(app.database.db, id)
      return { status: 'success', data: await bookingDetailJson(app.database.db, id) }
    },
  )

  app.get<IdParams>(
    '/api/account/my-bookings/:id/cancel-preview',
    { schema: { params: idParams } },
    async (request) => {
      const user = await request.requireUser(UserType.customer)
      return { status: 'success', data: await cancelPreview(app.database.db, user.id, request.params.id) }
    },
  )

  // Spec §7 cancels with a GET; it changes state, so nothing may cache it (no-store on this scope).
  app.get<IdParams>(
    '/api/account/my-bookings/cancel/:id',
    { schema: { params: idParams } },
    async (request) => {
      const user = await request.requireUser(UserType.customer)
      const { message, booking } = await cancelBooking(
        {
          database: app.database,
          providers: options.providers,
          publicUrl: options.publicUrl,
          log: request.log,
        },
        user.id,
        request.params.id,
      )
      return { status: 'success', message, data: booking }
    },
  )
}
