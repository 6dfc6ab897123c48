import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { bookingReplySchema } from '@serendib/domain/api/account'
import { idParamsSchema, success } from '@serendib/domain/api/envelope'
import { showCustomerBooking } from '../../../../services/account/bookings/load-bookings.ts'

/** GET /api/account/my-bookings/show/:id (spec §7): one booking with travellers and amendments. */
const showBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/show/:id',
    { schema: { params: idParamsSchema, response: { 200: bookingReplySchema } } },
    async (request) =>
      success(await showCustomerBooking(app.database.db, request.user.id, request.params.id)),
  )
}
export default showBookingRoutes
