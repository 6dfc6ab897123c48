/**
 * The sandbox gateway's pages (decision 013): GET /payments/sandbox/:token (card form), and the
 * form posts …/pay and …/authenticate. No script needed; every answer is a page or a redirect.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { htmlPage, redirect } from '@serendib/domain/api/envelope'
import {
  paymentPageParamsSchema,
  sandboxAuthenticationFormSchema,
  sandboxCardFormSchema,
} from '@serendib/domain/api/payments'
import { acceptFormBodies } from '../../contract/form-body.ts'
import {
  expiredPage,
  lateRefundPage,
  notFoundPage,
  paidPage,
  sandboxAuthenticationPage,
  sandboxCardPage,
} from '../../services/payments/payment-html.ts'
import { loadPaymentPage, type PaymentPage } from '../../services/payments/payment-page.ts'
import { paymentIdFromPageToken } from '../../services/payments/references.ts'
import { CardMessages, checkCard } from '../../services/payments/sandbox-cards.ts'
import {
  deliverSandboxNotification,
  failedNotification,
  recordSandboxCharge,
  succeededNotification,
  threeDsChallenge,
  validThreeDsChallenge,
  type SandboxContext,
} from '../../services/payments/sandbox.ts'

const pages = {
  200: htmlPage('The card form, or the page of a payment already complete'),
  402: htmlPage('The card form again: the card was declined'),
  404: htmlPage('Payment not found: the link is not valid'),
  409: htmlPage('Paid after the order expired and its places were gone: refunded'),
  410: htmlPage('The order expired; nothing was charged'),
}
const formPages = {
  ...pages,
  200: htmlPage('The 3-D Secure confirmation step'),
  303: redirect('Paid (or already paid): back to the shop at /payment/complete'),
  400: htmlPage('The confirmation step expired: the card form again'),
  422: htmlPage('The card form again, with what is wrong with the card'),
}

type TokenRequest = FastifyRequest<{ Params: { token: string } }>

const sandboxPages: FastifyPluginAsyncZod = async (app) => {
  acceptFormBodies(app, 32 * 1024)
  const { appSecret, publicUrl } = app.config

  const context = (request: FastifyRequest): SandboxContext => ({
    database: app.database,
    appSecret,
    publicUrl,
    providers: app.payments.providers,
    log: request.log,
  })
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body)

  /** The page of a genuine token for a sandbox charge, or null (answered 404). */
  async function pageOf(request: TokenRequest): Promise<PaymentPage | null> {
    const id = paymentIdFromPageToken(appSecret, request.params.token)
    const page = id === null ? null : await loadPaymentPage(app.database.db, id, publicUrl)
    return page?.provider === 'sandbox' ? page : null
  }
  const stepUrl = (request: TokenRequest, step: 'pay' | 'authenticate') =>
    `/payments/sandbox/${encodeURIComponent(request.params.token)}/${step}`
  const chargeOf = (page: PaymentPage) => ({
    id: page.paymentId,
    amountCents: page.amountCents,
    currency: page.currency,
  })

  /** Charges the card: record first, then notify through the webhook path, then send the browser back. */
  async function charge(request: TokenRequest, reply: FastifyReply, page: PaymentPage) {
    const reference = await recordSandboxCharge(app.database, page.paymentId)
    if (reference) {
      const { outcome } = await deliverSandboxNotification(
        context(request),
        succeededNotification(chargeOf(page), reference),
      )
      if (outcome === 'late_refunded' || outcome === 'late_refund_failed') {
        return html(reply, 409, lateRefundPage(page))
      }
    }
    return reply.redirect(page.completeUrl, 303)
  }

  async function decline(
    request: TokenRequest,
    reply: FastifyReply,
    page: PaymentPage,
    message: string,
    name?: string,
  ) {
    await deliverSandboxNotification(context(request), failedNotification(chargeOf(page), message))
    return html(reply, 402, sandboxCardPage(page, stepUrl(request, 'pay'), { message, name }))
  }

  /** The page still open for payment, or the answer that it is not. */
  async function openPage(request: TokenRequest, reply: FastifyReply) {
    const page = await pageOf(request)
    if (!page) return { done: html(reply, 404, notFoundPage()) }
    if (page.paid) return { done: reply.redirect(page.completeUrl, 303) }
    if (page.expired) return { done: html(reply, 410, expiredPage(page)) }
    return { page }
  }

  app.get(
    '/sandbox/:token',
    { schema: { params: paymentPageParamsSchema, response: pages } },
    async (request, reply) => {
      const page = await pageOf(request)
      if (!page) return html(reply, 404, notFoundPage())
      if (page.paid) return html(reply, 200, paidPage(page))
      if (page.expired) return html(reply, 410, expiredPage(page))
      return html(reply, 200, sandboxCardPage(page, stepUrl(request, 'pay')))
    },
  )

  app.post(
    '/sandbox/:token/pay',
    { schema: { params: paymentPageParamsSchema, body: sandboxCardFormSchema, response: formPages } },
    async (request, reply) => {
      const { page, done } = await openPage(request, reply)
      if (!page) return done
      const body = request.body
      const card = checkCard(body)
      if (!card.ok) {
        const state = { message: card.message, name: body.name, expiry: body.expiry }
        return html(reply, 422, sandboxCardPage(page, stepUrl(request, 'pay'), state))
      }
      request.log.info(
        { paymentId: page.paymentId, last4: card.last4, behaviour: card.behaviour },
        'sandbox card',
      )
      if (card.behaviour === 'decline') return decline(request, reply, page, CardMessages.declined, body.name)
      if (card.behaviour === 'authenticate') {
        const challenge = threeDsChallenge(appSecret, page.paymentId)
        return html(reply, 200, sandboxAuthenticationPage(page, stepUrl(request, 'authenticate'), challenge))
      }
      return charge(request, reply, page)
    },
  )

  app.post(
    '/sandbox/:token/authenticate',
    {
      schema: { params: paymentPageParamsSchema, body: sandboxAuthenticationFormSchema, response: formPages },
    },
    async (request, reply) => {
      const { page, done } = await openPage(request, reply)
      if (!page) return done
      const { challenge = '', outcome = '' } = request.body
      if (!validThreeDsChallenge(appSecret, page.paymentId, challenge)) {
        const message = 'The authentication step expired; please enter your card again'
        return html(reply, 400, sandboxCardPage(page, stepUrl(request, 'pay'), { message }))
      }
      if (outcome !== 'complete') return decline(request, reply, page, CardMessages.authenticationFailed)
      return charge(request, reply, page)
    },
  )
}
export default sandboxPages
