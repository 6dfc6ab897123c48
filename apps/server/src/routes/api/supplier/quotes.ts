import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  apiErrorSchema,
  apiSuccess,
  apiSuccessWithMessage,
  idParamsSchema,
  success,
  successMessage,
} from '@serendib/domain/api/envelope'
import {
  quoteAnswerBodySchema,
  quoteDeclineBodySchema,
  quoteJsonSchema,
  quoteListSchema,
  quoteMessageBodySchema,
  quoteRefusalSchema,
} from '@serendib/domain/api/quotes'
import { QuoteMessages } from '@serendib/domain/quotes'
import { declineQuote } from '../../../services/quotes/decline-quote.ts'
import { findQuote, listQuotes } from '../../../services/quotes/quote-access.ts'
import { answerQuote, postQuoteMessage, quoteJson } from '../../../services/quotes/quotes.ts'

/**
 * The supplier's quote requests (decision 079): the list, one request (its itinerary prefilled
 * from the tour until answered), the answer, and a message. Only the tour's supplier; others 404.
 */
const supplierQuoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const error = { 404: apiErrorSchema, 422: quoteRefusalSchema, 429: apiErrorSchema }
  app.get('/quotes', { schema: { response: { 200: apiSuccess(quoteListSchema) } } }, async (request) => {
    const viewer = { role: 'supplier' as const, user: request.user }
    const rows = await listQuotes(app.database.db, viewer)
    const quotes = await Promise.all(rows.map((q) => quoteJson(app.database.db, q, viewer)))
    return success({ quotes })
  })

  app.get(
    '/quotes/:id',
    { schema: { params: idParamsSchema, response: { 200: apiSuccess(quoteJsonSchema), ...error } } },
    async (request) => {
      const viewer = { role: 'supplier' as const, user: request.user }
      const q = await findQuote(app.database.db, viewer, request.params.id)
      return success(await quoteJson(app.database.db, q, viewer))
    },
  )

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

  app.post(
    '/quotes/:id/messages',
    {
      schema: {
        params: idParamsSchema,
        body: quoteMessageBodySchema,
        response: { 200: apiSuccessWithMessage(quoteJsonSchema), ...error },
      },
    },
    async (request) => {
      const viewer = { role: 'supplier' as const, user: request.user }
      const data = await postQuoteMessage(app.database, viewer, request.params.id, request.body.message, {
        publicUrl: app.config.publicUrl,
      })
      return successMessage(QuoteMessages.messageSent, data)
    },
  )
}
export default supplierQuoteRoutes
