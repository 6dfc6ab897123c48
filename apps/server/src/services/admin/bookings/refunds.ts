/**
 * Admin refunds (decision 027): full or partial, never more than is left of what was paid. The
 * booking's row lock serialises two admins refunding the same booking: the second recomputes
 * what is left after the first committed. Rows and the audit entry commit together; the provider
 * is called after commit, like every refund (decision 013), and a refusal stays visible as failed.
 */
import type { FastifyBaseLogger } from 'fastify'
import { eq, sql } from 'drizzle-orm'
import { queryRows, type Database } from '@serendib/db/client'
import { PaymentKind, payments, PaymentStatus } from '@serendib/db/schema/payments'
import { refundProblem, RefundMessages } from '@serendib/domain/admin-refunds'
import type { AdminPayment, AdminRefundBody } from '@serendib/domain/api/admin-bookings'
import { ConflictError, NotFoundError, UnprocessableError } from '@serendib/domain/errors'
import { recordAudit, type AuditActor } from '../../audit/record-audit.ts'
import { bookingFacts, mailRef } from '../../account/bookings/locked-booking.ts'
import { sendRecordedRefunds } from '../../account/bookings/refunds.ts'
import { adminRefundMail } from '../../email/admin-templates.ts'
import { enqueueEmail } from '../../email/enqueue-email.ts'
import { completeRefund, recordBookingRefunds } from '../../payments/charges.ts'
import type { ProviderLookup } from '../../payments/payment-provider.ts'
import { bookingMoney, chargeLeftCents } from './money.ts'
import { paymentColumns, paymentJson, type PaymentRow } from './payments-json.ts'

export interface MoneyContext {
  database: Database
  providers: ProviderLookup
  publicUrl: string
  log: FastifyBaseLogger
}

export async function refundBookingByAdmin(
  ctx: MoneyContext,
  actor: AuditActor,
  bookingId: number,
  body: AdminRefundBody,
): Promise<{ ok: boolean; message: string }> {
  const reason = body.reason.trim()
  const planned = await ctx.database.transaction(async (tx) => {
    const booking = await bookingFacts(tx, bookingId, { any: true }, { lock: true })
    const before = await bookingMoney(tx, bookingId)
    const problem = refundProblem(body.amount_cents, reason, before.refundable_cents)
    if (problem) throw new UnprocessableError(problem)
    const refunds = await recordBookingRefunds(tx, { bookingId, amountCents: body.amount_cents, reason })
    // Money paid outside our charges cannot go back through the provider: nothing is recorded.
    if (refunds.uncovered > 0) throw new UnprocessableError(RefundMessages.uncovered)
    await recordAudit(tx, {
      actor,
      action: 'booking.refund',
      subject: { type: 'booking', id: bookingId },
      before: { refundable_cents: before.refundable_cents, refunded_cents: before.refunded_cents },
      after: {
        refundable_cents: before.refundable_cents - body.amount_cents,
        refunded_cents: before.refunded_cents + body.amount_cents,
        amount_cents: body.amount_cents,
        refund_ids: refunds.refunds.map((r) => r.id),
      },
      reason,
    })
    await enqueueEmail(
      tx,
      adminRefundMail(
        { email: booking.contact_email, firstName: booking.contact_firstname, locale: booking.locale },
        mailRef(booking),
        body.amount_cents,
        reason,
        ctx.publicUrl,
      ),
    )
    return refunds
  })
  const sent = await sendRecordedRefunds(ctx.database, ctx.providers, planned, ctx.log, {
    bookingId,
    reason: 'admin refund',
  })
  return { ok: sent.ok, message: sent.ok ? RefundMessages.recorded : RefundMessages.failed }
}

async function refundRow(db: Database['db'], id: number): Promise<PaymentRow | undefined> {
  const [row] = await queryRows<PaymentRow>(
    db,
    sql`select ${paymentColumns} from payments p where p.id = ${id}`,
  )
  return row
}

/**
 * Sends a failed refund again: back to pending under the booking's lock (and within what is left
 * of the booking and of its charge), audited, then to the provider after commit.
 */
export async function retryRefund(
  ctx: MoneyContext,
  actor: AuditActor,
  refundId: number,
): Promise<{ ok: boolean; message: string; payment: AdminPayment }> {
  await ctx.database.transaction(async (tx) => {
    const [found] = await queryRows<{ booking_id: number | null }>(
      tx,
      sql`select booking_id from payments where id = ${refundId} and kind = ${PaymentKind.refund}`,
    )
    if (!found) throw new NotFoundError('Refund not found')
    if (found.booking_id)
      await queryRows(tx, sql`select id from bookings where id = ${found.booking_id} for update`)
    const [refund] = await tx.select().from(payments).where(eq(payments.id, refundId)).for('update')
    if (!refund || refund.status !== PaymentStatus.failed) throw new ConflictError(RefundMessages.notFailed)
    if (refund.bookingId) {
      const money = await bookingMoney(tx, refund.bookingId)
      if (refund.amountCents > money.refundable_cents)
        throw new UnprocessableError(RefundMessages.tooMuch(money.refundable_cents))
    }
    const [charge] = await queryRows<{ charge_id: number | null }>(
      tx,
      sql`select (payload->>'charge_id')::int as charge_id from payment_events
           where payment_id = ${refundId} and event_type = 'refund_requested' limit 1`,
    )
    if (charge?.charge_id && refund.amountCents > (await chargeLeftCents(tx, charge.charge_id))) {
      throw new UnprocessableError(RefundMessages.uncovered)
    }
    await tx
      .update(payments)
      .set({ status: PaymentStatus.pending, failureReason: null, completedAt: null })
      .where(eq(payments.id, refundId))
    await recordAudit(tx, {
      actor,
      action: 'refund.retry',
      subject: refund.bookingId
        ? { type: 'booking', id: refund.bookingId }
        : { type: 'payment', id: refundId },
      before: { refund_id: refundId, status: 'failed', failure_reason: refund.failureReason },
      after: { refund_id: refundId, status: 'pending', amount_cents: refund.amountCents },
    })
  })
  const result = await completeRefund(ctx.database, ctx.providers, refundId)
  if (!result.ok) ctx.log.error({ refundId, error: result.error }, 'refund retry failed: needs an operator')
  const row = await refundRow(ctx.database.db, refundId)
  return {
    ok: result.ok,
    message: result.ok ? RefundMessages.retried : RefundMessages.failed,
    payment: paymentJson(row!),
  }
}
