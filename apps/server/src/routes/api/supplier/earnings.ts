import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { csvResponseSchema } from '@serendib/domain/api/admin-people'
import { success } from '@serendib/domain/api/envelope'
import {
  earningsCsvQuerySchema,
  earningsQuerySchema,
  earningsResponseSchema,
} from '@serendib/domain/api/supplier-earnings'
import { portalWords } from '../../../services/email/portal-words.ts'
import { earningsCsv } from '../../../services/supplier/earnings/earnings-csv.ts'
import { supplierEarnings } from '../../../services/supplier/earnings/earnings.ts'

/** The supplier's earnings per travel month, and the month's bookings as CSV (issue 14). */
const supplierEarningsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/earnings',
    { schema: { querystring: earningsQuerySchema, response: { 200: earningsResponseSchema } } },
    async (request) =>
      success(
        await supplierEarnings(
          app.database.db,
          request.user.id,
          app.config.defaultCommissionBps,
          request.query.month,
        ),
      ),
  )
  app.get(
    '/earnings.csv',
    { schema: { querystring: earningsCsvQuerySchema, response: { 200: csvResponseSchema } } },
    async (request, reply) => {
      const earnings = await supplierEarnings(
        app.database.db,
        request.user.id,
        app.config.defaultCommissionBps,
        request.query.month,
      )
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="earnings-${earnings.month}.csv"`)
        .send(earningsCsv(earnings, portalWords(request.query.lang ?? 'en')))
    },
  )
}
export default supplierEarningsRoutes
