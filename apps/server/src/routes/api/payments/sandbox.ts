import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiErrorSchema } from '@serendib/domain/api/envelope'
import { sandboxNotificationSchema, sandboxNotifyReplySchema } from '@serendib/domain/api/payments'
import { handleSandboxNotification, SANDBOX_SIGNATURE_HEADER } from '../../../services/payments/sandbox.ts'

/** POST /api/payments/sandbox/notify: the sandbox gateway's webhook, signed over its raw body. */
const sandboxNotify: FastifyPluginAsyncZod = async (app) => {
  // The signature covers the exact bytes sent: this plugin reads JSON bodies as text.
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_r, body, done) => done(null, body),
  )

  app.post(
    '/sandbox/notify',
    {
      schema: {
        body: sandboxNotificationSchema,
        response: { 200: sandboxNotifyReplySchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const signature = request.headers[SANDBOX_SIGNATURE_HEADER]
      const result = await handleSandboxNotification(
        {
          database: app.database,
          appSecret: app.config.appSecret,
          publicUrl: app.config.publicUrl,
          providers: app.payments.providers,
          log: request.log,
        },
        request.body,
        typeof signature === 'string' ? signature : undefined,
      )
      if (result.statusCode !== 200) {
        return reply.status(400).send({ status: 'error', message: 'Invalid notification' })
      }
      return { status: 'ok' as const, outcome: result.outcome }
    },
  )
}
export default sandboxNotify
