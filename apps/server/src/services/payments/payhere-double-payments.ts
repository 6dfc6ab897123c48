/**
 * A second PayHere payment of one order (the customer submitted PayHere's form twice) is
 * signed exactly like the first: md5sig does not cover payment_id. So a notification is never
 * proof of a second payment; PayHere's retrieval API is. Each payment it lists beyond the one
 * the charge was settled with is refunded once (a `double-payment:{payment_id}` event guards it),
 * whatever number of notifications, genuine or replayed, led here.
 */
import { and, eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '@serendib/db/client'
import { paymentEvents, PaymentKind, payments, PaymentStatus } from '@serendib/db/schema/payments'
import type { PayHereConfig } from '../../config.ts'
import { decimalToCents } from './amounts.ts'
import { completeRefund, recordRefund } from './charges.ts'
import { payhereRetrieve } from './payhere-api.ts'
import type { ProviderLookup } from './payment-provider.ts'
import { paymentIdFromMerchantReference } from './references.ts'

export interface DoublePaymentContext {
  database: Database
  payhere: PayHereConfig
  providers: ProviderLookup
  log: FastifyBaseLogger
}

/** Refunds the payments PayHere holds for `orderId` beyond the settled one; returns how many. */
export async function refundExtraPayHerePayments(
  ctx: DoublePaymentContext,
  orderId: string,
): Promise<number> {
  const chargeId = paymentIdFromMerchantReference(orderId)
  if (chargeId === null) return 0
  // HTTP first, outside the transaction (PGlite has one connection).
  const found = await payhereRetrieve(ctx.payhere, orderId)
  const refundIds = await ctx.database.transaction(async (tx) => {
    const [charge] = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.id, chargeId),
          eq(payments.kind, PaymentKind.charge),
          eq(payments.provider, 'payhere'),
        ),
      )
      .for('update')
    if (!charge || charge.status !== PaymentStatus.succeeded || !charge.providerReference) return []
    const extra = found.filter(
      (p) =>
        p.orderId === orderId &&
        p.status === 'RECEIVED' &&
        p.paymentId !== charge.providerReference &&
        decimalToCents(p.amount) === charge.amountCents &&
        p.currency === charge.currency,
    )
    const ids: number[] = []
    for (const p of extra) {
      const [event] = await tx
        .insert(paymentEvents)
        .values({
          provider: 'payhere',
          providerEventId: `double-payment:${p.paymentId}`,
          paymentId: charge.id,
          eventType: 'double_payment',
          payload: { source: 'retrieval_api', ...p },
          processedAt: new Date(),
        })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id })
      if (!event) continue
      const refund = await recordRefund(tx, {
        charge,
        amountCents: charge.amountCents,
        reason: 'Paid twice',
        providerChargeReference: p.paymentId,
        automatic: true,
      })
      ids.push(refund.id)
    }
    return ids
  })
  for (const id of refundIds) {
    const result = await completeRefund(ctx.database, ctx.providers, id)
    if (result.ok) ctx.log.warn({ orderId, refundId: id }, 'double payment refunded')
    else ctx.log.error({ orderId, refundId: id, error: result.error }, 'double payment NOT refunded')
  }
  return refundIds.length
}
