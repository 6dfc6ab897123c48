/** The supplier's bookings inbox: its own paid bookings, filtered, paged, by travel date. */
import { sql, type SQL } from 'drizzle-orm'
import { queryRows, type DbOrTx } from '@serendib/db/client'
import type {
  SupplierBookingRow,
  SupplierBookingsPage,
  SupplierBookingsQuery,
} from '@serendib/domain/api/supplier-bookings'
import { SITE_CHANNEL, SUPPLIER_BOOKINGS_PAGE_SIZE } from '@serendib/domain/supplier-bookings'
import { containsPattern, pageOf, pageWindow } from '../../admin/paging.ts'
import { awaitingDecision, paidBooking, responseDeadlineSql } from './visible.ts'

export interface RowSql extends Record<string, unknown> {
  id: number
  booking_reference: string
  status: number
  start_date: string
  start_time: string | null
  activity_id: number
  title: string
  lead_traveller: string
  pax: number
  booking_amount_cents: number
  awaiting: boolean
  deadline: Date | string | null
  created_at: Date | string
  channel: string | null
}

const iso = (v: Date | string) => new Date(v).toISOString()

export const rowColumns = sql`b.id, b.booking_reference, b.status, b.start_date::text as start_date,
  to_char(coalesce(b.start_time, b.pickup_time), 'HH24:MI') as start_time, b.activity_id, a.title,
  coalesce((select t.first_name || ' ' || t.last_name from booking_travellers t
             where t.booking_id = b.id order by t.lead_traveller desc, t.sort_order, t.id limit 1),
           b.contact_firstname || ' ' || b.contact_lastname) as lead_traveller,
  (b.num_adults + b.num_children + b.num_infants)::int as pax, b.booking_amount_cents,
  (${awaitingDecision}) as awaiting,
  case when ${awaitingDecision} then ${responseDeadlineSql} end as deadline, b.created_at, b.channel`

export const rowFrom = sql`from bookings b join activities a on a.id = b.activity_id
  left join orders o on o.id = b.order_id`

export function rowJson(r: RowSql): SupplierBookingRow {
  return {
    id: r.id,
    booking_reference: r.booking_reference,
    status: r.status,
    start_date: r.start_date,
    start_time: r.start_time,
    tour: { id: r.activity_id, title: r.title },
    lead_traveller: r.lead_traveller.trim(),
    pax: r.pax,
    booking_amount_cents: r.booking_amount_cents,
    awaiting_decision: r.awaiting,
    response_deadline: r.deadline ? iso(r.deadline) : null,
    created_at: iso(r.created_at),
    channel: r.channel,
  }
}

function filters(supplierId: number, q: SupplierBookingsQuery): SQL {
  const parts: SQL[] = [sql`b.supplier_user_id = ${supplierId}`, paidBooking]
  if (q.status !== undefined) parts.push(sql`b.status = ${q.status}`)
  if (q.tour) parts.push(sql`b.activity_id = ${q.tour}`)
  if (q.from) parts.push(sql`b.start_date >= ${q.from}::date`)
  if (q.to) parts.push(sql`b.start_date <= ${q.to}::date`)
  if (q.channel)
    parts.push(q.channel === SITE_CHANNEL ? sql`b.channel is null` : sql`b.channel = ${q.channel}`)
  if (q.q) {
    const p = containsPattern(q.q)
    parts.push(sql`(b.booking_reference ilike ${p} or (b.contact_firstname || ' ' || b.contact_lastname) ilike ${p}
      or exists (select 1 from booking_travellers t where t.booking_id = b.id and t.lead_traveller
                  and (t.first_name || ' ' || t.last_name) ilike ${p}))`)
  }
  return sql.join(parts, sql` and `)
}

export async function listSupplierBookings(
  db: DbOrTx,
  supplierId: number,
  q: SupplierBookingsQuery,
): Promise<SupplierBookingsPage> {
  const where = filters(supplierId, q)
  const { limit, offset } = pageWindow(q.page, SUPPLIER_BOOKINGS_PAGE_SIZE)
  const order = q.sort === 'desc' ? sql`desc` : sql`asc`
  const [rows, [total], [badge], tours, channels] = await Promise.all([
    queryRows<RowSql>(
      db,
      sql`select ${rowColumns} ${rowFrom} where ${where}
           order by b.start_date ${order}, coalesce(b.start_time, b.pickup_time) ${order} nulls last, b.id
           limit ${limit} offset ${offset}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n ${rowFrom} where ${where}`),
    queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n ${rowFrom}
           where b.supplier_user_id = ${supplierId} and ${paidBooking} and ${awaitingDecision}`,
    ),
    queryRows<{ id: number; title: string }>(
      db,
      sql`select id, title from activities where supplier_user_id = ${supplierId} order by title, id`,
    ),
    queryRows<{ channel: string }>(
      db,
      sql`select distinct b.channel ${rowFrom}
           where b.supplier_user_id = ${supplierId} and b.channel is not null and ${paidBooking}
           order by b.channel`,
    ),
  ])
  return {
    ...pageOf(rows.map(rowJson), total?.n ?? 0, q.page, SUPPLIER_BOOKINGS_PAGE_SIZE),
    awaiting_decision: badge?.n ?? 0,
    tours,
    channels: channels.map((c) => c.channel),
  }
}
