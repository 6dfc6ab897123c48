import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiErrorSchema, successMessage } from '@serendib/domain/api/envelope'
import {
  quoteRefusalSchema,
  quoteRequestBodySchema,
  quoteRequestReplySchema,
} from '@serendib/domain/api/quotes'
import { QuoteMessages } from '@serendib/domain/quotes'
import { requestQuote } from '../../services/quotes/quotes.ts'

/**
 * POST /api/quotes (decision 079): a traveller asks for a tailored quote on a round tour, signed
 * in or with a name and e-mail. The supplier is mailed; reading the quote needs the account.
 */
const quoteRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/quotes',
    {
      schema: {
        body: quoteRequestBodySchema,
        response: { 200: quoteRequestReplySchema, 422: quoteRefusalSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      // A token is optional, but a token that is sent must be good.
      const user = request.headers.authorization ? await request.requireUser() : null
      const made = await requestQuote(app.database, request.body, {
        user,
        ip: request.ip,
        publicUrl: app.config.publicUrl,
      })
      return successMessage(QuoteMessages.requested, made)
    },
  )
}
export default quoteRequestRoutes
