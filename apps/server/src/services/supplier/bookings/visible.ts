/**
 * SQL pieces the supplier's booking views share: which bookings a supplier sees (its own, paid,
 * not deleted) and the response deadline of an on-request booking (decision 043), computed in
 * SQL so the list, the badge and the deadline job agree to the second.
 */
import { sql } from 'drizzle-orm'
import { OrderStatus } from '@serendib/db/schema/orders'
import { BookingStatus } from '@serendib/domain/booking-status'
import { RESPONSE_BEFORE_START_HOURS, RESPONSE_WINDOW_HOURS } from '@serendib/domain/supplier-bookings'

/**
 * `from bookings b join activities a left join orders o` is assumed. A reseller's booking is paid
 * on account (no card payment, decision 045): it counts once the reseller has confirmed it, so
 * the supplier sees it in the inbox, manifest and check-in like a paid site booking.
 */
export const paidBooking = sql`b.deleted_at is null
  and (b.payment_amount_cents > 0 or o.status = ${OrderStatus.paid}
       or exists (select 1 from octo_bookings ob
                   where ob.booking_id = b.id and ob.reseller_confirmed_at is not null))`

/** The start as an instant: the day in Colombo at the fixed start or pick-up time. */
export const startInstant = sql`((b.start_date + coalesce(b.start_time, b.pickup_time, time '00:00'))
  at time zone 'Asia/Colombo')`

export const responseDeadlineSql = sql`least(
  coalesce(o.paid_at, b.created_at) + make_interval(hours => ${RESPONSE_WINDOW_HOURS}),
  ${startInstant} - make_interval(hours => ${RESPONSE_BEFORE_START_HOURS}))`

export const awaitingDecision = sql`b.status = ${BookingStatus.pending}`
