/**
 * A booking's pick-up time as every server view reads it (decision 058): a query selects the
 * booking's start, its own pick-up time and its point's timing with these fragments, and
 * `bookingPickupTime` asks domain/pickup-times.ts, the one rule the web uses too.
 *
 *   sql`select …, ${pickupTimingColumns} from bookings b … ${pickupPointJoin} where …`
 */
import { sql } from 'drizzle-orm'
import { pickupTimeFor } from '@serendib/domain/pickup-times'

/** Joins the booking's pick-up point of its tour as `pl` (bookings as `b`). */
export const pickupPointJoin = sql`left join activity_pickup_locations pl
  on pl.activity_id = b.activity_id and pl.location_id = b.location_id`

/** What the pick-up time is computed from, under names no view uses for its own columns. */
export const pickupTimingColumns = sql`to_char(b.start_time, 'HH24:MI') as timing_start,
  to_char(b.pickup_time, 'HH24:MI') as timing_booked,
  to_char(pl.pickup_time, 'HH24:MI') as timing_point_time,
  pl.minutes_before_start as timing_point_minutes`

export interface PickupTimingRow {
  timing_start: string | null
  timing_booked: string | null
  timing_point_time: string | null
  timing_point_minutes: number | null
}

/** "HH:mm" the travellers are collected, or null while the supplier has not said. */
export function bookingPickupTime(row: PickupTimingRow): string | null {
  return pickupTimeFor(
    { pickup_time: row.timing_point_time, minutes_before_start: row.timing_point_minutes },
    row.timing_start,
    row.timing_booked,
  )
}
