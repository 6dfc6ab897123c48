/**
 * Completes what a crash or a lost notification left half done, through the same idempotent
 * settlement path as the notifications themselves:
 * - sandbox charges recorded (provider_reference set) but never settled: the server died between
 *   the charge and its notification. The notification is re-sent, with the charge's own event id.
 * - PayHere charges still pending after a while: PayHere's retrieval API is asked whether it took
 *   the money (needs PAYHERE_APP_ID/SECRET); a RECEIVED payment settles under the event id its
 *   notification would have had, so a notification arriving later is a duplicate.
 * - refunds recorded but never answered by the provider are sent again.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import { sql } from 'drizzle-orm'
import type { Database } from '@serendib/db/client'
import { PaymentKind, PaymentStatus } from '@serendib/db/schema/payments'
import type { Config } from '../config.ts'
import { schedulePeriodicJob } from './periodic-job.ts'
import { decimalToCents } from '../services/payments/amounts.ts'
import { completeRefund } from '../services/payments/charges.ts'
import { payhereRetrieve } from '../services/payments/payhere-api.ts'
import { payhereEventId } from '../services/payments/payhere.ts'
import type { ProviderLookup } from '../services/payments/payment-provider.ts'
import { merchantReference } from '../services/payments/references.ts'
import { deliverSandboxNotification, succeededNotification } from '../services/payments/sandbox.ts'
import { settlePayment } from '../services/payments/settle.ts'

const EVERY_MS = 2 * 60 * 1000

export interface ReconcileContext {
  database: Database
  config: Config
  providers: ProviderLookup
  log: FastifyBaseLogger
}

export interface ReconcileOptions {
  now?: Date
  /** A charge or refund younger than this may still be in flight in its request. */
  graceMs?: number
  /** PayHere charges are looked up between these ages (a bounded number of API calls each). */
  payhereMinAgeMs?: number
  payhereMaxAgeMs?: number
  limit?: number
}

export interface ReconcileResult {
  sandbox: number
  payhere: number
  refunds: number
}

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms).toISOString()

export async function reconcilePayments(
  ctx: ReconcileContext,
  options: ReconcileOptions = {},
): Promise<ReconcileResult> {
  const { now = new Date(), graceMs = 60_000, limit = 50 } = options
  const { payhereMinAgeMs = 10 * 60_000, payhereMaxAgeMs = 2 * 3_600_000 } = options
  const result: ReconcileResult = { sandbox: 0, payhere: 0, refunds: 0 }
  const settle = { ...ctx, appSecret: ctx.config.appSecret, publicUrl: ctx.config.publicUrl }

  const sandbox = await ctx.database.execute<{
    id: number
    amount_cents: number
    currency: string
    ref: string
  }>(
    sql`select id, amount_cents, currency, provider_reference as ref from payments
         where kind = ${PaymentKind.charge} and provider = 'sandbox' and status = ${PaymentStatus.pending}
           and provider_reference is not null and updated_at <= ${ago(now, graceMs)}::timestamptz
         order by id limit ${limit}`,
  )
  for (const p of sandbox) {
    const notification = succeededNotification(
      { id: p.id, amountCents: p.amount_cents, currency: p.currency },
      p.ref,
    )
    const { outcome } = await deliverSandboxNotification(settle, notification)
    ctx.log.info({ paymentId: p.id, outcome }, 'reconciled sandbox charge')
    result.sandbox++
  }

  const payhere = ctx.config.payhere
  if (payhere?.appId && payhere.appSecret) {
    const pending = await ctx.database.execute<{ id: number; prefix: string | null }>(
      sql`select p.id, coalesce(o.reference, b.booking_reference) as prefix
            from payments p
            left join orders o on o.id = p.order_id
            left join amendments a on a.id = p.amendment_id
            left join bookings b on b.id = coalesce(a.booking_id, case when p.order_id is null then p.booking_id end)
           where p.kind = ${PaymentKind.charge} and p.provider = 'payhere' and p.status <> ${PaymentStatus.succeeded}
             and p.created_at <= ${ago(now, payhereMinAgeMs)}::timestamptz
             and p.created_at >= ${ago(now, payhereMaxAgeMs)}::timestamptz
           order by p.id limit ${limit}`,
    )
    for (const p of pending) {
      const orderId = merchantReference(p.prefix, p.id)
      const found = await payhereRetrieve(payhere, orderId).catch((error: unknown) => {
        ctx.log.warn({ paymentId: p.id, err: error }, 'PayHere retrieval failed')
        return []
      })
      const received = found.find((f) => f.status === 'RECEIVED')
      if (!received) continue
      const amountCents = decimalToCents(received.amount) ?? -1
      const { outcome } = await settlePayment(
        ctx.database,
        {
          provider: 'payhere',
          providerEventId: payhereEventId(orderId, amountCents, received.currency, '2'),
          paymentId: p.id,
          status: 'succeeded',
          amountCents,
          currency: received.currency,
          providerReference: received.paymentId,
          payload: { source: 'retrieval_api', ...received },
        },
        settle,
      )
      ctx.log.info({ paymentId: p.id, outcome }, 'reconciled PayHere charge')
      result.payhere++
    }
  }

  const refunds = await ctx.database.execute<{ id: number }>(
    sql`select id from payments where kind = ${PaymentKind.refund} and status = ${PaymentStatus.pending}
           and created_at <= ${ago(now, graceMs)}::timestamptz order by id limit ${limit}`,
  )
  for (const r of refunds) {
    const refund = await completeRefund(ctx.database, ctx.providers, r.id)
    ctx.log[refund.ok ? 'info' : 'error']({ refundId: r.id, error: refund.error }, 'retried pending refund')
    result.refunds++
  }
  return result
}

export default async function paymentReconciliationJob(app: FastifyInstance) {
  const ctx: ReconcileContext = {
    database: app.database,
    config: app.config,
    providers: app.payments.providers,
    log: app.log,
  }
  // Retries call the provider before they record the answer, so they cannot claim rows the way
  // the other jobs do: one process runs a round at a time (decision 041).
  schedulePeriodicJob(app, {
    name: 'payment-reconciliation',
    everyMs: EVERY_MS,
    exclusive: true,
    run: async () => ({ ...(await reconcilePayments(ctx)) }),
  })
}
