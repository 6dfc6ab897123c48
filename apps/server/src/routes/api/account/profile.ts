import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  profileUpdateBodySchema,
  profileUpdateErrorSchema,
  profileUpdateReplySchema,
  sessionUserSchema,
} from '@serendib/domain/api/accounts'
import { successMessage } from '@serendib/domain/api/envelope'
import { Messages } from '@serendib/domain/messages'
import { AccountMessages } from '@serendib/domain/messages/accounts'
import { CurrentPasswordCaptchaRequiredError } from '../../../services/accounts/current-password.ts'
import { updateProfileField } from '../../../services/accounts/profile.ts'
import { userJson } from '../../../services/accounts/user-json.ts'

/**
 * GET /api/account/profile and POST /api/account/profile/field/update (spec §7). Every kind of
 * user has a profile: the web reads it after every sign-in, suppliers' and admins' too.
 */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profile',
    { config: { anySignedInUser: true }, schema: { response: { 200: sessionUserSchema } } },
    async (request) => userJson(request.user),
  )

  app.post(
    '/profile/field/update',
    {
      config: { anySignedInUser: true },
      schema: {
        body: profileUpdateBodySchema,
        response: { 200: profileUpdateReplySchema, 403: profileUpdateErrorSchema },
      },
    },
    async (request, reply) => {
      const owner = await request.tokenOwner()
      const { field, value } = request.body
      const emailChange =
        field === 'email' &&
        typeof value === 'string' &&
        value.trim().toLowerCase() !== request.user.email.toLowerCase()
      try {
        const updated = await updateProfileField(app.database, request.user, request.body, {
          publicUrl: app.config.publicUrl,
          tokenId: owner?.tokenId ?? -1,
          passwordCheck: { ip: request.ip, altcha: request.body.altcha, appSecret: app.config.appSecret },
        })
        // An e-mail change is only asked for: say where the link went and what it does.
        return successMessage(
          emailChange ? AccountMessages.emailChangeSent : Messages.profileUpdated,
          updated,
        )
      } catch (error) {
        // Too many wrong current passwords (decision 030): the web shows the security check.
        if (error instanceof CurrentPasswordCaptchaRequiredError)
          return reply.status(403).send({ status: 'error', message: error.message, captcha_required: true })
        throw error
      }
    },
  )
}
export default profileRoutes
