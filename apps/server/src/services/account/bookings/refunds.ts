/**
 * Refunds decided inside a booking's transaction (cancel, an amendment's negative balance). The
 * rows are recorded pending in that transaction and sent to the provider after commit, so a crash
 * in between leaves a pending refund the reconciliation job retries, never a cancel with no
 * refund on record. The charge planning is refundBooking's (payments/charges.ts), run in the
 * caller's transaction instead of its own.
 */
import { eq, sql } from 'drizzle-orm'
import { queryRows, type Database, type Tx } from '@serendib/db/client'
import { PaymentKind, payments, PaymentStatus, type Payment } from '@serendib/db/schema/payments'
import type { FastifyBaseLogger } from 'fastify'
import { completeRefund, recordRefund } from '../../payments/charges.ts'
import type { ProviderLookup } from '../../payments/payment-provider.ts'

export interface PlannedRefunds {
  refunds: Payment[]
  /** Cents no succeeded charge could cover (paid outside our payments table): needs an operator. */
  uncovered: number
}

/**
 * Records refunds of `amountCents` of a booking, from its order's charge first, then its
 * amendment charges, never more than a charge has left. The caller holds the booking row lock.
 */
export async function recordBookingRefunds(
  tx: Tx,
  { bookingId, amountCents, reason }: { bookingId: number; amountCents: number; reason: string },
): Promise<PlannedRefunds> {
  if (amountCents <= 0) return { refunds: [], uncovered: 0 }
  const charges = await queryRows<{ id: number; left_cents: number }>(
    tx,
    sql`select p.id, p.amount_cents - coalesce((
              select sum(r.amount_cents) from payments r
               where r.kind = ${PaymentKind.refund} and r.booking_id is not null
                 and r.status in (${PaymentStatus.pending}, ${PaymentStatus.succeeded})
                 and r.provider = p.provider
                 and (case when p.amendment_id is null
                           then r.order_id = p.order_id and r.amendment_id is null
                           else r.amendment_id = p.amendment_id end)), 0)::int as left_cents
          from payments p
         where p.kind = ${PaymentKind.charge} and p.status = ${PaymentStatus.succeeded}
           and ((p.amendment_id is null and p.order_id = (select order_id from bookings where id = ${bookingId}))
                or p.amendment_id in (select id from amendments where booking_id = ${bookingId}))
         order by p.amendment_id nulls first, p.id`,
  )
  let due = amountCents
  const refunds: Payment[] = []
  for (const { id, left_cents: left } of charges) {
    const part = Math.min(due, left)
    if (part <= 0) continue
    const [charge] = await tx.select().from(payments).where(eq(payments.id, id))
    if (!charge) continue
    refunds.push(await recordRefund(tx, { charge, amountCents: part, bookingId, reason }))
    due -= part
    if (due === 0) break
  }
  return { refunds, uncovered: due }
}

/** After commit: sends each recorded refund; a failure stays on its row for the operator and the job. */
export async function sendRecordedRefunds(
  database: Database,
  providers: ProviderLookup,
  planned: PlannedRefunds,
  log: FastifyBaseLogger,
  context: Record<string, unknown>,
): Promise<{ ok: boolean; refundedCents: number }> {
  let refundedCents = 0
  let ok = planned.uncovered === 0
  if (planned.uncovered > 0) {
    log.error(
      { ...context, uncovered: planned.uncovered },
      'refund not covered by any charge: needs an operator',
    )
  }
  for (const refund of planned.refunds) {
    const result = await completeRefund(database, providers, refund.id)
    if (result.ok) refundedCents += refund.amountCents
    else {
      ok = false
      log.error({ ...context, refundId: refund.id, error: result.error }, 'refund failed: needs an operator')
    }
  }
  return { ok, refundedCents }
}
