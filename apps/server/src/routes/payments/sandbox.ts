/**
 * The sandbox gateway's pages and webhook: GET /payments/sandbox/:token (card form),
 * POST …/pay and …/authenticate (form posts, no script), POST /api/payments/sandbox/notify.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Config } from '../../config.ts'
import { loadPaymentPage, type PaymentPage } from '../../services/payments/payment-page.ts'
import type { ProviderLookup } from '../../services/payments/payment-provider.ts'
import { paymentIdFromPageToken } from '../../services/payments/references.ts'
import { CardMessages, checkCard } from '../../services/payments/sandbox-cards.ts'
import {
  deliverSandboxNotification,
  failedNotification,
  handleSandboxNotification,
  recordSandboxCharge,
  SANDBOX_SIGNATURE_HEADER,
  succeededNotification,
  threeDsChallenge,
  validThreeDsChallenge,
  type SandboxContext,
} from '../../services/payments/sandbox.ts'
import {
  expiredPage,
  lateRefundPage,
  notFoundPage,
  paidPage,
  sandboxAuthenticationPage,
  sandboxCardPage,
} from './payment-html.ts'

interface Options {
  config: Config
  providers: ProviderLookup
}

const chargeOf = (page: PaymentPage) => ({
  id: page.paymentId,
  amountCents: page.amountCents,
  currency: page.currency,
})

type TokenRequest = FastifyRequest<{ Params: { token: string }; Body: Record<string, string> | undefined }>

const tokenParams = {
  type: 'object',
  properties: { token: { type: 'string', maxLength: 100 } },
  required: ['token'],
} as const

export default async function sandboxRoutes(app: FastifyInstance, { config, providers }: Options) {
  const context = (request: FastifyRequest): SandboxContext => ({
    database: app.database,
    appSecret: config.appSecret,
    publicUrl: config.publicUrl,
    providers,
    log: request.log,
  })

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body)

  /** The page of a genuine token for a sandbox charge, or null (answered 404). */
  async function pageOf(request: TokenRequest): Promise<PaymentPage | null> {
    const id = paymentIdFromPageToken(config.appSecret, request.params.token)
    const page = id === null ? null : await loadPaymentPage(app.database.db, id, config.publicUrl)
    return page?.provider === 'sandbox' ? page : null
  }

  const stepUrl = (request: TokenRequest, step: 'pay' | 'authenticate') =>
    `/payments/sandbox/${encodeURIComponent(request.params.token)}/${step}`
  const payAction = (request: TokenRequest) => stepUrl(request, 'pay')

  /** Charges the card: record first, then notify through the webhook path, then send the browser back. */
  async function charge(request: TokenRequest, reply: FastifyReply, page: PaymentPage) {
    const ctx = context(request)
    const reference = await recordSandboxCharge(app.database, page.paymentId)
    if (reference) {
      const { outcome } = await deliverSandboxNotification(
        ctx,
        succeededNotification(chargeOf(page), reference),
      )
      if (outcome === 'late_refunded' || outcome === 'late_refund_failed') {
        return html(reply, 409, lateRefundPage(page))
      }
    }
    return reply.redirect(page.completeUrl, 303)
  }

  async function decline(request: TokenRequest, reply: FastifyReply, page: PaymentPage, message: string) {
    await deliverSandboxNotification(context(request), failedNotification(chargeOf(page), message))
    return html(reply, 402, sandboxCardPage(page, payAction(request), { message, name: request.body?.name }))
  }

  app.get(
    '/payments/sandbox/:token',
    { schema: { params: tokenParams } },
    async (request: TokenRequest, reply) => {
      const page = await pageOf(request)
      if (!page) return html(reply, 404, notFoundPage())
      if (page.paid) return html(reply, 200, paidPage(page))
      if (page.expired) return html(reply, 410, expiredPage(page))
      return html(reply, 200, sandboxCardPage(page, payAction(request)))
    },
  )

  /** A form post of the card page; only a page still open for payment gets to `handle`. */
  const formPost = (
    step: 'pay' | 'authenticate',
    handle: (request: TokenRequest, reply: FastifyReply, page: PaymentPage) => Promise<FastifyReply>,
  ) =>
    app.post(
      `/payments/sandbox/:token/${step}`,
      { schema: { params: tokenParams } },
      async (request: TokenRequest, reply) => {
        const page = await pageOf(request)
        if (!page) return html(reply, 404, notFoundPage())
        if (page.paid) return reply.redirect(page.completeUrl, 303)
        if (page.expired) return html(reply, 410, expiredPage(page))
        return handle(request, reply, page)
      },
    )

  formPost('pay', async (request, reply, page) => {
    const body = request.body ?? {}
    const card = checkCard(body)
    if (!card.ok) {
      const state = { message: card.message, name: body.name, expiry: body.expiry }
      return html(reply, 422, sandboxCardPage(page, payAction(request), state))
    }
    request.log.info(
      { paymentId: page.paymentId, last4: card.last4, behaviour: card.behaviour },
      'sandbox card',
    )
    if (card.behaviour === 'decline') return decline(request, reply, page, CardMessages.declined)
    if (card.behaviour === 'authenticate') {
      const action = stepUrl(request, 'authenticate')
      return html(
        reply,
        200,
        sandboxAuthenticationPage(page, action, threeDsChallenge(config.appSecret, page.paymentId)),
      )
    }
    return charge(request, reply, page)
  })

  formPost('authenticate', async (request, reply, page) => {
    const { challenge = '', outcome = '' } = request.body ?? {}
    if (!validThreeDsChallenge(config.appSecret, page.paymentId, challenge)) {
      const message = 'The authentication step expired; please enter your card again'
      return html(reply, 400, sandboxCardPage(page, payAction(request), { message }))
    }
    if (outcome !== 'complete') return decline(request, reply, page, CardMessages.authenticationFailed)
    return charge(request, reply, page)
  })

  // The webhook reads its body raw: the signature covers the exact bytes sent.
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser('application/json')
    webhook.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_r, body, done) => done(null, body),
    )
    webhook.post('/api/payments/sandbox/notify', async (request, reply) => {
      const signature = request.headers[SANDBOX_SIGNATURE_HEADER]
      const raw = typeof request.body === 'string' ? request.body : ''
      const result = await handleSandboxNotification(
        context(request),
        raw,
        typeof signature === 'string' ? signature : undefined,
      )
      if (result.statusCode !== 200) {
        return reply.status(400).send({ status: 'error', message: 'Invalid notification' })
      }
      return { status: 'ok', outcome: result.outcome }
    })
  })
}
