import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { dealsReplySchema } from '@serendib/domain/api/account'
import { success } from '@serendib/domain/api/envelope'
import { runningDeals } from '../../../../services/account/deals.ts'

/** GET /api/account/all/deals (spec §7): the Deals & Discounts cards. */
const dealsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/deals', { schema: { response: { 200: dealsReplySchema } } }, async () =>
    success(await runningDeals(app.database.db)),
  )
}
export default dealsRoutes
