import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { success } from '@serendib/domain/api/envelope'
import { voucherParamsSchema, voucherResponseSchema } from '@serendib/domain/api/vouchers'
import { voucherFor } from '../../../services/vouchers/voucher.ts'

/** A confirmed booking's voucher for its customer or its supplier (issue 14). */
const voucherRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:reference',
    { schema: { params: voucherParamsSchema, response: { 200: voucherResponseSchema } } },
    async (request) =>
      success(
        await voucherFor(app.database.db, app.config.appSecret, request.user.id, request.params.reference),
      ),
  )
}
export default voucherRoutes
