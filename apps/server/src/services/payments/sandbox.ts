/**
 * The sandbox provider: our own hosted test payment page plays the gateway. When it "charges" a
 * card it records the charge (provider_reference sbx_…) and then delivers a gateway-style
 * notification, JSON signed with HMAC-SHA256, to the same handler POST
 * /api/payments/sandbox/notify uses, so signature check and settlement are exactly the webhook's.
 */
import { createHmac, randomBytes } from 'node:crypto'
import { and, eq, ne, sql } from 'drizzle-orm'
import type { Database } from '@serendib/db/client'
import { payments, PaymentStatus } from '@serendib/db/schema/payments'
import type { Config } from '../../config.ts'
import type { PaymentProvider } from './payment-provider.ts'
import { paymentPageToken, sameText } from './references.ts'
import { settlePayment, type SettleContext, type SettleOutcome } from './settle.ts'

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature'

export interface SandboxContext extends SettleContext {
  database: Database
  appSecret: string
}

/** What the sandbox gateway posts; amounts in cents like ours. */
export interface SandboxNotificationBody {
  id: string
  type: 'payment.succeeded' | 'payment.failed'
  payment_id: number
  amount_cents: number
  currency: string
  status: 'succeeded' | 'failed'
  provider_reference?: string
  failure_reason?: string
  created: string
}

// A key of its own, derived from APP_SECRET, so a signature made for one purpose means nothing in another.
const signingKey = (appSecret: string) =>
  createHmac('sha256', appSecret).update('sandbox-gateway-webhook').digest()

export function signSandboxBody(appSecret: string, rawBody: string): string {
  return createHmac('sha256', signingKey(appSecret)).update(rawBody).digest('hex')
}

export function createSandboxProvider(config: Pick<Config, 'publicUrl' | 'appSecret'>): PaymentProvider {
  return {
    name: 'sandbox',
    async paymentLink(input) {
      return `${config.publicUrl}/payments/sandbox/${paymentPageToken(config.appSecret, input.payment.id)}`
    },
    async refund(payment, amountCents) {
      if (payment.provider !== 'sandbox' || payment.status !== PaymentStatus.succeeded) {
        return { ok: false, error: 'Only a succeeded sandbox charge can be refunded' }
      }
      if (amountCents <= 0 || amountCents > payment.amountCents)
        return { ok: false, error: 'Invalid refund amount' }
      return { ok: true, providerReference: `sbx_rf_${randomBytes(9).toString('base64url')}` }
    },
  }
}

/**
 * The gateway's side of a successful card: the charge is written down before any notification,
 * so if the process dies in between, the reconciliation job finds a pending payment with a
 * sandbox reference and completes it. Returns the reference, or null once the payment succeeded.
 */
export async function recordSandboxCharge(database: Database, paymentId: number): Promise<string | null> {
  const [row] = await database.db
    .update(payments)
    .set({
      providerReference: sql`coalesce(${payments.providerReference}, ${`sbx_${randomBytes(12).toString('base64url')}`})`,
      status: PaymentStatus.pending,
      failureReason: null,
    })
    .where(
      and(
        eq(payments.id, paymentId),
        eq(payments.provider, 'sandbox'),
        ne(payments.status, PaymentStatus.succeeded),
      ),
    )
    .returning({ reference: payments.providerReference })
  return row?.reference ?? null
}

/** The notification for a recorded charge; its event id is the charge's, so a resend is a duplicate. */
export function succeededNotification(
  payment: { id: number; amountCents: number; currency: string },
  providerReference: string,
): SandboxNotificationBody {
  return {
    id: `${providerReference}:succeeded`,
    type: 'payment.succeeded',
    payment_id: payment.id,
    amount_cents: payment.amountCents,
    currency: payment.currency,
    status: 'succeeded',
    provider_reference: providerReference,
    created: new Date().toISOString(),
  }
}

/** A declined attempt: a new event each time; the customer may try again. */
export function failedNotification(
  payment: { id: number; amountCents: number; currency: string },
  reason: string,
): SandboxNotificationBody {
  return {
    id: `sbx_att_${randomBytes(12).toString('base64url')}:failed`,
    type: 'payment.failed',
    payment_id: payment.id,
    amount_cents: payment.amountCents,
    currency: payment.currency,
    status: 'failed',
    failure_reason: reason,
    created: new Date().toISOString(),
  }
}

/** Signs and delivers a notification in-process, through the webhook's own handler. */
export async function deliverSandboxNotification(
  ctx: SandboxContext,
  body: SandboxNotificationBody,
): Promise<SandboxResult> {
  const raw = JSON.stringify(body)
  return handleSandboxNotification(ctx, raw, signSandboxBody(ctx.appSecret, raw))
}

export type SandboxResult = {
  statusCode: 200 | 400
  outcome: SettleOutcome | 'bad_signature' | 'bad_request'
}

/** POST /api/payments/sandbox/notify: verify the signature over the raw body, then settle. */
export async function handleSandboxNotification(
  ctx: SandboxContext,
  rawBody: string,
  signature: string | undefined,
): Promise<SandboxResult> {
  if (!signature || !sameText(signature, signSandboxBody(ctx.appSecret, rawBody))) {
    ctx.log.warn({ provider: 'sandbox' }, 'payment notification refused: bad signature')
    return { statusCode: 400, outcome: 'bad_signature' }
  }
  const body = parse(rawBody)
  if (!body) {
    ctx.log.warn({ provider: 'sandbox' }, 'payment notification refused: malformed body')
    return { statusCode: 400, outcome: 'bad_request' }
  }
  const { outcome } = await settlePayment(
    ctx.database,
    {
      provider: 'sandbox',
      providerEventId: body.id,
      paymentId: body.payment_id,
      status: body.status,
      amountCents: body.amount_cents,
      currency: body.currency,
      providerReference: body.provider_reference,
      failureReason: body.failure_reason,
      payload: { ...body },
    },
    ctx,
  )
  return { statusCode: 200, outcome }
}

function parse(rawBody: string): SandboxNotificationBody | null {
  try {
    const b = JSON.parse(rawBody) as Partial<SandboxNotificationBody> | null
    const ok =
      b !== null &&
      typeof b === 'object' &&
      typeof b.id === 'string' &&
      b.id.length > 0 &&
      b.id.length <= 200 &&
      Number.isSafeInteger(b.payment_id) &&
      Number.isSafeInteger(b.amount_cents) &&
      typeof b.currency === 'string' &&
      (b.status === 'succeeded' || b.status === 'failed') &&
      (b.provider_reference === undefined || typeof b.provider_reference === 'string') &&
      (b.failure_reason === undefined || typeof b.failure_reason === 'string')
    return ok ? (b as SandboxNotificationBody) : null
  } catch {
    return null
  }
}

const CHALLENGE_MS = 15 * 60 * 1000

const challengeMac = (appSecret: string, paymentId: number, expires: number) =>
  createHmac('sha256', signingKey(appSecret)).update(`3ds:${paymentId}:${expires}`).digest('base64url')

/** The 3-D Secure step's proof that this payment's card passed the first step, for 15 minutes. */
export function threeDsChallenge(appSecret: string, paymentId: number, now = Date.now()): string {
  const expires = now + CHALLENGE_MS
  return `${expires}.${challengeMac(appSecret, paymentId, expires)}`
}

export function validThreeDsChallenge(
  appSecret: string,
  paymentId: number,
  challenge: string,
  now = Date.now(),
) {
  const [expiresText = '', mac = ''] = challenge.split('.')
  const expires = Number(expiresText)
  return (
    Number.isSafeInteger(expires) &&
    expires > now &&
    sameText(mac, challengeMac(appSecret, paymentId, expires))
  )
}
