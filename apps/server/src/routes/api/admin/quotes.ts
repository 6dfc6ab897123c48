import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiErrorSchema, apiSuccess, idParamsSchema, success } from '@serendib/domain/api/envelope'
import { quoteJsonSchema } from '@serendib/domain/api/quotes'
import { findQuote } from '../../../services/quotes/quote-access.ts'
import { quoteJson } from '../../../services/quotes/quotes.ts'

/** GET /api/admin/quotes/:id (decision 079): admins read any quote and its thread. */
const adminQuoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/quotes/:id',
    {
      schema: { params: idParamsSchema, response: { 200: apiSuccess(quoteJsonSchema), 404: apiErrorSchema } },
    },
    async (request) => {
      const viewer = { role: 'admin' as const, user: request.user }
      const q = await findQuote(app.database.db, viewer, request.params.id)
      return success(await quoteJson(app.database.db, q, viewer))
    },
  )
}
export default adminQuoteRoutes
