/**
 * Attendance of the supplier's bookings (decision 049): as one booking's detail shows it, and the
 * check-in page's list of bookings that started in the last 24 h (the no-show window).
 */
import { sql } from 'drizzle-orm'
import { queryRows, type DbOrTx } from '@serendib/db/client'
import type { Attendance, RecentStart } from '@serendib/domain/api/vouchers'
import { canReportNoShow, NO_SHOW_WINDOW_HOURS } from '@serendib/domain/attendance'
import { BookingStatus } from '@serendib/domain/booking-status'
import { paidBooking, startInstant } from '../bookings/visible.ts'

type Stamp = Date | string | null

/** The columns `attendanceJson` reads (bookings as `b`, orders as `o`). */
export const attendanceColumns = sql`b.checked_in_at, b.no_show_at, ${startInstant} as starts_at`

export function attendanceJson(
  r: { status: number; checked_in_at: Stamp; no_show_at: Stamp; starts_at: Date | string },
  now = new Date(),
): Attendance {
  const startsAt = new Date(r.starts_at)
  return {
    starts_at: startsAt.toISOString(),
    checked_in_at: r.checked_in_at ? new Date(r.checked_in_at).toISOString() : null,
    no_show_at: r.no_show_at ? new Date(r.no_show_at).toISOString() : null,
    can_report_no_show: canReportNoShow({
      status: r.status,
      checkedInAt: r.checked_in_at,
      noShowAt: r.no_show_at,
      startsAt,
      now,
    }),
  }
}

export async function recentStarts(db: DbOrTx, supplierId: number, now = new Date()): Promise<RecentStart[]> {
  const rows = await queryRows<{
    id: number
    booking_reference: string
    status: number
    title: string
    start_date: string
    start_time: string | null
    lead_traveller: string
    pax: number
    checked_in_at: Stamp
    no_show_at: Stamp
    starts_at: Date | string
  }>(
    db,
    sql`select b.id, b.booking_reference, b.status, a.title, b.start_date::text as start_date,
               to_char(coalesce(b.start_time, b.pickup_time), 'HH24:MI') as start_time,
               trim(b.contact_firstname || ' ' || b.contact_lastname) as lead_traveller,
               (b.num_adults + b.num_children + b.num_infants)::int as pax, ${attendanceColumns}
          from bookings b join activities a on a.id = b.activity_id left join orders o on o.id = b.order_id
         where b.supplier_user_id = ${supplierId} and ${paidBooking}
           and b.status in (${BookingStatus.confirmed}, ${BookingStatus.completed})
           and b.start_date between ${now.toISOString()}::timestamptz::date - 2 and ${now.toISOString()}::timestamptz::date + 1
           and ${startInstant} <= ${now.toISOString()}::timestamptz
           and ${startInstant} > ${now.toISOString()}::timestamptz - make_interval(hours => ${NO_SHOW_WINDOW_HOURS})
         order by ${startInstant} desc, b.id`,
  )
  return rows.map((r) => ({
    id: r.id,
    booking_reference: r.booking_reference,
    tour: r.title,
    start_date: r.start_date,
    start_time: r.start_time,
    lead_traveller: r.lead_traveller,
    pax: r.pax,
    attendance: attendanceJson(r, now),
  }))
}
