import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { passwordResetRequestSchema } from '@serendib/domain/api/accounts'
import { apiMessageSchema, successMessage } from '@serendib/domain/api/envelope'
import { Messages } from '@serendib/domain/messages'
import { requestPasswordReset } from '../../../services/accounts/password-reset.ts'

/**
 * POST /api/client/chpwd (spec §7): `{ username }`; mails a link to set a new password when the
 * address is an active account's, and answers every address the same (issue 27).
 */
const passwordResetRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/chpwd',
    { schema: { body: passwordResetRequestSchema, response: { 200: apiMessageSchema } } },
    async (request) => {
      await requestPasswordReset(app.database, request.body.username, {
        ip: request.ip,
        publicUrl: app.config.publicUrl,
        locale: request.body.locale,
      })
      return successMessage(Messages.passwordResetSent)
    },
  )
}
export default passwordResetRequestRoutes
