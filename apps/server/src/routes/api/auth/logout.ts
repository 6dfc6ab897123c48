import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { logoutReplySchema } from '@serendib/domain/api/accounts'
import { bearerAuth, signedIn } from '../../../plugins/auth.ts'
import { revokeToken } from '../../../services/accounts/tokens.ts'

/** POST /api/auth/logout: ends this session (this access token) only. */
const logoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/logout',
    { onRequest: signedIn, schema: { security: bearerAuth, response: { 200: logoutReplySchema } } },
    async (request) => {
      const owner = await request.tokenOwner()
      if (owner) await revokeToken(app.database.db, owner.tokenId)
      return { status: 'success' as const }
    },
  )
}
export default logoutRoutes
