import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { success } from '@serendib/domain/api/envelope'
import { webSessionStartedSchema, webSessionTokenSchema } from '@serendib/domain/api/web-sessions'
import { UnauthorizedError } from '@serendib/domain/errors'
import { AccountMessages } from '@serendib/domain/messages/accounts'
import { bearerAuth, signedIn } from '../../../plugins/auth.ts'
import {
  assertFirstParty,
  clearSessionCookie,
  readSessionCookie,
  setSessionCookie,
} from '../../../plugins/session-cookie.ts'
import { userJson } from '../../../services/accounts/user-json.ts'
import {
  endWebSession,
  exchangeWebSession,
  startWebSession,
} from '../../../services/accounts/web-sessions.ts'

/**
 * The web's sign-in that outlives a tab (decision 057). After signing in with /oauth/token the
 * web asks for the session cookie with its new bearer token; a tab that opens later trades the
 * cookie for an access token of its own.
 */
const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { publicUrl } = app.config

  app.post(
    '/session',
    {
      onRequest: signedIn,
      schema: {
        description:
          'Keeps this browser signed in: sets the httpOnly session cookie for the bearer token’s user ' +
          'and ties the token to it, so that logging out of the browser ends both.',
        security: bearerAuth,
        response: { 200: webSessionStartedSchema },
      },
    },
    async (request, reply) => {
      const owner = (await request.tokenOwner())!
      // One session per browser: a cookie of an earlier sign-in here ends with this one.
      const earlier = readSessionCookie(request, publicUrl)
      if (earlier) await endWebSession(app.database.db, { cookieToken: earlier })
      const session = await startWebSession(app.database.db, {
        user: owner.user,
        accessTokenId: owner.tokenId,
      })
      setSessionCookie(request, reply, publicUrl, session.token, session.expiresAt)
      return success({ expires_at: session.expiresAt.toISOString() })
    },
  )

  app.post(
    '/session/token',
    {
      schema: {
        description:
          'A fresh access token (one hour) for this browser’s session cookie, with the user. Needs the ' +
          'header `x-serendib-session: 1` and, when sent, a same-origin `Origin`/`Sec-Fetch-Site` (CSRF).',
        response: { 200: webSessionTokenSchema },
      },
    },
    async (request, reply) => {
      assertFirstParty(request, publicUrl)
      const cookie = readSessionCookie(request, publicUrl)
      const exchanged = cookie ? await exchangeWebSession(app.database.db, cookie) : null
      if (!exchanged) {
        if (cookie) clearSessionCookie(request, reply, publicUrl)
        reply.header('cache-control', 'no-store')
        throw new UnauthorizedError(AccountMessages.loginRequired)
      }
      setSessionCookie(request, reply, publicUrl, cookie!, exchanged.expiresAt)
      return { ...exchanged.token, user: userJson(exchanged.user) }
    },
  )
}
export default sessionRoutes
