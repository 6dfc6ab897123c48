import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  accessTokenReplySchema,
  socialCallbackBodySchema,
  socialSignInBodySchema,
  socialStartQuerySchema,
  socialStartReplySchema,
} from '@serendib/domain/api/accounts'
import { redirect } from '@serendib/domain/api/envelope'
import { BadRequestError } from '@serendib/domain/errors'
import { AccountMessages } from '@serendib/domain/messages/accounts'
import type { SocialProviderConfig } from '../../../config.ts'
import { acceptFormBodies } from '../../../contract/form-body.ts'
import { createOidcVerifier } from '../../../services/accounts/oidc-discovery.ts'
import { signInWithSocial, socialAuthorizationUrl } from '../../../services/accounts/social-sign-in.ts'

/** GET /api/auth/social/start, POST /api/auth/social and Apple's form_post landing (docs/decisions/012). */
const socialRoutes: FastifyPluginAsyncZod = async (app) => {
  const { socialProviders, publicUrl, appSecret } = app.config
  const oidc = createOidcVerifier()

  function configured(name: string | undefined): SocialProviderConfig {
    const provider = socialProviders.find((p) => p.provider === name)
    if (!provider) throw new BadRequestError(AccountMessages.socialNotConfigured)
    return provider
  }

  app.get(
    '/social/start',
    { schema: { querystring: socialStartQuerySchema, response: { 200: socialStartReplySchema } } },
    async (request, reply) => {
      const provider = configured(request.query.provider)
      const url = await socialAuthorizationUrl({ oidc, appSecret, log: request.log }, { provider, publicUrl })
      // Every answer carries a fresh single-use nonce.
      reply.header('cache-control', 'no-store')
      return { authorization_url: url }
    },
  )

  app.post(
    '/social',
    { schema: { body: socialSignInBodySchema, response: { 200: accessTokenReplySchema } } },
    async (request, reply) => {
      const body = request.body
      const provider = configured(body.provider ?? body._provider)
      const token = body.id_token ?? body.idToken ?? body._token?.idToken
      if (!token) throw new BadRequestError('id_token is required')
      const answer = await signInWithSocial(
        { db: app.database.db, oidc, appSecret, log: request.log },
        { provider, idToken: token, ip: request.ip },
      )
      reply.header('cache-control', 'no-store')
      return answer
    },
  )

  // Apple posts its answer here (form_post). Hand it to the callback page in the fragment, so
  // every provider reaches the page the same way and the token stays out of server logs.
  acceptFormBodies(app, 64 * 1024)
  app.post(
    '/social/callback',
    {
      schema: {
        body: socialCallbackBodySchema,
        response: { 303: redirect('To /login/social/callback#id_token=…&state=… (or #error=…)') },
      },
    },
    async (request, reply) => {
      const fragment = new URLSearchParams()
      for (const key of ['id_token', 'state', 'error'] as const) {
        const value = request.body[key]
        if (value) fragment.set(key, value)
      }
      return reply.redirect(`/login/social/callback#${fragment}`, 303)
    },
  )
}
export default socialRoutes
