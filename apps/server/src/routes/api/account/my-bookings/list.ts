import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { bookingsQuerySchema, bookingsReplySchema } from '@serendib/domain/api/account'
import { success } from '@serendib/domain/api/envelope'
import { customerBookingsPage } from '../../../../services/account/bookings/load-bookings.ts'

/** GET /api/account/my-bookings (spec §7): a page of the customer's bookings, `?status=` a table. */
const bookingListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { querystring: bookingsQuerySchema, response: { 200: bookingsReplySchema } } },
    async (request) => {
      const { page, status } = request.query
      return success({
        bookings: await customerBookingsPage(app.database.db, request.user.id, { page, filter: status }),
      })
    },
  )
}
export default bookingListRoutes
