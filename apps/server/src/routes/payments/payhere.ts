import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { htmlPage } from '@serendib/domain/api/envelope'
import { paymentPageParamsSchema } from '@serendib/domain/api/payments'
import {
  expiredPage,
  notFoundPage,
  paidPage,
  payhereCheckoutPage,
  payhereCheckoutPolicy,
} from '../../services/payments/payment-html.ts'
import { loadPaymentPage } from '../../services/payments/payment-page.ts'
import { payhereCheckoutFields } from '../../services/payments/payhere.ts'
import { paymentIdFromPageToken } from '../../services/payments/references.ts'

/**
 * GET /payments/payhere/:token hands the browser to PayHere's checkout with a signed form
 * (docs/decisions/013-payments.md); a script submits it, the button does without script.
 */
const payhereHandOff: FastifyPluginAsyncZod = async (app) => {
  const { payhere, appSecret, publicUrl } = app.config
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body)

  app.get(
    '/payhere/:token',
    {
      schema: {
        params: paymentPageParamsSchema,
        response: {
          200: htmlPage(
            "The hand-off form to PayHere's checkout (or the page of a payment already complete)",
          ),
          404: htmlPage('Payment not found: the link is not valid, or PayHere is not configured'),
          410: htmlPage('The order expired; nothing was charged'),
        },
      },
    },
    async (request, reply) => {
      const id = paymentIdFromPageToken(appSecret, request.params.token)
      const page = id === null || !payhere ? null : await loadPaymentPage(app.database.db, id, publicUrl)
      if (!page || !payhere || page.provider !== 'payhere') return html(reply, 404, notFoundPage())
      if (page.paid) return html(reply, 200, paidPage(page))
      if (page.expired) return html(reply, 410, expiredPage(page))
      const nonce = reply.cspNonce?.script
      if (nonce)
        reply.header('content-security-policy', payhereCheckoutPolicy(nonce, new URL(payhere.baseUrl).origin))
      const fields = payhereCheckoutFields(payhere, page, publicUrl)
      return html(reply, 200, payhereCheckoutPage(page, `${payhere.baseUrl}/pay/checkout`, fields, nonce))
    },
  )
}
export default payhereHandOff
