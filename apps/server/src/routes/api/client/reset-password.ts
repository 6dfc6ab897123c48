import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { newPasswordBodySchema, resetLinkReplySchema, tokenQuerySchema } from '@serendib/domain/api/accounts'
import { apiMessageSchema, success, successMessage } from '@serendib/domain/api/envelope'
import { AccountMessages } from '@serendib/domain/messages/accounts'
import { resetLinkIsLive, resetPassword } from '../../../services/accounts/password-reset.ts'

/** The reset link's page: is the link still good (GET), and the new password (POST). */
const resetPasswordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reset-password',
    { schema: { querystring: tokenQuerySchema, response: { 200: resetLinkReplySchema } } },
    async (request) => success({ valid: await resetLinkIsLive(app.database, request.query.token) }),
  )

  app.post(
    '/reset-password',
    { schema: { body: newPasswordBodySchema, response: { 200: apiMessageSchema } } },
    async (request) => {
      await resetPassword(app.database, request.body)
      return successMessage(AccountMessages.passwordChanged)
    },
  )
}
export default resetPasswordRoutes
