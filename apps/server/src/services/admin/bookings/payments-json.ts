/** Payment rows as the console shows them, with a refund's reason from its request event. */
import { sql } from 'drizzle-orm'
import { queryRows, type DbOrTx } from '@serendib/db/client'
import { PaymentKind } from '@serendib/db/schema/payments'
import type { AdminPayment } from '@serendib/domain/api/admin-bookings'

export interface PaymentRow extends Record<string, unknown> {
  id: number
  kind: number
  status: number
  provider: string
  provider_reference: string | null
  amount_cents: number
  booking_id: number | null
  amendment_id: number | null
  reason: string | null
  failure_reason: string | null
  created_at: Date | string
  completed_at: Date | string | null
}

const statusNames = ['pending', 'succeeded', 'failed', 'canceled'] as const
const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString())

export function paymentJson(p: PaymentRow): AdminPayment {
  return {
    id: p.id,
    kind: p.kind === PaymentKind.refund ? 'refund' : 'charge',
    status: statusNames[p.status] ?? 'pending',
    provider: p.provider,
    provider_reference: p.provider_reference,
    amount_cents: p.amount_cents,
    booking_id: p.booking_id,
    amendment_id: p.amendment_id,
    reason: p.reason,
    failure_reason: p.failure_reason,
    created_at: iso(p.created_at)!,
    completed_at: iso(p.completed_at),
  }
}

export const paymentColumns = sql`p.id, p.kind, p.status, p.provider, p.provider_reference, p.amount_cents,
  p.booking_id, p.amendment_id, p.failure_reason, p.created_at, p.completed_at,
  (select e.payload->>'reason' from payment_events e
    where e.payment_id = p.id and e.event_type = 'refund_requested' limit 1) as reason`

/** The booking's money movements: its order's charge, its amendments' and balance's charges (decision 075), its refunds. */
export async function bookingPayments(db: DbOrTx, bookingId: number): Promise<AdminPayment[]> {
  const rows = await queryRows<PaymentRow>(
    db,
    sql`select ${paymentColumns} from payments p
         where (p.kind = ${PaymentKind.charge} and p.amendment_id is null
                and p.order_id = (select order_id from bookings where id = ${bookingId}))
            or (p.kind = ${PaymentKind.charge} and p.amendment_id in (select id from amendments where booking_id = ${bookingId}))
            or (p.kind = ${PaymentKind.charge} and p.order_id is null and p.amendment_id is null and p.booking_id = ${bookingId})
            or (p.kind = ${PaymentKind.refund} and p.booking_id = ${bookingId})
         order by p.created_at, p.id`,
  )
  return rows.map(paymentJson)
}
