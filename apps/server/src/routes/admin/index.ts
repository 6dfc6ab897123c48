import type { FastifyInstance } from 'fastify'
import type { Config } from '../../config.ts'
import adminCommentRoutes from './comments.ts'

/**
 * Admin calls the account area needs (docs/account-area-api.md): replies and hiding messages.
 * Full /api/admin/... paths; the admin portal itself is another issue.
 */
export default async function adminRoutes(app: FastifyInstance, { config }: { config: Config }) {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store')
    return payload
  })
  await app.register(adminCommentRoutes, { publicUrl: config.publicUrl, adminEmail: config.adminEmail })
}
