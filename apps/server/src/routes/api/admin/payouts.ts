import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { csvResponseSchema } from '@serendib/domain/api/admin-people'
import { idParamsSchema, success, successMessage } from '@serendib/domain/api/envelope'
import {
  adminPayoutPaidResponseSchema,
  adminPayoutsCsvQuerySchema,
  adminPayoutsQuerySchema,
  adminPayoutsResponseSchema,
  markPayoutPaidBodySchema,
} from '@serendib/domain/api/payouts'
import { PayoutMessages } from '@serendib/domain/payouts'
import { requestActor } from '../../../services/audit/record-audit.ts'
import { allStatements, listStatements } from '../../../services/payouts/list-statements.ts'
import { markStatementPaid } from '../../../services/payouts/mark-paid.ts'
import { payoutsCsv } from '../../../services/payouts/payouts-csv.ts'
import { refreshPayoutStatements } from '../../../services/payouts/refresh-statements.ts'

/** Supplier payout statements (issue 14, decision 049): list, CSV, and "paid" with the transfer's reference. */
const adminPayoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const refresh = () => refreshPayoutStatements(app.database.db, app.config.defaultCommissionBps)

  app.get(
    '/payout-statements',
    { schema: { querystring: adminPayoutsQuerySchema, response: { 200: adminPayoutsResponseSchema } } },
    async (request) => {
      await refresh()
      return success(await listStatements(app.database.db, request.query))
    },
  )

  app.get(
    '/payout-statements.csv',
    { schema: { querystring: adminPayoutsCsvQuerySchema, response: { 200: csvResponseSchema } } },
    async (request, reply) => {
      await refresh()
      const csv = payoutsCsv(await allStatements(app.database.db, request.query))
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="payout-statements.csv"')
        .send(csv)
    },
  )

  app.post(
    '/payout-statements/:id/paid',
    {
      schema: {
        params: idParamsSchema,
        body: markPayoutPaidBodySchema,
        response: { 200: adminPayoutPaidResponseSchema },
      },
    },
    async (request) => {
      const actor = { ...requestActor(request, 'admin'), userId: request.user.id }
      const paid = await markStatementPaid(app.database, actor, request.params.id, request.body.reference)
      return successMessage(PayoutMessages.markedPaid, paid)
    },
  )
}
export default adminPayoutRoutes
