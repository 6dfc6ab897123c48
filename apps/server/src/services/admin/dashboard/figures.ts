/**
 * The month's figures and 90 days of them, by calendar day in Asia/Colombo (decision 005):
 * bookings paid, money in (succeeded charges), money out (succeeded refunds), cancellations.
 */
import { sql } from 'drizzle-orm'
import { queryRows, type DbOrTx } from '@serendib/db/client'
import { PaymentKind, PaymentStatus } from '@serendib/db/schema/payments'
import type { Dashboard } from '@serendib/domain/api/admin-dashboard'
import { BookingStatus } from '@serendib/domain/booking-status'
import { addDays, todayInColombo } from '@serendib/domain/dates'

const colomboDay = (column: string) => sql.raw(`(${column} at time zone 'Asia/Colombo')::date`)

export async function dashboardFigures(
  db: DbOrTx,
  today = todayInColombo(),
): Promise<Pick<Dashboard, 'month' | 'days'>> {
  const first = addDays(today, -89)
  const monthStart = `${today.slice(0, 7)}-01`
  const since = first < monthStart ? first : monthStart
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
      commission_cents: null,
      refunds_cents: sum('refunds'),
      cancellations: sum('cancellations'),
    },
    days: rows
      .filter((r) => r.day >= first)
      .map((r) => ({ day: r.day, bookings: r.bookings, gross_cents: r.gross, refunds_cents: r.refunds })),
  }
}
