import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  adminCurrencyRatesResponseSchema,
  currencyCodeParamsSchema,
  currencyRateBodySchema,
  currencyRateSavedSchema,
} from '@serendib/domain/api/currency'
import { fieldErrorsResponseSchema } from '@serendib/domain/api/supplier-tours'
import { CurrencyMessages } from '@serendib/domain/currency'
import { apiErrorSchema, success } from '@serendib/domain/api/envelope'
import { requestActor } from '../../../services/audit/record-audit.ts'
import { currencyRateHistory, currencyRates, saveCurrencyRate } from '../../../services/currency/rates.ts'

/**
 * The admin's exchange rates (issue 18): list with each currency's history, and set one
 * currency's rate and its date (a suspicious rate needs a confirmation, issue 29).
 */
const adminCurrencyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/currency-rates', { schema: { response: { 200: adminCurrencyRatesResponseSchema } } }, async () =>
    success({
      base: 'USD' as const,
      rates: await currencyRates(app.database.db),
      history: await currencyRateHistory(app.database.db),
    }),
  )
  app.put(
    '/currency-rates/:code',
    {
      schema: {
        params: currencyCodeParamsSchema,
        body: currencyRateBodySchema,
        response: { 200: currencyRateSavedSchema, 409: apiErrorSchema, 422: fieldErrorsResponseSchema },
      },
    },
    async (request) => {
      const data = await saveCurrencyRate(
        app.database,
        requestActor(request, 'admin'),
        request.params.code,
        request.body,
      )
      return { status: 'success' as const, message: CurrencyMessages.saved, data }
    },
  )
}
export default adminCurrencyRoutes
