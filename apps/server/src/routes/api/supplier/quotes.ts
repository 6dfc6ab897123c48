import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  apiErrorSchema,
  apiSuccessWithMessage,
  idParamsSchema,
  successMessage,
} from '@serendib/domain/api/envelope'
import {
  quoteAnswerBodySchema,
  quoteDeclineBodySchema,
  quoteJsonSchema,
  quoteRefusalSchema,
} from '@serendib/domain/api/quotes'
import { QuoteMessages } from '@serendib/domain/quotes'
import { declineQuote } from '../../../services/quotes/decline-quote.ts'
import { answerQuote } from '../../../services/quotes/quotes.ts'
import { quoteThreadRoutes } from '../../../contract/quote-thread-routes.ts'

/**
 * The supplier's quote requests (decision 079): the list, one request (its itinerary prefilled
 * from the tour until answered), the answer, and a message. Only the tour's supplier; others 404.
 */
const supplierQuoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const error = { 404: apiErrorSchema, 422: quoteRefusalSchema, 429: apiErrorSchema }
  await app.register(quoteThreadRoutes('supplier', error))

  app.post(
    '/quotes/:id/answer',
    {
      schema: {
        params: idParamsSchema,
        body: quoteAnswerBodySchema,
        response: { 200: apiSuccessWithMessage(quoteJsonSchema), ...error },
      },
    },
    async (request) => {
      const viewer = { role: 'supplier' as const, user: request.user }
      const data = await answerQuote(app.database, viewer, request.params.id, request.body, {
        publicUrl: app.config.publicUrl,
      })
      return successMessage(QuoteMessages.quoted, data)
    },
  )

  app.post(
    '/quotes/:id/decline',
    {
      schema: {
        params: idParamsSchema,
        body: quoteDeclineBodySchema,
        response: { 200: apiSuccessWithMessage(quoteJsonSchema), ...error },
      },
    },
    async (request) =>
      successMessage(
        QuoteMessages.declinedBySupplier,
        await declineQuote(app.database, request.user, request.params.id, {
          publicUrl: app.config.publicUrl,
          by: 'supplier',
          reason: request.body.reason ?? '',
        }),
      ),
  )
}
export default supplierQuoteRoutes
