import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { checkoutBodySchema, checkoutReplySchema } from '@serendib/domain/api/booking'
import { apiErrorSchema, success } from '@serendib/domain/api/envelope'
import { checkout } from '../../../services/booking/checkout.ts'
import { QuoteError } from '../../../services/booking/quote.ts'

/** POST /api/booking/checkout (spec §7): `{ booking, url }` → `data.payment_link`. */
const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/checkout',
    {
      bodyLimit: 256 * 1024,
      schema: {
        body: checkoutBodySchema,
        response: { 200: checkoutReplySchema, 422: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      // A token is optional (non-members book too), but a token that is sent must be good.
      const user = request.headers.authorization ? await request.requireUser() : null
      try {
        const data = await checkout(app.database, request.body ?? {}, {
          user,
          provider: app.payments.provider,
          publicUrl: app.config.publicUrl,
          orderPaymentMinutes: app.config.orderPaymentMinutes,
          anonymousOrderPaymentMinutes: app.config.anonymousOrderPaymentMinutes,
          clientIp: request.ip,
          unpaidOrdersPerIp: app.config.unpaidOrdersPerIp,
          unpaidOrdersPerEmail: app.config.unpaidOrdersPerEmail,
        })
        return success(data)
      } catch (error) {
        // A cart item the server now refuses (tour gone, date passed…): 422 with its message.
        if (error instanceof QuoteError)
          return reply.status(422).send({ status: 'error', message: error.message })
        throw error
      }
    },
  )
}
export default checkoutRoutes
