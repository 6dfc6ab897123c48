/**
 * Payout statements are kept in step with the bookings (decision 049): every supplier-month whose
 * travel dates have all passed (the domain's rule) gets a statement with the month's earnings
 * figures; until an admin pays it, a late refund still changes it. Paid statements are never
 * touched again. Runs before each list, as one upsert per statement, so several processes (or
 * an admin paying at the same moment: the row lock) never make two of one month or change a
 * paid one.
 */
import { sql, type SQL } from 'drizzle-orm'
import { queryRows, type DbOrTx } from '@serendib/db/client'
import { todayInColombo } from '@serendib/domain/dates'
import { bookingEarnings } from '@serendib/domain/earnings'
import { isMonthPayable } from '@serendib/domain/payouts'
import { paidBooking } from '../supplier/bookings/visible.ts'
import { paidInSql, refundedSql } from '../supplier/earnings/booking-money-sql.ts'

interface BookingRow extends Record<string, unknown> {
  supplier_id: number
  month: string
  end_date: string
  bps: number | null
  paid_in: number
  refunded: number
}

interface Figures {
  supplierId: number
  month: string
  lastTravelDate: string
  bps: number
  bookings: number
  gross: number
  refunds: number
  commission: number
  net: number
}

/** `defaultBps`: DEFAULT_COMMISSION_BPS; `supplierId` limits the work to one supplier. */
export async function refreshPayoutStatements(
  db: DbOrTx,
  defaultBps: number,
  { supplierId, today = todayInColombo() }: { supplierId?: number; today?: string } = {},
): Promise<{ statements: number }> {
  const firstOfThisMonth = `${today.slice(0, 7)}-01`
  const scope: SQL = supplierId === undefined ? sql`true` : sql`b.supplier_user_id = ${supplierId}`
  // Only months already over and not yet paid: paid months drop out, so the work stays small.
  const rows = await queryRows<BookingRow>(
    db,
    sql`select b.supplier_user_id as supplier_id, to_char(b.start_date, 'YYYY-MM') as month,
               b.end_date::text as end_date, sp.commission_bps as bps,
               ${paidInSql} as paid_in, ${refundedSql} as refunded
          from bookings b left join orders o on o.id = b.order_id
          left join supplier_profiles sp on sp.user_id = b.supplier_user_id
         where ${scope} and ${paidBooking} and b.start_date < ${firstOfThisMonth}::date
           and not exists (select 1 from payout_statements ps
                            where ps.supplier_user_id = b.supplier_user_id
                              and ps.month = to_char(b.start_date, 'YYYY-MM') and ps.paid_at is not null)`,
  )
  const months = new Map<string, Figures>()
  for (const r of rows) {
    const key = `${r.supplier_id}:${r.month}`
    const bps = r.bps ?? defaultBps
    const f = months.get(key) ?? {
      supplierId: r.supplier_id,
      month: r.month,
      lastTravelDate: r.end_date,
      bps,
      bookings: 0,
      gross: 0,
      refunds: 0,
      commission: 0,
      net: 0,
    }
    const e = bookingEarnings(r.paid_in, Math.min(r.refunded, r.paid_in), bps)
    f.bookings++
    f.gross += e.gross_cents
    f.refunds += e.refunds_cents
    f.commission += e.commission_cents
    f.net += e.net_cents
    if (r.end_date > f.lastTravelDate) f.lastTravelDate = r.end_date
    months.set(key, f)
  }
  let statements = 0
  for (const f of months.values()) {
    if (!isMonthPayable(f.month, f.lastTravelDate, today)) continue
    await db.execute(
      sql`insert into payout_statements (supplier_user_id, month, bookings, gross_cents, refunds_cents,
                                         commission_cents, net_cents, commission_bps)
          values (${f.supplierId}, ${f.month}, ${f.bookings}, ${f.gross}, ${f.refunds}, ${f.commission},
                  ${f.net}, ${f.bps})
          on conflict (supplier_user_id, month) do update set
            bookings = excluded.bookings, gross_cents = excluded.gross_cents,
            refunds_cents = excluded.refunds_cents, commission_cents = excluded.commission_cents,
            net_cents = excluded.net_cents, commission_bps = excluded.commission_bps, updated_at = now()
          where payout_statements.paid_at is null`,
    )
    statements++
  }
  return { statements }
}
