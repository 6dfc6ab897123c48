import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currencyRatesResponseSchema } from '@serendib/domain/api/currency'
import { success } from '@serendib/domain/api/envelope'
import { currencyRates } from '../../services/currency/rates.ts'

/** GET /api/currency-rates (issue 18): the rates prices are shown with; charges stay USD. */
const currencyRateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/currency-rates',
    { schema: { response: { 200: currencyRatesResponseSchema } } },
    async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=300')
      return success({ base: 'USD' as const, rates: await currencyRates(app.database.db) })
    },
  )
}
export default currencyRateRoutes
