/**
 * Start times in a quote (decision 035): which fixed starts run on the day, how many seats each
 * has left (its own capacity and the day's), and whether the cut-off still allows it. Tours
 * without start times never come here.
 */
import { sql } from 'drizzle-orm'
import { queryRows, type Database, type DbOrTx } from '@serendib/db/client'
import type { AvailableTime } from '@serendib/domain/api/supplier-tours'
import { startBookable, type Cutoff } from '@serendib/domain/supplier-tours'

export interface StartOption extends Record<string, unknown> {
  id: number
  time: string
  capacity: number | null
  booked: number
  closed: boolean
}

const START_TIMES_QUERY = `
  select st.id, to_char(st.start_time, 'HH24:MI') as time, st.capacity,
         coalesce(s.booked_pax, 0)::int as booked, coalesce(s.closed, false) as closed
    from activity_start_times st
    left join availability_slots s on s.start_time_id = st.id and s.activity_id = st.activity_id and s.day = $2::date
   where st.activity_id = $1::int and extract(isodow from $2::date)::smallint = any(st.weekdays)
   order by st.start_time`

/** The starts of `day`, in clock order, with their seats. */
export async function startOptions(
  source: DbOrTx | Database,
  activityId: number,
  day: string,
): Promise<StartOption[]> {
  if ('prepared' in source)
    return source.prepared<StartOption>('quote_start_times', START_TIMES_QUERY, [activityId, day])
  return queryRows<StartOption>(
    source,
    sql`select st.id, to_char(st.start_time, 'HH24:MI') as time, st.capacity,
               coalesce(s.booked_pax, 0)::int as booked, coalesce(s.closed, false) as closed
          from activity_start_times st
          left join availability_slots s on s.start_time_id = st.id and s.activity_id = st.activity_id and s.day = ${day}::date
         where st.activity_id = ${activityId} and extract(isodow from ${day}::date)::smallint = any(st.weekdays)
         order by st.start_time`,
  )
}

export interface WallClock {
  today: string
  time: string
}

/** The answer's `available_times`: each start's seats left and whether `pax` can still book it. */
export function availableTimes(
  options: StartOption[],
  dayLeft: number | null,
  pax: number,
  cutoff: Cutoff,
  day: string,
  now: WallClock,
): AvailableTime[] {
  return options.map((o) => {
    const own = o.capacity === null ? null : Math.max(o.capacity - o.booked, 0)
    const left = own === null ? dayLeft : dayLeft === null ? own : Math.min(own, dayLeft)
    const open = !o.closed && startBookable(cutoff, day, o.time, now.today, now.time)
    return {
      start_time_id: o.id,
      time: o.time,
      left,
      available: open && (left === null || left >= Math.max(pax, 1)),
    }
  })
}
