/**
 * Holds (decision 069): a booking written at checkout or by an OCTO reserve holds its seats until
 * it is paid (or confirmed by its reseller). One that runs out leaves every list (deleted_at) and
 * gives its seats back through the one seat release (seats.ts); a payment that still arrives for
 * an expired order takes them back if they are free (`reviveExpiredOrder`).
 */
import { sql } from 'drizzle-orm'
import { queryRows, type Tx } from '@serendib/db/client'
import { todayInColombo } from '@serendib/domain/dates'
import { releaseSeats } from './seats.ts'

type Released = {
  activity_id: number
  day: string
  start_time_id: number | null
  pax: number
}

/**
 * Expires the live bookings of `orders` (site orders) or `bookingIds` (reseller holds): soft-deleted
 * at `at`, their seats given back. Seats are released in one order (tour, day, start) so two
 * processes expiring at once never wait on each other. Returns how many bookings expired.
 */
export async function expireHeldBookings(
  tx: Tx,
  held: { orderIds?: readonly number[]; bookingIds?: readonly number[] },
  at: Date,
): Promise<number> {
  const orderIds = held.orderIds ?? []
  const bookingIds = held.bookingIds ?? []
  if (orderIds.length === 0 && bookingIds.length === 0) return 0
  const inList = (ids: readonly number[]) =>
    ids.length
      ? sql`(${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql`(null)`
  const released = await queryRows<Released>(
    tx,
    sql`update bookings b set deleted_at = ${at.toISOString()}::timestamptz, updated_at = ${at.toISOString()}::timestamptz
         where b.deleted_at is null and (b.order_id in ${inList(orderIds)} or b.id in ${inList(bookingIds)})
        returning b.activity_id, to_char(b.start_date, 'YYYY-MM-DD') as day, b.start_time_id,
                  (b.num_adults + b.num_children + b.num_infants)::int as pax`,
  )
  released.sort(
    (a, b) =>
      a.activity_id - b.activity_id ||
      a.day.localeCompare(b.day) ||
      (a.start_time_id ?? 0) - (b.start_time_id ?? 0),
  )
  for (const r of released) await releaseSeats(tx, r.activity_id, r.day, r.pax, r.start_time_id)
  return released.length
}

/**
 * After expiry released an order's seats, a payment that still arrives takes them back if every
 * booking's day still has room and has not started; all or nothing. The rows are locked before
 * any is changed, so the check holds until commit.
 */
export async function reviveExpiredOrder(
  tx: Tx,
  orderId: number,
  today = todayInColombo(),
): Promise<boolean> {
  const days = await queryRows<{ activity_id: number; day: string; pax: number; started: boolean }>(
    tx,
    sql`select activity_id, start_date::text as day,
               sum(num_adults + num_children + num_infants)::int as pax,
               bool_or(start_date < ${today}::date) as started
          from bookings where order_id = ${orderId} and deleted_at is not null
         group by activity_id, start_date order by activity_id, start_date`,
  )
  if (days.length === 0 || days.some((d) => d.started)) return false
  for (const d of days) {
    await tx.execute(
      sql`insert into availability_days (activity_id, day) values (${d.activity_id}, ${d.day}::date)
          on conflict do nothing`,
    )
    const [row] = await queryRows<{ booked_pax: number; capacity: number | null }>(
      tx,
      sql`select d.booked_pax, coalesce(d.capacity, a.daily_capacity) as capacity
            from availability_days d join activities a on a.id = d.activity_id
           where d.activity_id = ${d.activity_id} and d.day = ${d.day}::date
           for update of d`,
    )
    if (!row || (row.capacity !== null && row.booked_pax + d.pax > row.capacity)) return false
  }
  const slots = await reviveSlotsFit(tx, orderId)
  if (!slots) return false
  for (const d of slots) {
    await tx.execute(
      sql`update availability_slots set booked_pax = booked_pax + ${d.pax}
           where activity_id = ${d.activity_id} and day = ${d.day}::date and start_time_id = ${d.start_time_id}`,
    )
  }
  for (const d of days) {
    await tx.execute(
      sql`update availability_days set booked_pax = booked_pax + ${d.pax}
           where activity_id = ${d.activity_id} and day = ${d.day}::date`,
    )
  }
  await tx.execute(sql`update bookings set deleted_at = null, updated_at = now() where order_id = ${orderId}`)
  return true
}

/**
 * Bookings of fixed starts (decision 035) need their start's seats back too: the start must
 * still have room and not be closed. Rows are locked; null when any does not fit.
 */
async function reviveSlotsFit(tx: Tx, orderId: number) {
  const slots = await queryRows<{ activity_id: number; day: string; start_time_id: number; pax: number }>(
    tx,
    sql`select activity_id, start_date::text as day, start_time_id,
               sum(num_adults + num_children + num_infants)::int as pax
          from bookings where order_id = ${orderId} and deleted_at is not null and start_time_id is not null
         group by activity_id, start_date, start_time_id order by activity_id, start_date, start_time_id`,
  )
  for (const d of slots) {
    await tx.execute(
      sql`insert into availability_slots (activity_id, day, start_time_id)
          values (${d.activity_id}, ${d.day}::date, ${d.start_time_id}) on conflict do nothing`,
    )
    const [row] = await queryRows<{ booked_pax: number; closed: boolean; capacity: number | null }>(
      tx,
      sql`select s.booked_pax, s.closed, st.capacity
            from availability_slots s join activity_start_times st on st.id = s.start_time_id
           where s.activity_id = ${d.activity_id} and s.day = ${d.day}::date and s.start_time_id = ${d.start_time_id}
           for update of s`,
    )
    if (!row || row.closed || (row.capacity !== null && row.booked_pax + d.pax > row.capacity)) return null
  }
  return slots
}
