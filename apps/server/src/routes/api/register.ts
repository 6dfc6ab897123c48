import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  registerBodySchema,
  registerReplySchema,
  registrationErrorSchema,
} from '@serendib/domain/api/accounts'
import { successMessage } from '@serendib/domain/api/envelope'
import { Messages } from '@serendib/domain/messages'
import { registerUser, RegistrationError } from '../../services/accounts/register.ts'
import { isWebClient } from '../../services/accounts/web-client.ts'

/** POST /api/register (spec §7): customer and supplier sign-up; the e-mail gets a verification link. */
const registerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/register',
    {
      schema: {
        body: registerBodySchema,
        response: { 201: registerReplySchema, 401: registrationErrorSchema, 422: registrationErrorSchema },
      },
    },
    async (request, reply) => {
      const body = request.body
      if (!isWebClient(body, app.config.oauthClientSecret)) {
        return reply.status(401).send({
          status: 'error',
          message: Messages.registrationFailed,
          error: [Messages.registrationFailed],
        })
      }
      try {
        const user = await registerUser(app.database, body, {
          ip: request.ip,
          appSecret: app.config.appSecret,
          publicUrl: app.config.publicUrl,
        })
        return reply.status(201).send(successMessage(Messages.registrationSuccess, { user }))
      } catch (error) {
        if (error instanceof RegistrationError) {
          return reply.status(422).send({ status: 'error', message: error.message, error: error.errors })
        }
        throw error
      }
    },
  )
}
export default registerRoutes
