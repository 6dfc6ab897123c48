import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { captchaChallengeSchema } from '@serendib/domain/api/accounts'
import { newCaptchaChallenge } from '../../services/accounts/captcha.ts'

/** GET /api/captcha/challenge: a fresh ALTCHA challenge for a sign-up form (decision 010). */
const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/captcha/challenge',
    { schema: { response: { 200: captchaChallengeSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return newCaptchaChallenge({ appSecret: app.config.appSecret, cost: app.config.captchaCost })
    },
  )
}
export default captchaRoutes
