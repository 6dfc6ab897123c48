import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { bookingLookupBodySchema, bookingLookupReplySchema } from '@serendib/domain/api/booking-lookup'
import { apiErrorSchema, success } from '@serendib/domain/api/envelope'
import { findGuestBooking } from '../../../services/booking/find-booking.ts'

/** POST /api/booking/find: a guest's booking by reference and contact e-mail (decision 057). */
const findRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/find',
    {
      schema: {
        description:
          'A paid booking by its reference and the e-mail address it was booked with (the contact’s, ' +
          'or its account’s). 404 with the same message for every pair that does not match; lookups ' +
          'that find nothing are limited per address and per reference (429).',
        body: bookingLookupBodySchema,
        response: { 200: bookingLookupReplySchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const booking = await findGuestBooking(
        app.database.db,
        { appSecret: app.config.appSecret, ip: request.ip },
        request.body,
      )
      return success(booking)
    },
  )
}
export default findRoutes
