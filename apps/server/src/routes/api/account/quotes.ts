import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  apiErrorSchema,
  apiSuccess,
  apiSuccessWithMessage,
  idParamsSchema,
  success,
  successMessage,
} from '@serendib/domain/api/envelope'
import { quoteAcceptReplySchema, quoteJsonSchema, quoteRefusalSchema } from '@serendib/domain/api/quotes'
import { QuoteMessages } from '@serendib/domain/quotes'
import { acceptQuote } from '../../../services/quotes/accept-quote.ts'
import { declineQuote } from '../../../services/quotes/decline-quote.ts'
import { quoteThreadRoutes } from '../../../contract/quote-thread-routes.ts'

/**
 * The traveller's quotes (decision 079): the list, one quote with its thread, a message, and
 * accepting it (→ the deposit's payment link) or declining it. Only the quote's traveller; anyone else 404.
 */
const accountQuoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const error = { 404: apiErrorSchema, 409: apiErrorSchema, 422: quoteRefusalSchema, 429: apiErrorSchema }
  await app.register(quoteThreadRoutes('traveller', error))

  app.post(
    '/quotes/:id/accept',
    { schema: { params: idParamsSchema, response: { 200: apiSuccess(quoteAcceptReplySchema), ...error } } },
    async (request) =>
      success(
        await acceptQuote(app.database, request.user, request.params.id, {
          provider: app.payments.provider,
          publicUrl: app.config.publicUrl,
          orderPaymentMinutes: app.config.orderPaymentMinutes,
          clientIp: request.ip,
        }),
      ),
  )

  app.post(
    '/quotes/:id/decline',
    {
      schema: { params: idParamsSchema, response: { 200: apiSuccessWithMessage(quoteJsonSchema), ...error } },
    },
    async (request) =>
      successMessage(
        QuoteMessages.declinedByTraveller,
        await declineQuote(app.database, request.user, request.params.id, {
          publicUrl: app.config.publicUrl,
        }),
      ),
  )
}
export default accountQuoteRoutes
