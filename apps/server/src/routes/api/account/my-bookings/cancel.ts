import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { cancelPreviewReplySchema, cancelReplySchema } from '@serendib/domain/api/account'
import { idParamsSchema, success, successMessage } from '@serendib/domain/api/envelope'
import { cancelBooking, cancelPreview } from '../../../../services/account/bookings/cancel.ts'

/** The cancel dialog's preview and the cancel itself (24-hour rule; decision 014). */
const cancelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/cancel-preview',
    { schema: { params: idParamsSchema, response: { 200: cancelPreviewReplySchema } } },
    async (request) => success(await cancelPreview(app.database.db, request.user.id, request.params.id)),
  )

  // Spec §7 cancels with a GET; it changes state, so nothing may cache it (the area's no-store).
  app.get(
    '/cancel/:id',
    { schema: { params: idParamsSchema, response: { 200: cancelReplySchema } } },
    async (request) => {
      const { message, booking } = await cancelBooking(
        {
          database: app.database,
          providers: app.payments.providers,
          publicUrl: app.config.publicUrl,
          log: request.log,
        },
        request.user.id,
        request.params.id,
      )
      return successMessage(message, booking)
    },
  )
}
export default cancelRoutes
