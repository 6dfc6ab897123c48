/**
 * "Can a party book this tour on this day?" as one SQL condition, for search's date filter
 * (issue 30 point 5). It is the booking panel's rule (month-availability.ts, which computes it in
 * TypeScript from the same facts) written for a whole listing: a day is open when it is on or after
 * the tour's first bookable day (minBookableDate: today + booking_cutoff_days), not a blackout
 * day, and either the tour has start times and one of them runs that weekday, is not closed, is
 * within the cut-off (withinCutoff: days, or hours before the start) and has places for the
 * party, or it has none and the day is within the cut-off with places for the party (the day's
 * own capacity, else the tour's daily capacity; no limit means always room; partyFits). The test
 * bookable-on-day.test.ts compares it with monthAvailability day by day.
 *
 * Every lookup is by primary key or (activity_id, …) index: blackout (activity_id, day),
 * availability_days (activity_id, day), start times (activity_id, start_time), slots
 * (activity_id, day, start_time_id). A listing evaluates it only for the rows it walks.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import { colomboWallClock, todayInColombo } from '@serendib/domain/dates'

export interface BookableDay {
  /** yyyy-MM-dd, Asia/Colombo. */
  day: string
  /** Travellers in the party (at least 1). */
  pax: number
  /** The moment "today" and the hour cut-off are measured from. */
  now?: Date
}

/** The condition for the tour whose id is `activityId` (an SQL expression of the outer query). */
export function bookableOnDaySql(activityId: SQLWrapper, { day, pax, now = new Date() }: BookableDay): SQL {
  const today = todayInColombo(now)
  const clock = colomboWallClock(now).time
  const nowMinutes = Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5))
  const party = Math.max(1, Math.trunc(pax))
  const d = sql`${day}::date`
  // Minutes from now to a time of the day, as withinCutoff counts them.
  const minutesTo = (time: SQL) => sql`((${d} - ${today}::date) * 1440 + ${time} - ${nowMinutes}::int)`
  const dayCapacity = sql`coalesce(ad.capacity, a.daily_capacity)`
  const dayRoom = sql`(${dayCapacity} is null or ${dayCapacity} - coalesce(ad.booked_pax, 0) >= ${party}::int)`
  return sql`exists (
    select 1 from activities a
    left join availability_days ad on ad.activity_id = a.id and ad.day = ${d}
    where a.id = ${activityId}
      and ${d} >= ${today}::date + greatest(a.booking_cutoff_days, 0)
      and not exists (select 1 from activity_blackout_dates b where b.activity_id = a.id and b.day = ${d})
      and case when exists (select 1 from activity_start_times st0 where st0.activity_id = a.id)
        then exists (
          select 1 from activity_start_times st
          left join availability_slots sl on sl.activity_id = a.id and sl.day = ${d} and sl.start_time_id = st.id
          where st.activity_id = a.id
            and extract(isodow from ${d})::smallint = any(st.weekdays)
            and not coalesce(sl.closed, false)
            and (a.booking_cutoff_hours is null
                 or ${minutesTo(sql`(extract(hour from st.start_time) * 60 + extract(minute from st.start_time))::int`)} >= a.booking_cutoff_hours * 60)
            -- A start that has begun is gone, whatever the cut-off (startBookable).
            and ${minutesTo(sql`(extract(hour from st.start_time) * 60 + extract(minute from st.start_time))::int`)} > 0
            and (st.capacity is null or st.capacity - coalesce(sl.booked_pax, 0) >= ${party}::int)
            and ${dayRoom})
        else (a.booking_cutoff_hours is null or ${minutesTo(sql`0`)} >= a.booking_cutoff_hours * 60)
          and ${dayRoom}
      end)`
}
