/**
 * A booking's money as earnings read it (decision 044): everything paid in (the payment plus
 * accepted amendments that asked for more) and what went back. Shared by the earnings page and
 * the payout statements, so both agree to the cent. `b` is the booking.
 */
import { sql } from 'drizzle-orm'
import { PaymentKind, PaymentStatus } from '@serendib/db/schema/payments'
import { AmendmentStatus } from '@serendib/domain/amendments'
import { ENDED_STATUSES } from '@serendib/domain/booking-status'

/**
 * A reseller's booking is paid on account (decision 045): no card payment and no order, the
 * reseller owes its amount once confirmed, and nothing once it is cancelled or rejected.
 */
const onAccountSql = sql`(b.channel is not null and b.order_id is null)`

export const paidInSql = sql`(case when ${onAccountSql} then b.booking_amount_cents
   else b.payment_amount_cents + coalesce((select sum(-am.balance_amount_cents) from amendments am
   where am.booking_id = b.id and am.status = ${AmendmentStatus.accepted}
     and am.balance_amount_cents < 0), 0) end)::int`

export const refundedSql = sql`(case when ${onAccountSql}
   then case when b.status in (${sql.join(
     ENDED_STATUSES.map((s) => sql`${s}`),
     sql`, `,
   )}) then b.booking_amount_cents else 0 end
   else coalesce((select sum(p.amount_cents) from payments p where p.booking_id = b.id
   and p.kind = ${PaymentKind.refund}
   and p.status in (${PaymentStatus.pending}, ${PaymentStatus.succeeded})), 0) end)::int`
