import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { WEB_CLIENT_ID } from '@serendib/domain/accounts'
import { authConfigSchema } from '@serendib/domain/api/accounts'

/**
 * GET /api/auth/config: what the web's login and sign-up forms send (the first-party client is
 * public by nature) and which social sign-ins are on.
 */
const authConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/config', { schema: { response: { 200: authConfigSchema } } }, async () => ({
    client_id: WEB_CLIENT_ID,
    client_secret: app.config.oauthClientSecret,
    social: app.config.socialProviders.map((p) => p.provider),
  }))
}
export default authConfigRoutes
