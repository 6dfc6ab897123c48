/**
 * A supplier's earnings by travel month (decision 044): each paid booking's gross (everything
 * paid in), refunds, and the commission and net of what was kept, at the supplier's rate. The
 * money columns are read like the admin's booking money (decision 027); the split is the
 * domain's, so the portal, the CSV and any payout statement agree to the cent.
 */
import { sql } from 'drizzle-orm'
import { queryRows, type DbOrTx } from '@serendib/db/client'
import type {
  Earnings,
  EarningsBooking,
  EarningsMonth,
  EarningsMonthState,
} from '@serendib/domain/api/supplier-earnings'
import { todayInColombo } from '@serendib/domain/dates'
import { bookingEarnings } from '@serendib/domain/earnings'
import { refreshPayoutStatements } from '../../payouts/refresh-statements.ts'
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

/** `month` (yyyy-MM) moved by `by` months. */
function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number]
  const d = new Date(Date.UTC(y, m - 1 + by, 1))
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`
}

/** Every month from `last` back to `first` (yyyy-MM), newest first. */
function monthsBetween(first: string, last: string): string[] {
  const months: string[] = []
  for (let m = last; m >= first; m = shiftMonth(m, -1)) months.push(m)
  return months
}

/** Upcoming months shown even without bookings, so a new supplier sees where sales will land. */
const UPCOMING_MONTHS = 6
/** The furthest ahead the months reach (a booking further out still counts in the totals). */
const FURTHEST_MONTHS = 24

interface StatementRow extends Record<string, unknown> {
  month: string
  net_cents: number
  paid: boolean
}

/**
 * `defaultBps`: the configured rate (DEFAULT_COMMISSION_BPS) for a supplier without its own.
 * Refreshes the supplier's payout statements first (as their list does), so a month's state and
 * the payable and paid totals are the statements' own figures.
 */
export async function supplierEarnings(
  db: DbOrTx,
  supplierId: number,
  defaultBps: number,
  month?: string,
  today: string = todayInColombo(),
): Promise<Earnings> {
  const current = today.slice(0, 7)
  const chosen = month ?? current
  await refreshPayoutStatements(db, defaultBps, { supplierId, today })
  const [rate] = await queryRows<{ bps: number | null }>(
    db,
    sql`select commission_bps as bps from supplier_profiles where user_id = ${supplierId}`,
  )
  const bps = rate?.bps ?? defaultBps
  const yearAgo = shiftMonth(current, -11)
  const oldest = chosen < yearAgo ? chosen : yearAgo
  const [rows, statements] = await Promise.all([
    queryRows<Row>(
      db,
      sql`select b.id, b.booking_reference, b.status, b.start_date::text as start_date,
                 to_char(b.start_date, 'YYYY-MM') as month, a.title as tour, b.channel,
                 ${paidInSql} as paid_in, ${refundedSql} as refunded
            from bookings b join activities a on a.id = b.activity_id left join orders o on o.id = b.order_id
           where b.supplier_user_id = ${supplierId} and ${paidBooking}
             and b.start_date >= ${`${oldest}-01`}::date
           order by b.start_date, b.id`,
    ),
    queryRows<StatementRow>(
      db,
      sql`select month, net_cents, paid_at is not null as paid
            from payout_statements where supplier_user_id = ${supplierId}`,
    ),
  ])
  const statementOf = new Map(statements.map((s) => [s.month, s]))
  const lastBooked = rows.reduce((last, r) => (r.month > last ? r.month : last), current)
  const furthest = shiftMonth(current, FURTHEST_MONTHS)
  let newest = shiftMonth(current, UPCOMING_MONTHS)
  if (lastBooked > newest) newest = lastBooked < furthest ? lastBooked : furthest
  if (chosen > newest) newest = chosen
  const byMonth = new Map<string, EarningsMonth>(
    monthsBetween(yearAgo, newest).map((m) => [
      m,
      {
        month: m,
        bookings: 0,
        state: 'none',
        gross_cents: 0,
        commission_cents: 0,
        refunds_cents: 0,
        net_cents: 0,
      },
    ]),
  )
  const bookings: EarningsBooking[] = []
  const totals = { booked_bookings: 0, booked_cents: 0, payable_cents: 0, paid_cents: 0 }
  for (const s of statements) {
    if (s.paid) totals.paid_cents += s.net_cents
    else totals.payable_cents += s.net_cents
  }
  for (const r of rows) {
    const e = bookingEarnings(r.paid_in, Math.min(r.refunded, r.paid_in), bps)
    if (!statementOf.has(r.month)) {
      totals.booked_bookings++
      totals.booked_cents += e.net_cents
    }
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
  for (const m of byMonth.values()) m.state = monthState(m, current, statementOf.get(m.month))
  return {
    commission_bps: bps,
    month: chosen,
    months: [...byMonth.values()],
    totals,
    bookings,
    channels: byChannel(bookings),
  }
}

function monthState(m: EarningsMonth, current: string, statement?: StatementRow): EarningsMonthState {
  if (statement) return statement.paid ? 'paid' : 'payable'
  if (m.month > current) return 'upcoming'
  return m.bookings > 0 || m.month === current ? 'not_yet_payable' : 'none'
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
