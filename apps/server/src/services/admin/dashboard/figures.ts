/**
 * The month's figures and 90 days of them, by calendar day in Asia/Colombo (decision 005):
 * bookings paid, money in (succeeded charges), money out (succeeded refunds), cancellations, and
 * our commission on the month's tours.
 */
import { sql } from 'drizzle-orm'
import { queryRows, type DbOrTx } from '@serendib/db/client'
import { PaymentKind, PaymentStatus } from '@serendib/db/schema/payments'
import type { Dashboard } from '@serendib/domain/api/admin-dashboard'
import { BookingStatus } from '@serendib/domain/booking-status'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import { bookingEarnings } from '@serendib/domain/earnings'
import { paidBooking } from '../../supplier/bookings/visible.ts'
import { paidInSql, refundedSql } from '../../supplier/earnings/booking-money-sql.ts'

const colomboDay = (column: string) => sql.raw(`(${column} at time zone 'Asia/Colombo')::date`)

/**
 * Our commission on the paid bookings travelling in the month, split per booking exactly as the
 * supplier's earnings and payout statements split it (decision 044), at each supplier's rate or
 * `defaultBps` (DEFAULT_COMMISSION_BPS).
 */
async function monthCommission(db: DbOrTx, month: string, defaultBps: number): Promise<number> {
  const rows = await queryRows<{ bps: number | null; paid_in: number; refunded: number }>(
    db,
    sql`select sp.commission_bps as bps, ${paidInSql} as paid_in, ${refundedSql} as refunded
          from bookings b left join orders o on o.id = b.order_id
          left join supplier_profiles sp on sp.user_id = b.supplier_user_id
         where ${paidBooking} and to_char(b.start_date, 'YYYY-MM') = ${month}`,
  )
  return rows.reduce(
    (sum, r) =>
      sum + bookingEarnings(r.paid_in, Math.min(r.refunded, r.paid_in), r.bps ?? defaultBps).commission_cents,
    0,
  )
}

export async function dashboardFigures(
  db: DbOrTx,
  defaultBps: number,
  today = todayInColombo(),
): Promise<Pick<Dashboard, 'month' | 'days'>> {
  const first = addDays(today, -89)
  const monthStart = `${today.slice(0, 7)}-01`
  const since = first < monthStart ? first : monthStart
  const commission = await monthCommission(db, today.slice(0, 7), defaultBps)
  const rows = await queryRows<{
    day: string
    bookings: number
    gross: number
    refunds: number
    cancellations: number
  }>(
    db,
    sql`with days as (select generate_series(${since}::date, ${today}::date, interval '1 day')::date as day),
         paid as (select ${colomboDay('coalesce(o.paid_at, b.created_at)')} as day, count(*)::int as n
                    from bookings b left join orders o on o.id = b.order_id
                   where b.payment_amount_cents > 0 and coalesce(o.paid_at, b.created_at) >= ${since}::date - 1
                   group by 1),
         money as (select ${colomboDay('completed_at')} as day,
                          sum(case when kind = ${PaymentKind.charge} then amount_cents else 0 end)::int as gross,
                          sum(case when kind = ${PaymentKind.refund} then amount_cents else 0 end)::int as refunds
                     from payments where status = ${PaymentStatus.succeeded} and completed_at >= ${since}::date - 1
                    group by 1),
         cancels as (select ${colomboDay('at')} as day, count(*)::int as n from booking_status_changes
                      where to_status = ${BookingStatus.canceled} and at >= ${since}::date - 1 group by 1)
       select d.day::text as day, coalesce(p.n, 0) as bookings, coalesce(m.gross, 0) as gross,
              coalesce(m.refunds, 0) as refunds, coalesce(c.n, 0) as cancellations
         from days d left join paid p on p.day = d.day left join money m on m.day = d.day
         left join cancels c on c.day = d.day order by d.day`,
  )
  const month = rows.filter((r) => r.day >= monthStart)
  const sum = (key: 'bookings' | 'gross' | 'refunds' | 'cancellations') =>
    month.reduce((n, r) => n + r[key], 0)
  return {
    month: {
      month: today.slice(0, 7),
      bookings: sum('bookings'),
      gross_cents: sum('gross'),
      commission_cents: commission,
      default_commission_bps: defaultBps,
      refunds_cents: sum('refunds'),
      cancellations: sum('cancellations'),
    },
    days: rows
      .filter((r) => r.day >= first)
      .map((r) => ({ day: r.day, bookings: r.bookings, gross_cents: r.gross, refunds_cents: r.refunds })),
  }
}
