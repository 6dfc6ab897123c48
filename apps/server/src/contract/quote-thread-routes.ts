import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { ZodType } from 'zod'
import {
  apiSuccess,
  apiSuccessWithMessage,
  idParamsSchema,
  success,
  successMessage,
} from '@serendib/domain/api/envelope'
import { quoteJsonSchema, quoteListSchema, quoteMessageBodySchema } from '@serendib/domain/api/quotes'
import { QuoteMessages } from '@serendib/domain/quotes'
import { findQuote, listQuotes } from '../services/quotes/quote-access.ts'
import { postQuoteMessage, quoteJson } from '../services/quotes/quotes.ts'

/**
 * The part of a quote both its sides read the same way (decision 079): the list, one quote with
 * its thread, and a message in it. The traveller's and the supplier's route files mount it
 * with their own viewer role; who may read which quote is decided once, in quote-access.ts.
 */
export function quoteThreadRoutes(
  role: 'traveller' | 'supplier',
  refusals: Record<number, ZodType>,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/quotes', { schema: { response: { 200: apiSuccess(quoteListSchema) } } }, async (request) => {
      const viewer = { role, user: request.user }
      const rows = await listQuotes(app.database.db, viewer)
      const quotes = await Promise.all(rows.map((q) => quoteJson(app.database.db, q, viewer)))
      return success({ quotes })
    })

    app.get(
      '/quotes/:id',
      { schema: { params: idParamsSchema, response: { 200: apiSuccess(quoteJsonSchema), ...refusals } } },
      async (request) => {
        const viewer = { role, user: request.user }
        const quote = await findQuote(app.database.db, viewer, request.params.id)
        return success(await quoteJson(app.database.db, quote, viewer))
      },
    )

    app.post(
      '/quotes/:id/messages',
      {
        schema: {
          params: idParamsSchema,
          body: quoteMessageBodySchema,
          response: { 200: apiSuccessWithMessage(quoteJsonSchema), ...refusals },
        },
      },
      async (request) => {
        const viewer = { role, user: request.user }
        const data = await postQuoteMessage(app.database, viewer, request.params.id, request.body.message, {
          publicUrl: app.config.publicUrl,
        })
        return successMessage(QuoteMessages.messageSent, data)
      },
    )
  }
}
