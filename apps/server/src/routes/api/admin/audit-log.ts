import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { auditLogQuerySchema, auditLogResponseSchema } from '@serendib/domain/api/admin-audit'
import { searchAuditLog } from '../../../services/admin/audit-log.ts'

/** GET /api/admin/audit-log: search the append-only log; there is no route that changes it. */
const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit-log',
    { schema: { querystring: auditLogQuerySchema, response: { 200: auditLogResponseSchema } } },
    async (request) => ({
      status: 'success' as const,
      data: await searchAuditLog(app.database.db, request.query),
    }),
  )
}
export default auditLogRoutes
