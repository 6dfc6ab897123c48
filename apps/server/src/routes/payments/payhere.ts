/**
 * PayHere: GET /payments/payhere/:token hands the browser to PayHere's checkout with a signed
 * form; POST /api/payments/payhere/notify is PayHere's server notification (form-encoded).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Config, PayHereConfig } from '../../config.ts'
import { loadPaymentPage } from '../../services/payments/payment-page.ts'
import type { ProviderLookup } from '../../services/payments/payment-provider.ts'
import { handlePayHereNotification, payhereCheckoutFields } from '../../services/payments/payhere.ts'
import { paymentIdFromPageToken } from '../../services/payments/references.ts'
import { expiredPage, notFoundPage, paidPage, payhereCheckoutPage } from './payment-html.ts'

interface Options {
  config: Config
  providers: ProviderLookup
}

/** Our CSP allows forms to post to ourselves only; this page must post to the PayHere host. */
function checkoutPolicy(nonce: string, payhereOrigin: string): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    `form-action 'self' ${payhereOrigin}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
  ].join('; ')
}

export default async function payhereRoutes(app: FastifyInstance, { config, providers }: Options) {
  const payhere: PayHereConfig | undefined = config.payhere
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body)

  app.get(
    '/payments/payhere/:token',
    {
      schema: {
        params: {
          type: 'object',
          properties: { token: { type: 'string', maxLength: 100 } },
          required: ['token'],
        },
      },
    },
    async (request: FastifyRequest<{ Params: { token: string } }>, reply) => {
      const id = paymentIdFromPageToken(config.appSecret, request.params.token)
      const page =
        id === null || !payhere ? null : await loadPaymentPage(app.database.db, id, config.publicUrl)
      if (!page || !payhere || page.provider !== 'payhere') return html(reply, 404, notFoundPage())
      if (page.paid) return html(reply, 200, paidPage(page))
      if (page.expired) return html(reply, 410, expiredPage(page))
      const nonce = reply.cspNonce?.script
      if (nonce)
        reply.header('content-security-policy', checkoutPolicy(nonce, new URL(payhere.baseUrl).origin))
      const fields = payhereCheckoutFields(payhere, page, config.publicUrl)
      return html(reply, 200, payhereCheckoutPage(page, `${payhere.baseUrl}/pay/checkout`, fields, nonce))
    },
  )

  app.post('/api/payments/payhere/notify', async (request, reply) => {
    if (!payhere) return reply.status(404).send({ status: 'error', message: 'Not found' })
    const body =
      request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {}
    const result = await handlePayHereNotification(
      { database: app.database, payhere, publicUrl: config.publicUrl, providers, log: request.log },
      body,
    )
    // PayHere only needs a 2xx for a notification it should not resend.
    return reply
      .status(result.statusCode)
      .type('text/plain')
      .send(result.statusCode === 200 ? 'OK' : 'Bad request')
  })
}
