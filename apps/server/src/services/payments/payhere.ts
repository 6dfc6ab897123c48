/**
 * PayHere (the gateway for Sri Lankan merchants): a checkout form POSTed by the browser to the
 * PayHere host, a server notification to notify_url verified by md5sig with the merchant
 * secret, and refunds through its merchant API (payhere-api.ts).
 */
import { createHash } from 'node:crypto'
import type { Database } from '@serendib/db/client'
import { PaymentStatus } from '@serendib/db/schema/payments'
import type { Config, PayHereConfig } from '../../config.ts'
import { centsToDecimal, decimalToCents } from './amounts.ts'
import { payhereRefund, payhereRetrieve } from './payhere-api.ts'
import { refundExtraPayHerePayments } from './payhere-double-payments.ts'
import type { PaymentPage } from './payment-page.ts'
import type { PaymentProvider } from './payment-provider.ts'
import { paymentIdFromMerchantReference, paymentPageToken, sameText } from './references.ts'
import { settlePayment, type NotificationStatus, type SettleContext, type SettleOutcome } from './settle.ts'

const md5Upper = (text: string) => createHash('md5').update(text).digest('hex').toUpperCase()

type Merchant = Pick<PayHereConfig, 'merchantId' | 'merchantSecret'>

/** hash = UPPER(md5(merchant_id + order_id + amount + currency + UPPER(md5(merchant_secret)))). */
export function payhereCheckoutHash(m: Merchant, orderId: string, amount: string, currency: string): string {
  return md5Upper(m.merchantId + orderId + amount + currency + md5Upper(m.merchantSecret))
}

export interface PayHereNotifyFields {
  merchant_id: string
  order_id: string
  payhere_amount: string
  payhere_currency: string
  status_code: string
}

/** md5sig = UPPER(md5(merchant_id + order_id + payhere_amount + payhere_currency + status_code + UPPER(md5(secret)))). */
export function payhereNotifySignature(m: Merchant, f: PayHereNotifyFields): string {
  return md5Upper(
    f.merchant_id +
      f.order_id +
      f.payhere_amount +
      f.payhere_currency +
      f.status_code +
      md5Upper(m.merchantSecret),
  )
}

/**
 * The event id of a notification, made of the fields md5sig covers (merchant id is fixed):
 * payment_id is not signed, so a captured notification replayed with other payment_ids must
 * still be the same event. Amount in cents, so the retrieval API's number gives the same id.
 */
export function payhereEventId(orderId: string, amountCents: number, currency: string, statusCode: string) {
  return `${orderId}:${amountCents}:${currency}:${statusCode}`
}

export const PAYHERE_STATUS: Readonly<Record<string, NotificationStatus>> = {
  '2': 'succeeded',
  '0': 'pending',
  '-1': 'canceled',
  '-2': 'failed',
  '-3': 'chargeback',
}

/** The checkout form's fields, in PayHere's names. Address fields are required; we ask for none. */
export function payhereCheckoutFields(
  cfg: PayHereConfig,
  page: PaymentPage,
  publicUrl: string,
): Record<string, string> {
  const amount = centsToDecimal(page.amountCents)
  return {
    merchant_id: cfg.merchantId,
    return_url: page.completeUrl,
    cancel_url: page.cancelUrl,
    notify_url: `${publicUrl}/api/payments/payhere/notify`,
    order_id: page.merchantReference,
    items: page.description.slice(0, 250),
    currency: page.currency,
    amount,
    first_name: page.customer.firstName,
    last_name: page.customer.lastName,
    email: page.customer.email,
    phone: page.customer.phone,
    address: 'Online booking',
    city: 'Colombo',
    country: 'Sri Lanka',
    hash: payhereCheckoutHash(cfg, page.merchantReference, amount, page.currency),
  }
}

export function createPayHereProvider(
  config: Pick<Config, 'publicUrl' | 'appSecret'>,
  cfg: PayHereConfig,
): PaymentProvider {
  return {
    name: 'payhere',
    async paymentLink(input) {
      return `${config.publicUrl}/payments/payhere/${paymentPageToken(config.appSecret, input.payment.id)}`
    },
    async refund(payment, amountCents, reason) {
      if (
        payment.provider !== 'payhere' ||
        payment.status !== PaymentStatus.succeeded ||
        !payment.providerReference
      ) {
        return { ok: false, error: 'Only a succeeded PayHere charge with its payment id can be refunded' }
      }
      if (amountCents <= 0 || amountCents > payment.amountCents)
        return { ok: false, error: 'Invalid refund amount' }
      const result = await payhereRefund(cfg, {
        payherePaymentId: payment.providerReference,
        description: reason,
        amountCents: amountCents === payment.amountCents ? undefined : amountCents,
      })
      return { ok: result.ok, providerReference: result.refundId, error: result.error }
    },
    async confirmPayment({ merchantReference, providerReference, amountCents, currency }) {
      // The retrieval API, not the (partly unsigned) notification, says whether money arrived.
      const found = await payhereRetrieve(cfg, merchantReference)
      const payment = found.find((p) => p.paymentId === providerReference)
      if (!payment) return { ok: false, error: `PayHere knows no payment ${providerReference}` }
      if (payment.status !== 'RECEIVED') return { ok: false, error: `PayHere payment is ${payment.status}` }
      if (decimalToCents(payment.amount) !== amountCents || payment.currency !== currency)
        return { ok: false, error: 'PayHere payment amount differs' }
      return { ok: true }
    },
  }
}

export interface PayHereContext extends SettleContext {
  database: Database
  payhere: PayHereConfig
}

export type PayHereResult = {
  statusCode: 200 | 400
  outcome: SettleOutcome | 'bad_signature' | 'bad_request'
}

const field = (body: Record<string, unknown>, name: string) =>
  typeof body[name] === 'string' ? (body[name] as string) : ''

/** POST /api/payments/payhere/notify (form fields as posted). Card details are never stored. */
export async function handlePayHereNotification(
  ctx: PayHereContext,
  body: Record<string, unknown>,
): Promise<PayHereResult> {
  const f: PayHereNotifyFields & { payment_id: string; md5sig: string } = {
    merchant_id: field(body, 'merchant_id'),
    order_id: field(body, 'order_id'),
    payment_id: field(body, 'payment_id'),
    payhere_amount: field(body, 'payhere_amount'),
    payhere_currency: field(body, 'payhere_currency'),
    status_code: field(body, 'status_code'),
    md5sig: field(body, 'md5sig'),
  }
  const where = {
    provider: 'payhere',
    orderId: f.order_id,
    payherePaymentId: f.payment_id,
    statusCode: f.status_code,
  }
  if (
    !f.md5sig ||
    !sameText(f.merchant_id, ctx.payhere.merchantId) ||
    !sameText(f.md5sig.toUpperCase(), payhereNotifySignature(ctx.payhere, f))
  ) {
    ctx.log.warn(where, 'payment notification refused: bad md5sig or merchant id')
    return { statusCode: 400, outcome: 'bad_signature' }
  }
  const status = PAYHERE_STATUS[f.status_code]
  const amountCents = decimalToCents(f.payhere_amount)
  if (!status || amountCents === null || !f.payment_id) {
    ctx.log.warn({ ...where, amount: f.payhere_amount }, 'payment notification refused: malformed')
    return { statusCode: 400, outcome: 'bad_request' }
  }
  const { outcome } = await settlePayment(
    ctx.database,
    {
      provider: 'payhere',
      providerEventId: payhereEventId(f.order_id, amountCents, f.payhere_currency, f.status_code),
      paymentId: paymentIdFromMerchantReference(f.order_id),
      status,
      amountCents,
      currency: f.payhere_currency,
      providerReference: f.payment_id,
      failureReason: field(body, 'status_message') || undefined,
      payload: {
        merchant_id: f.merchant_id,
        order_id: f.order_id,
        payment_id: f.payment_id,
        payhere_amount: f.payhere_amount,
        payhere_currency: f.payhere_currency,
        status_code: f.status_code,
        status_message: field(body, 'status_message'),
        method: field(body, 'method'),
      },
    },
    ctx,
  )
  // The same signed success again: a replay, or a real second payment of the order (PayHere
  // signs both alike). Only PayHere's own list of payments tells, so ask it before refunding.
  if (outcome === 'duplicate' && status === 'succeeded') {
    await refundExtraPayHerePayments(ctx, f.order_id).catch((error: unknown) =>
      ctx.log.error({ ...where, err: error }, 'double payment check failed: needs an operator'),
    )
  }
  return { statusCode: 200, outcome }
}
