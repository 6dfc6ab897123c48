import type { FastifyInstance } from 'fastify'
import { BadRequestError } from '@serendib/domain/errors'
import { AccountMessages } from '@serendib/domain/messages'
import type { SocialProviderConfig } from '../../config.ts'
import { createOidcVerifier } from '../../services/accounts/oidc-discovery.ts'
import { signInWithSocial, socialAuthorizationUrl } from '../../services/accounts/social-sign-in.ts'

export interface SocialRoutesOptions {
  providers: SocialProviderConfig[]
  publicUrl: string
  appSecret: string
}

interface SocialSignInBody {
  provider?: string
  id_token?: string
  idToken?: string
  /** react-social-login's user object, which some clients send as is. */
  _provider?: string
  _token?: { idToken?: string }
}

interface FormPostBody {
  id_token?: string
  state?: string
  error?: string
}

const providerName = { type: 'string', maxLength: 20 } as const
// Real ID tokens are 1-2 kB; the cap keeps a megabyte of junk away from the JWT parser.
const idToken = { type: 'string', maxLength: 8192 } as const
const FORM = 'application/x-www-form-urlencoded'

/** GET /api/auth/social/start, POST /api/auth/social and Apple's form_post landing (docs/decisions/012). */
export default async function socialRoutes(app: FastifyInstance, options: SocialRoutesOptions) {
  const { providers, publicUrl, appSecret } = options
  const oidc = createOidcVerifier()

  function configured(name: string | undefined): SocialProviderConfig {
    const provider = providers.find((p) => p.provider === name)
    if (!provider) throw new BadRequestError(AccountMessages.socialNotConfigured)
    return provider
  }

  app.get<{ Querystring: { provider: string } }>(
    '/auth/social/start',
    {
      schema: {
        querystring: { type: 'object', required: ['provider'], properties: { provider: providerName } },
        response: { 200: { type: 'object', properties: { authorization_url: { type: 'string' } } } },
      },
    },
    async (request, reply) => {
      const provider = configured(request.query.provider)
      const url = await socialAuthorizationUrl({ oidc, appSecret, log: request.log }, { provider, publicUrl })
      // Every answer carries a fresh single-use nonce.
      reply.header('cache-control', 'no-store')
      return { authorization_url: url }
    },
  )

  app.post<{ Body: SocialSignInBody | undefined }>(
    '/auth/social',
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            provider: providerName,
            id_token: idToken,
            idToken,
            _provider: providerName,
            _token: { type: 'object', properties: { idToken } },
          },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              token_type: { type: 'string' },
              access_token: { type: 'string' },
              expires_in: { type: 'integer' },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const body = request.body ?? {}
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
  if (!app.hasContentTypeParser(FORM)) {
    app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    )
  }
  app.post<{ Body: FormPostBody | undefined }>(
    '/auth/social/callback',
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            id_token: idToken,
            state: { type: 'string', maxLength: 200 },
            error: { type: 'string', maxLength: 100 },
          },
        },
      },
    },
    async (request, reply) => {
      const fragment = new URLSearchParams()
      for (const key of ['id_token', 'state', 'error'] as const) {
        const value = request.body?.[key]
        if (value) fragment.set(key, value)
      }
      return reply.redirect(`/login/social/callback#${fragment}`, 303)
    },
  )
}
