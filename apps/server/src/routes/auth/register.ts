import type { FastifyInstance } from 'fastify'
import { Messages } from '@serendib/domain/messages'
import { newCaptchaChallenge } from '../../services/accounts/captcha.ts'
import { registerUser, RegistrationError, type RegistrationInput } from '../../services/accounts/register.ts'
import { completeVerification, resendVerification } from '../../services/accounts/verification.ts'
import { isWebClient } from './token.ts'

export interface RegisterRoutesOptions {
  clientSecret: string
  appSecret: string
  publicUrl: string
  captchaCost: number | undefined
}

const shortText = { type: 'string', maxLength: 300 } as const

/** Sign-up (spec §7 POST /api/register), its captcha, and e-mail verification. */
export default async function registerRoutes(app: FastifyInstance, options: RegisterRoutesOptions) {
  app.get('/captcha/challenge', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
    return newCaptchaChallenge({ appSecret: options.appSecret, cost: options.captchaCost })
  })

  app.post<{ Body: (RegistrationInput & { client_id?: unknown; client_secret?: unknown }) | undefined }>(
    '/register',
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            first_name: shortText,
            last_name: shortText,
            email: shortText,
            password: { type: 'string', maxLength: 1024 },
            confim_password: { type: 'string', maxLength: 1024 },
            altcha: { type: 'string', maxLength: 10_000 },
          },
        },
      },
    },
    async (request, reply) => {
      const body = request.body ?? {}
      if (!isWebClient(body, options.clientSecret)) {
        return reply.status(401).send({
          status: 'error',
          message: Messages.registrationFailed,
          error: [Messages.registrationFailed],
        })
      }
      try {
        const user = await registerUser(app.database, body, {
          ip: request.ip,
          appSecret: options.appSecret,
          publicUrl: options.publicUrl,
        })
        return reply
          .status(201)
          .send({ status: 'success', message: Messages.registrationSuccess, data: { user } })
      } catch (error) {
        if (error instanceof RegistrationError) {
          return reply.status(422).send({ status: 'error', message: error.message, error: error.errors })
        }
        throw error
      }
    },
  )

  app.get<{ Querystring: { token?: string } }>('/verify/email', async (request, reply) => {
    const verified = await completeVerification(app.database, request.query.token)
    return reply.redirect(verified ? '/verify/complete' : '/verify/failed', 302)
  })

  app.post('/verify/resend', async (request) => {
    const user = await request.requireUser()
    await resendVerification(app.database, user, options.publicUrl)
    return { status: 'success', message: `We sent a new confirmation link to ${user.email}` }
  })
}
