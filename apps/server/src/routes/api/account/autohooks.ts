import type { FastifyInstance } from 'fastify'
import { noStore } from '../../../contract/no-store.ts'
import { customersOnly, documentBearer, signedIn } from '../../../plugins/auth.ts'

/**
 * The one guard of /api/account/**: customers only (anonymous 401, suppliers and admins 403),
 * except routes marked `config: { anySignedInUser: true }` (the profile, which every kind of
 * user reads after signing in). Personal answers, and a cancel that spec §7 makes a GET: never
 * in a shared cache.
 */
export default async function accountArea(app: FastifyInstance) {
  app.addHook('onRequest', async (request) =>
    request.routeOptions.config.anySignedInUser ? signedIn(request) : customersOnly(request),
  )
  app.addHook('onSend', noStore)
  app.addHook('onRoute', documentBearer)
}
