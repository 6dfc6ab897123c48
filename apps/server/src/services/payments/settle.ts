/**
 * The one path every provider notification takes (docs/booking-api.md, Payments). In one
 * transaction: the payment row is locked, the event is recorded under its unique provider event
 * id (a replay conflicts and stops here), amount and currency are checked, then the change is
 * applied. A refund a late payment needs is recorded in that transaction and sent after commit.
 */
import { and, eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Database, Tx } from '@serendib/db/client'
import { orders, OrderStatus } from '@serendib/db/schema/orders'
import {
  paymentEvents,
  PaymentKind,
  payments,
  PaymentStatus,
  type Payment,
} from '@serendib/db/schema/payments'
import { recordAudit, systemActor } from '../audit/record-audit.ts'
import { completeRefund, recordRefund } from './charges.ts'
import { reviveExpiredOrder } from '../booking-core/holds.ts'
import { payBookingBalance } from '../booking-core/paid.ts'
import { balancePaidMail } from './balance.ts'
import { disputeBookings, payAmendment, payOrderBookings } from './paid-bookings.ts'
import type { ProviderLookup } from './payment-provider.ts'
import { merchantReference } from './references.ts'
import { recordReferenceInUse, referenceHolder } from './reference-in-use.ts'

export type NotificationStatus = 'succeeded' | 'pending' | 'canceled' | 'failed' | 'chargeback'

export interface PaymentNotification {
  provider: string
  /** Unique per provider: the same event delivered twice has the same id. */
  providerEventId: string
  /** Our payments.id the provider names; null when it names none. */
  paymentId: number | null
  status: NotificationStatus
  amountCents: number
  currency: string
  /** The provider's id for the charge (PayHere payment_id, sandbox sbx_…). */
  providerReference?: string
  failureReason?: string
  /** Kept in payment_events as received (never card data). */
  payload: Record<string, unknown>
}

export type SettleOutcome =
  | 'settled'
  | 'revived'
  | 'already_settled'
  | 'recorded'
  | 'failed'
  | 'canceled'
  | 'disputed'
  | 'ignored'
  | 'duplicate'
  | 'mismatch'
  | 'unknown_payment'
  | 'late_refunded'
  | 'late_refund_failed'
  | 'reference_in_use'

export interface SettleContext {
  log: FastifyBaseLogger
  publicUrl: string
  /** For the refund of a late or double payment. */
  providers: ProviderLookup
}

export interface SettleResult {
  outcome: SettleOutcome
  paymentId: number | null
}

interface Applied {
  outcome: SettleOutcome
  eventType?: string
  /** A refund recorded in the transaction, to send after commit. */
  refundId?: number
}

export async function settlePayment(
  database: Database,
  n: PaymentNotification,
  ctx: SettleContext,
): Promise<SettleResult> {
  const where = { provider: n.provider, event: n.providerEventId, paymentId: n.paymentId, status: n.status }
  const applied = await database.transaction(async (tx): Promise<Applied> => {
    const [payment] =
      n.paymentId === null
        ? []
        : await tx
            .select()
            .from(payments)
            .where(and(eq(payments.id, n.paymentId), eq(payments.kind, PaymentKind.charge)))
            .for('update')
    const problem =
      !payment || payment.provider !== n.provider
        ? 'unknown_payment'
        : !Number.isSafeInteger(n.amountCents) ||
            n.amountCents !== payment.amountCents ||
            n.currency !== payment.currency
          ? 'amount_mismatch'
          : null
    const heldBy = payment && !problem ? await referenceHolder(tx, payment, n) : null
    const [event] = await tx
      .insert(paymentEvents)
      .values({
        provider: n.provider,
        // Kept apart from the event's own id, which stays free for the provider's real word on it.
        providerEventId: heldBy
          ? `${n.providerEventId}:reference-in-use:${n.providerReference}`
          : n.providerEventId,
        paymentId: payment?.id ?? null,
        eventType: heldBy ? 'reference_in_use' : (problem ?? n.status),
        payload: n.payload,
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id })
    if (!event) return { outcome: 'duplicate' }
    // Refused events stay unprocessed (processed_at null): an operator's list of what to look at.
    if (!payment || problem)
      return { outcome: problem === 'amount_mismatch' ? 'mismatch' : 'unknown_payment' }
    if (heldBy) {
      await recordReferenceInUse(tx, payment, n, heldBy)
      return { outcome: 'reference_in_use' }
    }
    const applied = await apply(tx, payment, n, ctx)
    await tx
      .update(paymentEvents)
      .set({ processedAt: new Date(), ...(applied.eventType ? { eventType: applied.eventType } : {}) })
      .where(eq(paymentEvents.id, event.id))
    return applied
  })

  const result: SettleResult = { outcome: applied.outcome, paymentId: n.paymentId }
  if (applied.outcome === 'reference_in_use') {
    ctx.log.warn(
      { ...where, providerReference: n.providerReference },
      'payment notification not applied: its payment id belongs to another payment (in the audit log)',
    )
  } else if (applied.outcome === 'mismatch' || applied.outcome === 'unknown_payment') {
    ctx.log.warn(
      { ...where, amountCents: n.amountCents, currency: n.currency },
      `payment notification refused: ${applied.outcome}`,
    )
  } else if (applied.outcome === 'duplicate' || applied.outcome === 'already_settled') {
    ctx.log.info(where, 'payment notification changes nothing: already processed')
  } else if (applied.outcome === 'ignored') {
    ctx.log.info(
      where,
      'payment notification ignored: the payment already succeeded, or a chargeback of money never taken',
    )
  }
  if (applied.refundId === undefined) return result
  // After commit: HTTP to the provider must not hold a transaction (PGlite has one connection).
  const refund = await completeRefund(database, ctx.providers, applied.refundId)
  if (refund.ok) {
    ctx.log.warn({ ...where, reason: applied.eventType }, 'late payment refunded')
    return { ...result, outcome: 'late_refunded' }
  }
  ctx.log.error(
    { ...where, reason: applied.eventType, error: refund.error },
    'late payment NOT refunded: needs an operator',
  )
  return { ...result, outcome: 'late_refund_failed' }
}

async function apply(tx: Tx, payment: Payment, n: PaymentNotification, ctx: SettleContext): Promise<Applied> {
  const reference = n.providerReference ?? payment.providerReference
  switch (n.status) {
    case 'pending':
      if (n.providerReference && !payment.providerReference) {
        await tx
          .update(payments)
          .set({ providerReference: n.providerReference })
          .where(eq(payments.id, payment.id))
      }
      return { outcome: 'recorded' }
    case 'failed':
    case 'canceled':
      // Success wins: a failed retry or a stale cancel never undoes money already taken.
      if (payment.status === PaymentStatus.succeeded) return { outcome: 'ignored' }
      // The order stays awaiting payment: the customer may try again until it expires.
      await tx
        .update(payments)
        .set({
          status: n.status === 'failed' ? PaymentStatus.failed : PaymentStatus.canceled,
          failureReason: n.failureReason ?? (n.status === 'failed' ? 'Payment failed' : 'Payment canceled'),
          providerReference: reference,
        })
        .where(eq(payments.id, payment.id))
      return { outcome: n.status }
    case 'chargeback':
      // Money never taken cannot be taken back: no booking moves, an admin is told why.
      if (payment.status !== PaymentStatus.succeeded) {
        await recordAudit(tx, {
          actor: systemActor('payment chargeback'),
          action: 'payment.chargeback-not-applied',
          subject: { type: 'payment', id: payment.id },
          before: { status: payment.status },
          reason: 'Chargeback on a charge that never succeeded',
        })
        ctx.log.warn(
          { paymentId: payment.id },
          'chargeback on a charge that never succeeded: nothing changed',
        )
        return { outcome: 'ignored', eventType: 'chargeback_not_applied' }
      }
      await tx.update(payments).set({ failureReason: 'Charged back' }).where(eq(payments.id, payment.id))
      await disputeBookings(tx, payment)
      ctx.log.warn({ paymentId: payment.id }, 'payment charged back: bookings in dispute')
      return { outcome: 'disputed' }
    case 'succeeded':
      return succeed(tx, payment, reference, ctx)
  }
}

async function succeed(
  tx: Tx,
  payment: Payment,
  reference: string | null,
  ctx: SettleContext,
): Promise<Applied> {
  if (payment.status === PaymentStatus.succeeded) {
    // The provider took the money a second time for a paid charge (a PayHere order id paid twice).
    if (reference && payment.providerReference && reference !== payment.providerReference) {
      return lateRefund(tx, payment, 'double_payment', 'Paid twice', reference)
    }
    return { outcome: 'already_settled' }
  }
  const [charge] = await tx
    .update(payments)
    .set({
      status: PaymentStatus.succeeded,
      providerReference: reference,
      failureReason: null,
      completedAt: new Date(),
    })
    .where(eq(payments.id, payment.id))
    .returning()
  if (!charge) throw new Error('payment vanished')
  if (charge.amendmentId !== null) {
    if (await payAmendment(tx, charge.amendmentId, charge.amountCents)) return { outcome: 'settled' }
    return lateRefund(
      tx,
      charge,
      'late_payment',
      'Paid after the booking was canceled or the balance was settled',
    )
  }
  if (charge.orderId === null && charge.bookingId !== null) {
    // A booking's balance (decision 075); paid after a cancel or twice, it goes back.
    if (await payBookingBalance(tx, charge.bookingId, charge.amountCents)) {
      await balancePaidMail(tx, charge.bookingId, charge.amountCents, ctx.publicUrl)
      return { outcome: 'settled' }
    }
    return lateRefund(
      tx,
      charge,
      'late_payment',
      'Paid after the booking was canceled or its balance was settled',
    )
  }
  if (charge.orderId === null) return { outcome: 'ignored' }
  const [order] = await tx.select().from(orders).where(eq(orders.id, charge.orderId)).for('update')
  if (!order) return { outcome: 'ignored' }
  let revived = false
  if (order.status === OrderStatus.paid)
    return lateRefund(tx, charge, 'double_payment', 'The order was already paid')
  if (order.status === OrderStatus.expired) {
    revived = await reviveExpiredOrder(tx, order.id)
    if (!revived)
      return lateRefund(tx, charge, 'late_payment', 'Paid after the order expired and its seats were gone')
  }
  await payOrderBookings(tx, {
    orderId: order.id,
    paymentReference: reference ?? merchantReference(order.reference, charge.id),
    publicUrl: ctx.publicUrl,
  })
  return { outcome: revived ? 'revived' : 'settled', eventType: revived ? 'late_payment_revived' : undefined }
}

/** Money arrived that no booking can keep: flag the charge and refund all of it after commit. */
async function lateRefund(
  tx: Tx,
  charge: Payment,
  eventType: string,
  reason: string,
  providerChargeReference?: string,
): Promise<Applied> {
  const refund = await recordRefund(tx, {
    charge,
    amountCents: charge.amountCents,
    reason,
    providerChargeReference,
    automatic: true,
  })
  await tx
    .update(payments)
    .set({ failureReason: `${reason} (refund ${refund.id})` })
    .where(eq(payments.id, charge.id))
  return { outcome: 'late_refunded', eventType, refundId: refund.id }
}
