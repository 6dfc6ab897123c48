import { timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { WEB_CLIENT_ID } from '@serendib/domain/accounts'
import { DomainError } from '@serendib/domain/errors'
import { AccountMessages, Messages } from '@serendib/domain/messages'
import type { SocialProviderConfig } from '../../config.ts'
import { signInWithPassword } from '../../services/accounts/sign-in.ts'
import { revokeToken } from '../../services/accounts/tokens.ts'

interface TokenRequest {
  client_id?: unknown
  client_secret?: unknown
  grant_type?: unknown
  username?: unknown
  password?: unknown
}

export interface TokenRoutesOptions {
  clientSecret: string
  socialProviders: SocialProviderConfig[]
}

function sameSecret(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** The first-party client check of /oauth/token and /api/register: client '2' and its secret. */
export function isWebClient(body: { client_id?: unknown; client_secret?: unknown }, secret: string): boolean {
  return String(body.client_id ?? '') === WEB_CLIENT_ID && sameSecret(body.client_secret, secret)
}

/** OAuth 2 error bodies carry `error`; ours also carry the `{ status, message }` every client reads. */
function oauthError(reply: FastifyReply, statusCode: number, error: string, message: string) {
  return reply.status(statusCode).send({ status: 'error', error, message })
}

/** POST /oauth/token (password grant), POST /api/auth/logout, GET /api/auth/config. */
export default async function tokenRoutes(app: FastifyInstance, options: TokenRoutesOptions) {
  // OAuth clients post form-encoded bodies; the spec's web client posts JSON. Both work.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  )

  app.post<{ Body: TokenRequest | undefined }>('/oauth/token', async (request, reply) => {
    const body = request.body ?? {}
    if (!isWebClient(body, options.clientSecret)) {
      return oauthError(reply, 401, 'invalid_client', AccountMessages.invalidClient)
    }
    if (body.grant_type !== 'password') {
      return oauthError(reply, 400, 'unsupported_grant_type', AccountMessages.unsupportedGrant)
    }
    const username = typeof body.username === 'string' ? body.username : ''
    const password = typeof body.password === 'string' ? body.password : ''
    try {
      const token = await signInWithPassword(app.database.db, { username, password, ip: request.ip })
      return reply.header('cache-control', 'no-store').send(token)
    } catch (error) {
      if (error instanceof DomainError && error.httpStatus === 401) {
        return oauthError(reply, 401, 'invalid_grant', Messages.loginFailed)
      }
      throw error
    }
  })

  app.post('/api/auth/logout', async (request) => {
    const owner = await request.tokenOwner()
    await request.requireUser()
    if (owner) await revokeToken(app.database.db, owner.tokenId)
    return { status: 'success' }
  })

  // What the web's login and sign-up forms send: the first-party client is public by nature.
  app.get('/api/auth/config', async () => ({
    client_id: WEB_CLIENT_ID,
    client_secret: options.clientSecret,
    social: options.socialProviders.map((p) => p.provider),
  }))
}
