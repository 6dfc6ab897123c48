/**
 * Payment rows: the pending charge checkout creates, and refunds. A refund is recorded (pending)
 * in a transaction first and sent to the provider only after commit, so a crash in between leaves
 * a pending refund the reconciliation job retries, never a refund nobody knows about.
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Database, DbOrTx, Tx } from '@serendib/db/client'
import { queryRows } from '@serendib/db/client'
import {
  paymentEvents,
  PaymentKind,
  payments,
  PaymentStatus,
  type Payment,
} from '@serendib/db/schema/payments'
import { assertCents } from '@serendib/domain/money'
import type { PaymentProvider, ProviderLookup, RefundResult } from './payment-provider.ts'

export interface NewCharge {
  orderId?: number
  amendmentId?: number
  /** A booking's balance (decision 075): a charge with neither order nor amendment. */
  bookingId?: number
  amountCents: number
  provider: string
}

/**
 * The pending charge of an order (checkout) or of an amendment's balance. provider_reference
 * stays null until the provider names the charge (PayHere's payment_id, the sandbox's sbx_…);
 * what the provider sees before that is merchantReference() (references.ts).
 */
export async function createCharge(tx: DbOrTx, charge: NewCharge): Promise<Payment> {
  if (charge.orderId === undefined && charge.amendmentId === undefined && charge.bookingId === undefined) {
    throw new Error('A charge belongs to an order, an amendment or a booking balance')
  }
  const [row] = await tx
    .insert(payments)
    .values({
      kind: PaymentKind.charge,
      orderId: charge.orderId ?? null,
      amendmentId: charge.amendmentId ?? null,
      bookingId: charge.bookingId ?? null,
      provider: charge.provider,
      amountCents: assertCents(charge.amountCents),
      status: PaymentStatus.pending,
    })
    .returning()
  if (!row) throw new Error('charge not inserted')
  return row
}

export interface NewRefund {
  /** The succeeded charge the money goes back from. */
  charge: Payment
  amountCents: number
  /** The booking a refund is for (cancel, reject, amendment); none for a late or double payment. */
  bookingId?: number
  reason: string
  /**
   * The provider's id of the money to give back when it is not the charge's own: a second
   * provider payment for an already paid charge (double payment).
   */
  providerChargeReference?: string
  /**
   * No person asked for it (a late or double payment): the provider must confirm it holds the
   * payment before the money goes back (completeRefund).
   */
  automatic?: boolean
}

/**
 * A pending refund row, with its reason and charge kept in a 'refund_requested' event (the
 * payments table has no column for either).
 */
export async function recordRefund(tx: DbOrTx, refund: NewRefund): Promise<Payment> {
  const { charge } = refund
  if (refund.amountCents <= 0 || refund.amountCents > charge.amountCents) {
    throw new RangeError(`Refund of ${refund.amountCents} cents does not fit charge ${charge.id}`)
  }
  const [row] = await tx
    .insert(payments)
    .values({
      kind: PaymentKind.refund,
      orderId: charge.orderId,
      amendmentId: charge.amendmentId,
      // A balance charge's refund names its booking even when no person asked (late payment).
      bookingId:
        refund.bookingId ??
        (charge.orderId === null && charge.amendmentId === null ? charge.bookingId : null),
      provider: charge.provider,
      amountCents: assertCents(refund.amountCents),
      currency: charge.currency,
      status: PaymentStatus.pending,
    })
    .returning()
  if (!row) throw new Error('refund not inserted')
  await tx.insert(paymentEvents).values({
    provider: charge.provider,
    providerEventId: `refund-requested:${row.id}`,
    paymentId: row.id,
    eventType: 'refund_requested',
    payload: {
      charge_id: charge.id,
      reason: refund.reason,
      charge_reference: refund.providerChargeReference ?? charge.providerReference,
      ...(refund.automatic ? { automatic: true } : {}),
    },
  })
  return row
}

const asLookup = (provider: PaymentProvider | ProviderLookup): ProviderLookup =>
  typeof provider === 'function' ? provider : (name) => (name === provider.name ? provider : undefined)

/**
 * Sends a recorded refund to its provider (outside any transaction) and marks it succeeded or
 * failed. A refund that is no longer pending is left alone, so a retry never refunds twice here.
 */
export async function completeRefund(
  database: Database,
  providers: PaymentProvider | ProviderLookup,
  refundId: number,
): Promise<RefundResult> {
  const [row] = await queryRows<{
    charge_id: number | null
    reason: string | null
    reference: string | null
    automatic: boolean
    merchant_reference: string | null
  }>(
    database.db,
    sql`select (e.payload->>'charge_id')::int as charge_id, e.payload->>'reason' as reason,
               e.payload->>'charge_reference' as reference,
               coalesce((e.payload->>'automatic')::boolean, false) as automatic,
               coalesce(o.reference, b.booking_reference, 'pay') || '-' || c.id as merchant_reference
          from payment_events e
          left join payments c on c.id = (e.payload->>'charge_id')::int
          left join orders o on o.id = c.order_id
          left join amendments a on a.id = c.amendment_id
          left join bookings b on b.id = coalesce(a.booking_id, c.booking_id)
         where e.provider_event_id = ${`refund-requested:${refundId}`}`,
  )
  const [refund] = await database.db.select().from(payments).where(eq(payments.id, refundId))
  const [charge] = row?.charge_id
    ? await database.db.select().from(payments).where(eq(payments.id, row.charge_id))
    : []
  if (!refund || refund.status !== PaymentStatus.pending) return { ok: false, error: 'Refund is not pending' }
  const provider = asLookup(providers)(refund.provider)
  const reference = row?.reference ?? charge?.providerReference ?? null
  const send = async (p: PaymentProvider, c: Payment): Promise<RefundResult> => {
    if (row?.automatic && p.confirmPayment) {
      const confirmed = await p.confirmPayment({
        merchantReference: row.merchant_reference ?? '',
        providerReference: reference ?? '',
        amountCents: c.amountCents,
        currency: c.currency,
      })
      if (!confirmed.ok) return { ok: false, error: `Not confirmed by the provider: ${confirmed.error}` }
    }
    return p.refund({ ...c, providerReference: reference }, refund.amountCents, row?.reason ?? 'Refund')
  }
  const result: RefundResult = !charge
    ? { ok: false, error: 'The refunded charge is unknown' }
    : !provider
      ? { ok: false, error: `Payment provider ${refund.provider} is not configured` }
      : await send(provider, charge).catch((error: unknown) => ({ ok: false, error: String(error) }))
  await database.db
    .update(payments)
    .set({
      status: result.ok ? PaymentStatus.succeeded : PaymentStatus.failed,
      providerReference: result.ok && result.providerReference ? `refund:${result.providerReference}` : null,
      failureReason: result.ok ? null : (result.error ?? 'Refund refused'),
      completedAt: new Date(),
    })
    .where(and(eq(payments.id, refundId), eq(payments.status, PaymentStatus.pending)))
  return result
}

export interface BookingRefund {
  bookingId: number
  amountCents: number
  reason: string
}

/**
 * Gives back part or all of what a booking was paid (cancel, supplier reject, negative
 * amendment balance): from its order's charge first, then its amendment charges, never more
 * than a charge has left. Returns ok only when every part was refunded by the provider.
 */
export async function refundBooking(
  database: Database,
  provider: PaymentProvider | ProviderLookup,
  { bookingId, amountCents, reason }: BookingRefund,
): Promise<{ ok: boolean; refunds: Payment[]; error?: string }> {
  assertCents(amountCents)
  if (amountCents <= 0) return { ok: true, refunds: [] }
  const planned = await database.transaction(async (tx) => {
    // Serialises refunds of one booking, so two cancels cannot both take the same charge.
    await queryRows(tx, sql`select id from bookings where id = ${bookingId} for update`)
    return recordBookingRefunds(tx, { bookingId, amountCents, reason })
  })
  const results = []
  for (const refund of planned.refunds) results.push(await completeRefund(database, provider, refund.id))
  const ids = planned.refunds.map((r) => r.id)
  const refunds = ids.length
    ? await database.db.select().from(payments).where(inArray(payments.id, ids)).orderBy(payments.id)
    : []
  const failed = results.find((r) => !r.ok)
  if (planned.uncovered > 0) {
    return { ok: false, refunds, error: `Only ${amountCents - planned.uncovered} cents were paid to refund` }
  }
  return failed ? { ok: false, refunds, error: failed.error } : { ok: true, refunds }
}

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
                 and (case when p.amendment_id is not null then r.amendment_id = p.amendment_id
                           when p.order_id is not null
                           then r.order_id = p.order_id and r.amendment_id is null
                           -- a balance charge (decision 075): its refunds name neither
                           else r.order_id is null and r.amendment_id is null and r.booking_id = p.booking_id
                      end)), 0)::int as left_cents
          from payments p
         where p.kind = ${PaymentKind.charge} and p.status = ${PaymentStatus.succeeded}
           and ((p.amendment_id is null and p.order_id = (select order_id from bookings where id = ${bookingId}))
                or p.amendment_id in (select id from amendments where booking_id = ${bookingId})
                or (p.order_id is null and p.amendment_id is null and p.booking_id = ${bookingId}))
         order by p.order_id nulls last, p.amendment_id nulls first, p.id`,
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
