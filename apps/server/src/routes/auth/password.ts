import type { FastifyInstance } from 'fastify'
import { AccountMessages, Messages } from '@serendib/domain/messages'
import {
  requestPasswordReset,
  resetLinkIsLive,
  resetPassword,
} from '../../services/accounts/password-reset.ts'

const secret = { type: 'string', maxLength: 1024 } as const

/** POST /api/client/chpwd (spec §7) and the link's page: check the link, set the new password. */
export default async function passwordRoutes(app: FastifyInstance, options: { publicUrl: string }) {
  app.post<{ Body: { username?: unknown } | undefined }>(
    '/client/chpwd',
    { schema: { body: { type: 'object', properties: { username: { type: 'string', maxLength: 300 } } } } },
    async (request) => {
      await requestPasswordReset(app.database, request.body?.username, {
        ip: request.ip,
        publicUrl: options.publicUrl,
      })
      return { status: 'success', message: Messages.passwordResetSent }
    },
  )

  app.get<{ Querystring: { token?: string } }>('/client/reset-password', async (request) => ({
    status: 'success',
    data: { valid: await resetLinkIsLive(app.database, request.query.token) },
  }))

  app.post<{ Body: { token?: unknown; password?: unknown; confim_password?: unknown } | undefined }>(
    '/client/reset-password',
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            token: { type: 'string', maxLength: 300 },
            password: secret,
            confim_password: secret,
          },
        },
      },
    },
    async (request) => {
      await resetPassword(app.database, request.body ?? {})
      return { status: 'success', message: AccountMessages.passwordChanged }
    },
  )
}
