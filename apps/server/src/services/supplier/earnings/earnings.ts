/**
 * A supplier's earnings by travel month (decision 044): each paid booking's gross (everything
 * paid in), refunds, and the commission and net of what was kept, at the supplier's rate. The
 * money columns are read like the admin's booking money (decision 027); the split is the
 * domain's, so the portal, the CSV and any payout statement agree to the cent.
 */
import { sql } from 'drizzle-orm'
import { queryRows, type DbOrTx } from '@serendib/db/client'
import type { Earnings, EarningsBooking, EarningsMonth } from '@serendib/domain/api/supplier-earnings'
import { todayInColombo } from '@serendib/domain/dates'
import { bookingEarnings } from '@serendib/domain/earnings'
import { paidBooking } from '../bookings/visible.ts'
import { paidInSql, refundedSql } from './booking-money-sql.ts'

interface Row extends Record<string, unknown> {
  id: number
  booking_reference: string
  status: number
  start_date: string
  month: string
  tour: string
  channel: string | null
  paid_in: number
  refunded: number
}

/** The 12 months ending with `last` (yyyy-MM), newest first. */
function lastMonths(last: string): string[] {
  const [y, m] = last.split('-').map(Number) as [number, number]
  return Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 - i, 1))
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`
  })
}

/** `defaultBps`: the configured rate (DEFAULT_COMMISSION_BPS) for a supplier without its own. */
export async function supplierEarnings(
  db: DbOrTx,
  supplierId: number,
  defaultBps: number,
  month?: string,
): Promise<Earnings> {
  const current = todayInColombo().slice(0, 7)
  const chosen = month ?? current
  const months = lastMonths(chosen > current ? chosen : current)
  const [rate] = await queryRows<{ bps: number | null }>(
    db,
    sql`select commission_bps as bps from supplier_profiles where user_id = ${supplierId}`,
  )
  const bps = rate?.bps ?? defaultBps
  const oldest = months.at(-1)! < chosen ? months.at(-1)! : chosen
  const rows = await queryRows<Row>(
    db,
    sql`select b.id, b.booking_reference, b.status, b.start_date::text as start_date,
               to_char(b.start_date, 'YYYY-MM') as month, a.title as tour, b.channel,
               ${paidInSql} as paid_in, ${refundedSql} as refunded
          from bookings b join activities a on a.id = b.activity_id left join orders o on o.id = b.order_id
         where b.supplier_user_id = ${supplierId} and ${paidBooking}
           and b.start_date >= ${`${oldest}-01`}::date
         order by b.start_date, b.id`,
  )
  const byMonth = new Map<string, EarningsMonth>(
    months.map((m) => [
      m,
      { month: m, bookings: 0, gross_cents: 0, commission_cents: 0, refunds_cents: 0, net_cents: 0 },
    ]),
  )
  const bookings: EarningsBooking[] = []
  for (const r of rows) {
    const e = bookingEarnings(r.paid_in, Math.min(r.refunded, r.paid_in), bps)
    const sum = byMonth.get(r.month)
    if (sum) {
      sum.bookings++
      sum.gross_cents += e.gross_cents
      sum.commission_cents += e.commission_cents
      sum.refunds_cents += e.refunds_cents
      sum.net_cents += e.net_cents
    }
    if (r.month === chosen)
      bookings.push({
        id: r.id,
        booking_reference: r.booking_reference,
        status: r.status,
        start_date: r.start_date,
        tour: r.tour,
        channel: r.channel,
        gross_cents: e.gross_cents,
        commission_cents: e.commission_cents,
        refunds_cents: e.refunds_cents,
        net_cents: e.net_cents,
      })
  }
  return {
    commission_bps: bps,
    month: chosen,
    months: [...byMonth.values()],
    bookings,
    channels: byChannel(bookings),
  }
}

/** The month's bookings summed per channel (decision 045: earnings show who sold them). */
function byChannel(bookings: EarningsBooking[]): Earnings['channels'] {
  const sums = new Map<string | null, Earnings['channels'][number]>()
  for (const b of bookings) {
    const sum = sums.get(b.channel) ?? {
      channel: b.channel,
      bookings: 0,
      gross_cents: 0,
      commission_cents: 0,
      refunds_cents: 0,
      net_cents: 0,
    }
    sum.bookings++
    sum.gross_cents += b.gross_cents
    sum.commission_cents += b.commission_cents
    sum.refunds_cents += b.refunds_cents
    sum.net_cents += b.net_cents
    sums.set(b.channel, sum)
  }
  return [...sums.values()].sort((a, b) => b.gross_cents - a.gross_cents)
}
