/**
 * The dashboard's operations summary: requests awaiting an answer (soonest deadline first),
 * today's and tomorrow's departures with pax, and the supplier's cancellation rate (bookings it
 * canceled itself over its paid bookings), which travellers' trust depends on.
 */
import { sql } from 'drizzle-orm'
import { queryRows, type DbOrTx } from '@serendib/db/client'
import type { OperationsSummary } from '@serendib/domain/api/supplier-operations'
import { BookingStatus } from '@serendib/domain/booking-status'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import { awaitingDecision, paidBooking, responseDeadlineSql } from './visible.ts'

const from = sql`from bookings b join activities a on a.id = b.activity_id left join orders o on o.id = b.order_id`

export async function operationsSummary(db: DbOrTx, supplierId: number): Promise<OperationsSummary> {
  const mine = sql`b.supplier_user_id = ${supplierId} and ${paidBooking}`
  const today = todayInColombo()
  const tomorrow = addDays(today, 1)
  const [awaiting, days, [rate]] = await Promise.all([
    queryRows<{
      id: number
      booking_reference: string
      tour: string
      start_date: string
      deadline: Date | string
    }>(
      db,
      sql`select b.id, b.booking_reference, a.title as tour, b.start_date::text as start_date,
                 ${responseDeadlineSql} as deadline
            ${from} where ${mine} and ${awaitingDecision} order by deadline, b.id limit 20`,
    ),
    queryRows<{ day: string; bookings: number; pax: number }>(
      db,
      sql`select b.start_date::text as day, count(*)::int as bookings,
                 sum(b.num_adults + b.num_children + b.num_infants)::int as pax
            ${from} where ${mine} and b.start_date in (${today}::date, ${tomorrow}::date)
             and b.status = ${BookingStatus.confirmed}
           group by b.start_date`,
    ),
    queryRows<{ total: number; canceled: number }>(
      db,
      sql`select count(*)::int as total,
                 count(*) filter (where exists (select 1 from booking_status_changes c where c.booking_id = b.id
                   and c.action = 'cancel' and c.actor_role = 'supplier'))::int as canceled
            ${from} where ${mine}`,
    ),
  ])
  const day = (date: string) => {
    const row = days.find((d) => d.day === date)
    return { date, bookings: row?.bookings ?? 0, pax: row?.pax ?? 0 }
  }
  return {
    awaiting: awaiting.map((r) => ({
      id: r.id,
      booking_reference: r.booking_reference,
      tour: r.tour,
      start_date: r.start_date,
      response_deadline: new Date(r.deadline).toISOString(),
    })),
    today: day(today),
    tomorrow: day(tomorrow),
    cancellation_rate: rate && rate.total > 0 ? Math.round((rate.canceled / rate.total) * 1000) / 10 : null,
  }
}
