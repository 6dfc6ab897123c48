/**
 * A booking's money as earnings read it (decision 044): everything paid in (the payment plus
 * accepted amendments that asked for more) and what went back. Shared by the earnings page and
 * the payout statements, so both agree to the cent. `b` is the booking.
 */
import { sql } from 'drizzle-orm'
import { PaymentKind, PaymentStatus } from '@serendib/db/schema/payments'
import { AmendmentStatus } from '@serendib/domain/amendments'

export const paidInSql = sql`(b.payment_amount_cents + coalesce((select sum(-am.balance_amount_cents) from amendments am
   where am.booking_id = b.id and am.status = ${AmendmentStatus.accepted}
     and am.balance_amount_cents < 0), 0))::int`

export const refundedSql = sql`coalesce((select sum(p.amount_cents) from payments p where p.booking_id = b.id
   and p.kind = ${PaymentKind.refund}
   and p.status in (${PaymentStatus.pending}, ${PaymentStatus.succeeded})), 0)::int`
