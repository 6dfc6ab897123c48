/**
 * What a booking was paid and what is left to refund (decision 027). `payment_amount_cents` is
 * net of amendment price drops (decision 014 lowers it by the refund), so those refunds are
 * added back to get what was paid in; every refund pending or sent counts against it, a failed
 * one does not (that money never went back).
 */
import { sql } from 'drizzle-orm'
import { queryRows, type DbOrTx } from '@serendib/db/client'
import { PaymentKind, PaymentStatus } from '@serendib/db/schema/payments'
import { AmendmentStatus } from '@serendib/domain/amendments'
import type { BookingMoney } from '@serendib/domain/api/admin-bookings'

export async function bookingMoney(db: DbOrTx, bookingId: number): Promise<BookingMoney> {
  const [row] = await queryRows<{ paid_in: number; refunded: number }>(
    db,
    sql`select (b.payment_amount_cents + coalesce((
                  select sum(-a.balance_amount_cents) from amendments a
                   where a.booking_id = b.id and a.status = ${AmendmentStatus.accepted}
                     and a.balance_amount_cents < 0), 0))::int as paid_in,
               coalesce((select sum(p.amount_cents) from payments p
                   where p.booking_id = b.id and p.kind = ${PaymentKind.refund}
                     and p.status in (${PaymentStatus.pending}, ${PaymentStatus.succeeded})), 0)::int as refunded
          from bookings b where b.id = ${bookingId}`,
  )
  const paidIn = row?.paid_in ?? 0
  const refunded = row?.refunded ?? 0
  return { paid_in_cents: paidIn, refunded_cents: refunded, refundable_cents: Math.max(0, paidIn - refunded) }
}

/** Cents of a charge not yet given back (refunds pending or sent that name it). */
export async function chargeLeftCents(db: DbOrTx, chargeId: number): Promise<number> {
  const [row] = await queryRows<{ left: number }>(
    db,
    sql`select (c.amount_cents - coalesce((
              select sum(r.amount_cents) from payments r
                join payment_events e on e.payment_id = r.id and e.event_type = 'refund_requested'
               where r.kind = ${PaymentKind.refund}
                 and r.status in (${PaymentStatus.pending}, ${PaymentStatus.succeeded})
                 and (e.payload->>'charge_id')::int = c.id), 0))::int as left
          from payments c where c.id = ${chargeId} and c.kind = ${PaymentKind.charge}`,
  )
  return row?.left ?? 0
}
