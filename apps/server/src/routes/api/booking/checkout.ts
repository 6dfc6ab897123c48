import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { checkoutBodySchema, checkoutErrorSchema, checkoutReplySchema } from '@serendib/domain/api/booking'
import { apiErrorSchema, success } from '@serendib/domain/api/envelope'
import { checkout } from '../../../services/booking/checkout.ts'
import { QuoteError } from '../../../services/booking/quote.ts'
import { CheckoutCaptchaRequiredError } from '../../../services/booking/unpaid-holds.ts'

/** POST /api/booking/checkout (spec §7): `{ booking, url }` → `data.payment_link`. */
const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/checkout',
    {
      bodyLimit: 256 * 1024,
      schema: {
        body: checkoutBodySchema,
        response: { 200: checkoutReplySchema, 422: checkoutErrorSchema, 429: apiErrorSchema },
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
          unpaidOrdersBeforeCaptcha: app.config.unpaidOrdersBeforeCaptcha,
          anonymousTravellersPerTourDay: app.config.anonymousTravellersPerTourDay,
          appSecret: app.config.appSecret,
        })
        return success(data)
      } catch (error) {
        // A cart item the server now refuses (tour gone, date passed…): 422 with its message.
        if (error instanceof QuoteError)
          return reply.status(422).send({ status: 'error', message: error.message })
        // Decision 032: the web shows the captcha and sends the checkout again with `altcha`.
        if (error instanceof CheckoutCaptchaRequiredError)
          return reply.status(422).send({ status: 'error', message: error.message, captcha_required: true })
        throw error
      }
    },
  )
}
export default checkoutRoutes
