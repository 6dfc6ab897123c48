import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { dashboardResponseSchema } from '@serendib/domain/api/admin-dashboard'
import { dashboardFigures } from '../../../services/admin/dashboard/figures.ts'
import { workQueues } from '../../../services/admin/dashboard/queues.ts'

/** GET /api/admin/dashboard: the work queues and the month's figures with 90 days of history. */
const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/dashboard', { schema: { response: { 200: dashboardResponseSchema } } }, async () => {
    const [queues, figures] = await Promise.all([
      workQueues(app.database.db),
      dashboardFigures(app.database.db, app.config.defaultCommissionBps),
    ])
    return { status: 'success' as const, data: { ...queues, ...figures } }
  })
}
export default adminDashboardRoutes
