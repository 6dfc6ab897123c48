/**
 * Seats on availability_days (architecture brief, Availability): checkout holds them, expiry,
 * cancellation and amendments give them back. Both run inside the caller's transaction so the
 * seat count changes together with the booking it belongs to.
 */
import { sql } from 'drizzle-orm'
import { queryRows, type Tx } from '@serendib/db/client'
import { recordAvailabilityChange } from '../octo/webhook-outbox.ts'

/**
 * Holds n seats for the tour's day: one guarded upsert, so concurrent holds of the last seat
 * serialise on the row and exactly one wins. With a start time the start's own row is held next
 * the same way (day first, then start: one lock order, no deadlock; decision 035). Returns false,
 * holding nothing, when they do not fit.
 */
export async function holdSeats(
  tx: Tx,
  activityId: number,
  day: string,
  seats: number,
  startTimeId: number | null = null,
): Promise<boolean> {
  if (seats <= 0) return true
  if (!(await holdDaySeats(tx, activityId, day, seats))) return false
  if (startTimeId === null || (await holdSlotSeats(tx, activityId, day, seats, startTimeId))) {
    // Resellers' availability_update webhooks (decision 061), sent after this commits.
    await recordAvailabilityChange(tx, activityId, day)
    return true
  }
  // Nothing held on refusal, even for a caller that does not roll back: give the day's back.
  await tx.execute(
    sql`update availability_days set booked_pax = booked_pax - ${seats}
         where activity_id = ${activityId} and day = ${day}::date`,
  )
  return false
}

/**
 * The start's row: refused when the start is closed that day, is not this tour's, or the start's
 * capacity would be exceeded.
 */
async function holdSlotSeats(tx: Tx, activityId: number, day: string, seats: number, startTimeId: number) {
  const rows = await queryRows<{ booked_pax: number }>(
    tx,
    sql`
      with start as (select capacity from activity_start_times where id = ${startTimeId} and activity_id = ${activityId})
      insert into availability_slots (activity_id, day, start_time_id, booked_pax)
      select ${activityId}, ${day}::date, ${startTimeId}, ${seats}
       where exists (select 1 from start)
         and ((select capacity from start) is null or ${seats} <= (select capacity from start))
      on conflict (activity_id, day, start_time_id) do update
         set booked_pax = availability_slots.booked_pax + excluded.booked_pax
       where not availability_slots.closed
         and ((select capacity from start) is null
              or availability_slots.booked_pax + excluded.booked_pax <= (select capacity from start))
      returning booked_pax`,
  )
  return rows.length === 1
}

async function holdDaySeats(tx: Tx, activityId: number, day: string, seats: number): Promise<boolean> {
  const rows = await queryRows<{ booked_pax: number }>(
    tx,
    sql`
      with tour as (select daily_capacity from activities where id = ${activityId})
      insert into availability_days (activity_id, day, booked_pax)
      select ${activityId}, ${day}::date, ${seats}
       where (select daily_capacity from tour) is null or ${seats} <= (select daily_capacity from tour)
      on conflict (activity_id, day) do update
         set booked_pax = availability_days.booked_pax + excluded.booked_pax
       where coalesce(availability_days.capacity, (select daily_capacity from tour)) is null
          or availability_days.booked_pax + excluded.booked_pax
             <= coalesce(availability_days.capacity, (select daily_capacity from tour))
      returning booked_pax`,
  )
  return rows.length === 1
}

/**
 * Gives back up to n seats of the tour's day and returns how many were given back. Never below
 * zero: bookings written without a hold (imported, demo) have no seats to return.
 */
export async function releaseSeats(
  tx: Tx,
  activityId: number,
  day: string,
  seats: number,
  startTimeId: number | null = null,
): Promise<number> {
  if (seats <= 0) return 0
  // Day first, then start: holdSeats' lock order, so a release and a hold never deadlock.
  const rows = await queryRows<{ released: number }>(
    tx,
    sql`
      with day_row as (
        select booked_pax from availability_days
         where activity_id = ${activityId} and day = ${day}::date for update)
      update availability_days d set booked_pax = greatest(d.booked_pax - ${seats}, 0)
        from day_row
       where d.activity_id = ${activityId} and d.day = ${day}::date
      returning (day_row.booked_pax - d.booked_pax)::int as released`,
  )
  if (startTimeId !== null) {
    await tx.execute(
      sql`update availability_slots set booked_pax = greatest(booked_pax - ${seats}, 0)
           where activity_id = ${activityId} and day = ${day}::date and start_time_id = ${startTimeId}`,
    )
  }
  await recordAvailabilityChange(tx, activityId, day)
  return rows[0]?.released ?? 0
}

/**
 * Puts back seats this transaction released (unguarded: they were this booking's a moment ago),
 * e.g. after pricing an amendment without counting the booking's own travellers.
 */
export async function restoreSeats(
  tx: Tx,
  activityId: number,
  day: string,
  seats: number,
  startTimeId: number | null = null,
): Promise<void> {
  if (seats <= 0) return
  await tx.execute(
    sql`update availability_days set booked_pax = booked_pax + ${seats}
         where activity_id = ${activityId} and day = ${day}::date`,
  )
  if (startTimeId !== null) {
    await tx.execute(
      sql`update availability_slots set booked_pax = booked_pax + ${seats}
           where activity_id = ${activityId} and day = ${day}::date and start_time_id = ${startTimeId}`,
    )
  }
  await recordAvailabilityChange(tx, activityId, day)
}
