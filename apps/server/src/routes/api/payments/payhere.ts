import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiErrorSchema, plainText } from '@serendib/domain/api/envelope'
import { payhereNotificationSchema } from '@serendib/domain/api/payments'
import { acceptFormBodies } from '../../../contract/form-body.ts'
import { handlePayHereNotification } from '../../../services/payments/payhere.ts'

/** POST /api/payments/payhere/notify: PayHere's server notification (form-encoded, md5sig-signed). */
const payhereNotify: FastifyPluginAsyncZod = async (app) => {
  acceptFormBodies(app, 32 * 1024)

  app.post(
    '/payhere/notify',
    {
      schema: {
        body: payhereNotificationSchema,
        response: {
          200: plainText('OK: the notification was taken (PayHere only needs a 2xx)'),
          400: plainText('Bad request: signature, merchant or fields refused'),
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { payhere, publicUrl } = app.config
      if (!payhere) return reply.status(404).send({ status: 'error', message: 'Not found' })
      const result = await handlePayHereNotification(
        { database: app.database, payhere, publicUrl, providers: app.payments.providers, log: request.log },
        request.body,
      )
      return reply
        .status(result.statusCode)
        .type('text/plain')
        .send(result.statusCode === 200 ? 'OK' : 'Bad request')
    },
  )
}
export default payhereNotify
