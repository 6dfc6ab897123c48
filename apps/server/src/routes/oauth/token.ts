import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { accessTokenReplySchema, oauthErrorSchema, tokenRequestSchema } from '@serendib/domain/api/accounts'
import { DomainError } from '@serendib/domain/errors'
import { Messages } from '@serendib/domain/messages'
import { AccountMessages } from '@serendib/domain/messages/accounts'
import { acceptFormBodies } from '../../contract/form-body.ts'
import { signInWithPassword } from '../../services/accounts/sign-in.ts'
import { SignInCaptchaRequiredError } from '../../services/accounts/sign-in-throttle.ts'
import { isWebClient } from '../../services/accounts/web-client.ts'

type OAuthError = 'invalid_client' | 'unsupported_grant_type' | 'invalid_grant'

/** POST /oauth/token (spec §7): the password grant of the first-party web client. */
const tokenRoutes: FastifyPluginAsyncZod = async (app) => {
  // OAuth clients post form-encoded bodies; the spec's web client posts JSON. Both work.
  acceptFormBodies(app, 16 * 1024)

  app.post(
    '/token',
    {
      schema: {
        body: tokenRequestSchema,
        response: {
          200: accessTokenReplySchema,
          400: oauthErrorSchema,
          401: oauthErrorSchema,
          429: oauthErrorSchema,
        },
      },
    },
    async (request, reply) => {
      // OAuth 2 error bodies carry `error`; ours also carry the `{ status, message }` every client reads.
      const refuse = (statusCode: 400 | 401, error: OAuthError, message: string) =>
        reply.status(statusCode).send({ status: 'error', error, message })
      const body = request.body ?? {}
      if (!isWebClient(body, app.config.oauthClientSecret)) {
        return refuse(401, 'invalid_client', AccountMessages.invalidClient)
      }
      if (body.grant_type !== 'password') {
        return refuse(400, 'unsupported_grant_type', AccountMessages.unsupportedGrant)
      }
      try {
        const token = await signInWithPassword(app.database.db, {
          username: body.username ?? '',
          password: body.password ?? '',
          ip: request.ip,
          altcha: body.altcha,
          appSecret: app.config.appSecret,
          portalLocale: body.portal_locale,
        })
        return reply.header('cache-control', 'no-store').send(token)
      } catch (error) {
        if (error instanceof SignInCaptchaRequiredError) {
          return reply
            .status(401)
            .send({ status: 'error', error: 'invalid_grant', message: error.message, captcha_required: true })
        }
        if (error instanceof DomainError && error.httpStatus === 401) {
          return refuse(401, 'invalid_grant', Messages.loginFailed)
        }
        throw error
      }
    },
  )
}
export default tokenRoutes
