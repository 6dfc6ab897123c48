/**
 * OCTO availability from the same seats the site sells (decision 035): the day row
 * (availability_days, or the tour's daily capacity) and, for tours with start times, each start's
 * own row (availability_slots). Blackout dates, closed starts and the cut-off close a departure.
 */
import { sql } from 'drizzle-orm'
import { queryRows, type DbOrTx } from '@serendib/db/client'
import type { octoAvailabilitySchema, octoCalendarDaySchema } from '@serendib/domain/api/octo'
import { addDays, colomboInstant, colomboWallClock } from '@serendib/domain/dates'
import { availabilityIdOf, OCTO_UTC_OFFSET, OctoError, OctoMessages } from '@serendib/domain/octo'
import { isoWeekday, startBookable, withinCutoff, type Cutoff } from '@serendib/domain/supplier-tours'
import type { z } from 'zod'
import type { TourRow } from './products.ts'
import { withPrivateVehicles } from './private-availability.ts'

export type OctoAvailability = z.output<typeof octoAvailabilitySchema>
type CalendarDay = z.output<typeof octoCalendarDaySchema>

/** Departures of one day: the start (null = the whole day), seats left (null = no limit), open. */
export interface Departure {
  day: string
  time: string | null
  startTimeId: number | null
  capacity: number | null
  left: number | null
  open: boolean
}

/** "2026-12-01T08:00:00.000Z" → "2026-12-01T08:00:00Z". */
export const utc = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, 'Z')

const cutoffOf = (tour: TourRow): Cutoff =>
  tour.booking_cutoff_hours !== null
    ? { unit: 'hours', value: tour.booking_cutoff_hours }
    : { unit: 'days', value: tour.booking_cutoff_days }

export function checkRange(start: string, end: string, maxDays = 366): void {
  const days = (Date.parse(end) - Date.parse(start)) / 86_400_000
  if (Number.isNaN(days) || days < 0 || days > maxDays)
    throw new OctoError('BAD_REQUEST', OctoMessages.dateRange)
}

/** Every departure of the tour from `start` to `end` (inclusive), in day and clock order. */
export async function departures(db: DbOrTx, tour: TourRow, start: string, end: string, now = new Date()) {
  checkRange(start, end)
  const days = await queryRows<{ day: string; capacity: number | null; booked: number; blackout: boolean }>(
    db,
    sql`select to_char(g.day, 'YYYY-MM-DD') as day,
               coalesce(d.capacity, a.daily_capacity) as capacity, coalesce(d.booked_pax, 0)::int as booked,
               exists (select 1 from activity_blackout_dates b where b.activity_id = a.id and b.day = g.day) as blackout
          from generate_series(${start}::date, ${end}::date, interval '1 day') as g(day)
          join activities a on a.id = ${tour.id}
          left join availability_days d on d.activity_id = a.id and d.day = g.day
         order by g.day`,
  )
  const starts = tour.start_times?.length
    ? await queryRows<{ id: number; time: string; weekdays: number[]; capacity: number | null }>(
        db,
        sql`select id, to_char(start_time, 'HH24:MI') as time, weekdays, capacity
              from activity_start_times where activity_id = ${tour.id} order by start_time`,
      )
    : []
  const slots = starts.length
    ? await queryRows<{ day: string; start_time_id: number; booked: number; closed: boolean }>(
        db,
        sql`select to_char(day, 'YYYY-MM-DD') as day, start_time_id, booked_pax as booked, closed
              from availability_slots where activity_id = ${tour.id} and day between ${start}::date and ${end}::date`,
      )
    : []
  const wall = colomboWallClock(now)
  const cutoff = cutoffOf(tour)
  const result: Departure[] = []
  for (const d of days) {
    const dayLeft = d.capacity === null ? null : Math.max(d.capacity - d.booked, 0)
    const inTime = (time: string) => withinCutoff(cutoff, d.day, time, wall.date, wall.time)
    if (!starts.length) {
      result.push({
        day: d.day,
        time: null,
        startTimeId: null,
        capacity: d.capacity,
        left: dayLeft,
        open: !d.blackout && inTime('00:00'),
      })
      continue
    }
    for (const s of starts.filter((s) => s.weekdays.map(Number).includes(isoWeekday(d.day)))) {
      const slot = slots.find((x) => x.day === d.day && x.start_time_id === s.id)
      const own = s.capacity === null ? null : Math.max(s.capacity - (slot?.booked ?? 0), 0)
      const left = own === null ? dayLeft : dayLeft === null ? own : Math.min(own, dayLeft)
      const capacity = s.capacity ?? d.capacity
      result.push({
        day: d.day,
        time: s.time,
        startTimeId: s.id,
        capacity,
        left,
        open: !d.blackout && !slot?.closed && startBookable(cutoff, d.day, s.time, wall.date, wall.time),
      })
    }
  }
  // A private option is sold by vehicles: its seats are those of the vehicles still free.
  return withPrivateVehicles(db, tour, result)
}

function statusOf(dep: Departure, pax: number): { status: OctoAvailability['status']; available: boolean } {
  if (!dep.open) return { status: 'CLOSED', available: false }
  if (dep.left === null) return { status: 'FREESALE', available: true }
  if (dep.left === 0) return { status: 'SOLD_OUT', available: false }
  const available = dep.left >= Math.max(pax, 1)
  const limited = dep.capacity !== null && dep.left * 2 < dep.capacity
  return { status: limited ? 'LIMITED' : 'AVAILABLE', available }
}

function utcCutoffAt(tour: TourRow, dep: Departure): string {
  const [h, m] = (dep.time ?? '00:00').split(':').map(Number) as [number, number]
  const cutoff = cutoffOf(tour)
  if (cutoff.unit === 'hours')
    return utc(new Date(colomboInstant(dep.day, h, m).getTime() - cutoff.value * 3_600_000))
  // Days: bookable while today ≤ day − value, so until the end of that day.
  return utc(colomboInstant(addDays(dep.day, 1 - cutoff.value)))
}

export function toOctoAvailability(tour: TourRow, dep: Departure, pax = 0): OctoAvailability {
  const { status, available } = statusOf(dep, pax)
  const start = `${dep.day}T${dep.time ?? '00:00'}:00${OCTO_UTC_OFFSET}`
  const [h, m] = (dep.time ?? '00:00').split(':').map(Number) as [number, number]
  const endAt =
    dep.time && tour.duration_minutes
      ? new Date(colomboInstant(dep.day, h, m).getTime() + tour.duration_minutes * 60_000)
      : null
  const endWall = endAt ? colomboWallClock(endAt) : { date: dep.day, time: '23:59' }
  return {
    id: availabilityIdOf(dep.day, dep.time),
    localDateTimeStart: start,
    localDateTimeEnd: `${endWall.date}T${endWall.time}:00${OCTO_UTC_OFFSET}`,
    utcCutoffAt: utcCutoffAt(tour, dep),
    allDay: dep.time === null,
    available,
    status,
    vacancies: status === 'FREESALE' ? null : (dep.left ?? 0),
    capacity: dep.capacity,
    maxUnits: null,
    openingHours: dep.time === null ? [{ from: '00:00', to: '23:59' }] : [],
  }
}

/** One entry per day: the best departure of the day decides. */
export function toCalendar(
  tour: TourRow,
  deps: Departure[],
  start: string,
  end: string,
  pax = 0,
): CalendarDay[] {
  const out: CalendarDay[] = []
  for (let day = start; day <= end; day = addDays(day, 1)) {
    const views = deps.filter((d) => d.day === day).map((d) => toOctoAvailability(tour, d, pax))
    const best = views.find((v) => v.available) ?? views[0]
    const vacancies = views.some((v) => v.status === 'FREESALE')
      ? null
      : views.reduce<number | null>((max, v) => Math.max(max ?? 0, v.vacancies ?? 0), views.length ? 0 : null)
    out.push({
      localDate: day,
      available: views.some((v) => v.available),
      status: !best
        ? 'CLOSED'
        : views.some((v) => v.available)
          ? vacancies === null
            ? 'FREESALE'
            : best.status
          : best.status,
      vacancies,
      capacity: best?.capacity ?? null,
      openingHours: best?.openingHours ?? [],
    })
  }
  return out
}
