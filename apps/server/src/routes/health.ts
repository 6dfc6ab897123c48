import type { FastifyInstance } from 'fastify'
import { sql } from 'drizzle-orm'
import { migrationsApplied } from '@serendib/db/migrate'

const statusSchema = {
  type: 'object',
  properties: { status: { type: 'string' }, message: { type: 'string' } },
  required: ['status'],
} as const

/** Liveness (the process answers) and readiness (database reachable, migrations applied). */
export default async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', { schema: { response: { 200: statusSchema } } }, async () => ({ status: 'ok' }))

  app.get(
    '/readyz',
    { schema: { response: { 200: statusSchema, 503: statusSchema } } },
    async (_request, reply) => {
      try {
        await app.database.execute(sql`select 1`)
        if (!(await migrationsApplied(app.database))) {
          return reply.status(503).send({ status: 'error', message: 'Migrations are not applied' })
        }
        return { status: 'ok' }
      } catch {
        return reply.status(503).send({ status: 'error', message: 'Database unreachable' })
      }
    },
  )
}
