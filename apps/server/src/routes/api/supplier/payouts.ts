import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { idParamsSchema, success } from '@serendib/domain/api/envelope'
import { supplierPayoutResponseSchema, supplierPayoutsResponseSchema } from '@serendib/domain/api/payouts'
import { supplierStatement, supplierStatements } from '../../../services/payouts/list-statements.ts'
import { refreshPayoutStatements } from '../../../services/payouts/refresh-statements.ts'

/** The supplier's own payout statements (decision 049): payable, or paid with the date and reference. */
const supplierPayoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payout-statements',
    { schema: { response: { 200: supplierPayoutsResponseSchema } } },
    async (request) => {
      await refreshPayoutStatements(app.database.db, app.config.defaultCommissionBps, {
        supplierId: request.user.id,
      })
      return success(await supplierStatements(app.database.db, request.user.id))
    },
  )

  app.get(
    '/payout-statements/:id',
    { schema: { params: idParamsSchema, response: { 200: supplierPayoutResponseSchema } } },
    async (request) => success(await supplierStatement(app.database.db, request.user.id, request.params.id)),
  )
}
export default supplierPayoutRoutes
