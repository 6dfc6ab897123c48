import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { logoutReplySchema } from '@serendib/domain/api/accounts'
import { logoutEverywhereReplySchema } from '@serendib/domain/api/web-sessions'
import { UnauthorizedError } from '@serendib/domain/errors'
import { AccountMessages } from '@serendib/domain/messages/accounts'
import { WebSessionMessages } from '@serendib/domain/messages/web-sessions'
import { bearerAuth, signedIn } from '../../../plugins/auth.ts'
import {
  assertFirstParty,
  clearSessionCookie,
  readSessionCookie,
  wantsCookieAuth,
} from '../../../plugins/session-cookie.ts'
import { revokeToken } from '../../../services/accounts/tokens.ts'
import { endWebSession, signOutEverywhere } from '../../../services/accounts/web-sessions.ts'

/**
 * POST /api/auth/logout ends this sign-in: the bearer token, and the browser session it belongs
 * to or the request's session cookie names (decision 057). POST /api/auth/logout/everywhere
 * ends every sign-in of the user.
 */
const logoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { publicUrl } = app.config

  app.post(
    '/logout',
    {
      schema: {
        description:
          'Revokes the bearer token and its browser session. A browser without a token may log out ' +
          'with its session cookie and the header `x-serendib-session: 1` instead.',
        security: bearerAuth,
        response: { 200: logoutReplySchema },
      },
    },
    async (request, reply) => {
      const owner = await request.tokenOwner()
      let cookie: string | null = null
      if (wantsCookieAuth(request)) {
        assertFirstParty(request, publicUrl)
        cookie = readSessionCookie(request, publicUrl)
      }
      if (!owner && !cookie) throw new UnauthorizedError(AccountMessages.loginRequired)
      if (owner) await revokeToken(app.database.db, owner.tokenId)
      await endWebSession(app.database.db, { cookieToken: cookie, webSessionId: owner?.webSessionId })
      if (cookie) clearSessionCookie(request, reply, publicUrl)
      reply.header('cache-control', 'no-store')
      return { status: 'success' as const }
    },
  )

  app.post(
    '/logout/everywhere',
    {
      onRequest: signedIn,
      schema: {
        description:
          'Signs the user out on every device: every browser session and every access token, ' +
          'this one included. Clears this browser’s session cookie.',
        security: bearerAuth,
        response: { 200: logoutEverywhereReplySchema },
      },
    },
    async (request, reply) => {
      const ended = await signOutEverywhere(app.database.db, request.user.id)
      clearSessionCookie(request, reply, publicUrl)
      reply.header('cache-control', 'no-store')
      return { status: 'success' as const, message: WebSessionMessages.signedOutEverywhere, data: { ended } }
    },
  )
}
export default logoutRoutes
