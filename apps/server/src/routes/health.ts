import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { serviceStatusSchema } from '@serendib/domain/api/system'
import { notReadyReason } from '../services/system/readiness.ts'

/** Liveness (the process answers) and readiness (database reachable, migrations applied). */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/healthz', { schema: { response: { 200: serviceStatusSchema } } }, async () => ({
    status: 'ok' as const,
  }))

  app.get(
    '/readyz',
    { schema: { response: { 200: serviceStatusSchema, 503: serviceStatusSchema } } },
    async (_request, reply) => {
      const reason = await notReadyReason(app.database)
      if (reason) return reply.status(503).send({ status: 'error', message: reason })
      return { status: 'ok' as const }
    },
  )
}
export default healthRoutes
