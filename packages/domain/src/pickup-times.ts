/**
 * Pick-up times (issue 29, decision 058). A pick-up point of a tour sold per day (no start times)
 * has one fixed time; a point of a tour with start times is reached a number of minutes before
 * the start the traveller booked, so the 08:00 and the 14:00 group each hear their own time.
 * This is the one place that turns a point and a start into the time a person is told: the tour
 * page, cart, checkout, e-mails, the booking, the supplier's manifest, the voucher and OCTO all
 * call `pickupTimeFor`. Times are "HH:mm", 24-hour, Asia/Colombo, never with seconds.
 *
 * Small, and imports only duration.ts (as small): the tour page's bundle carries it.
 */
import { minutesText } from './duration.ts'

/** The furthest a pick-up may be before the start: 12 hours. */
export const MAX_MINUTES_BEFORE_START = 720

/** When a point collects travellers, as a tour stores it. */
export interface PickupTiming {
  /** The fixed time of a tour sold per day ("HH:mm", or "HH:mm:ss" as PostgreSQL prints a time). */
  pickup_time: string | null
  /**
   * Minutes before the booked start (tours with start times); null when the supplier has not
   * said. Absent in carts saved before decision 058.
   */
  minutes_before_start?: number | null
}

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d(?:\.\d+)?)?$/

/** Minutes after midnight of "HH:mm" or "HH:mm:ss"; null for anything else. */
export function clockMinutes(value: string | null | undefined): number | null {
  const match = CLOCK.exec(value ?? '')
  return match ? Number(match[1]) * 60 + Number(match[2]) : null
}

const two = (n: number) => String(n).padStart(2, '0')

/** "HH:mm" of minutes after midnight (0 … 1439). */
export function clockText(minutes: number): string {
  return `${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`
}

/** "07:30:00" → "07:30"; null for an empty or malformed value. */
export function hhmm(value: string | null | undefined): string | null {
  const minutes = clockMinutes(value)
  return minutes === null ? null : clockText(minutes)
}

/**
 * The time a booking is collected, "HH:mm", or null while nobody has said (the supplier sends it).
 * - `booked`: a time set on the booking itself wins (bookings.pickup_time).
 * - With a start time: the start less the point's minutes before the start. A point without
 *   minutes has no time for a start: its fixed time belongs to no particular start, and telling
 *   the 14:00 group the morning's time is the mistake this module exists to prevent.
 * - Without a start time (a tour sold per day): the point's fixed time.
 * A pick-up that would fall on the day before (00:30 start, 60 minutes) is null: the editor
 * refuses such an offset (`pickupBeforeDayProblem`), so this only guards older rows.
 */
export function pickupTimeFor(
  point: PickupTiming | null | undefined,
  startTime: string | null | undefined,
  booked?: string | null,
): string | null {
  const own = hhmm(booked)
  if (own) return own
  if (!point) return null
  const start = clockMinutes(startTime)
  if (start === null) return hhmm(point.pickup_time)
  const minutes = point.minutes_before_start ?? null
  if (minutes === null) return null
  const at = start - minutes
  return at >= 0 ? clockText(at) : null
}

/**
 * What a pick-up choice says beside the point's name: its time for the chosen start (or the fixed
 * time), else, before a start is chosen, how long before the start ("30 min before the start").
 * Empty when the point has no time. The catalogue sends a tour's points with only the timing that
 * applies (minutes when it has start times, the fixed time otherwise).
 */
export function pickupTimeHint(point: PickupTiming, startTime: string | null | undefined): string {
  const time = pickupTimeFor(point, startTime)
  if (time) return time
  const minutes = point.minutes_before_start ?? null
  if (clockMinutes(startTime) === null && minutes !== null)
    return minutes === 0 ? 'at the start time' : `${minutesText(minutes)} before the start`
  return ''
}

/** "Galle Face Hotel (13:30)", "Galle Face Hotel (30 min before the start)" or the name alone. */
export function pickupPointLabel(
  point: PickupTiming & { location_name: string },
  startTime: string | null | undefined,
): string {
  const hint = pickupTimeHint(point, startTime)
  return hint ? `${point.location_name} (${hint})` : point.location_name
}

/**
 * The minutes before `start` of a fixed `time`, as migration 0027 converts a tour's existing
 * fixed times against its first start; null when the time is after the start or over 12 hours
 * before it (the supplier then says it again).
 */
export function minutesBeforeStart(time: string | null, start: string | null): number | null {
  const at = clockMinutes(time)
  const from = clockMinutes(start)
  if (at === null || from === null) return null
  const minutes = from - at
  return minutes >= 0 && minutes <= MAX_MINUTES_BEFORE_START ? minutes : null
}

/**
 * The earliest of `startTimes` for which `minutes` before the start is the day before, or null
 * when every start keeps its pick-up on the day of the tour.
 */
export function pickupBeforeDayProblem(minutes: number | null, startTimes: readonly string[]): string | null {
  if (minutes === null) return null
  const early = startTimes
    .filter((t) => {
      const start = clockMinutes(t)
      return start !== null && start - minutes < 0
    })
    .sort()
  return early[0] ?? null
}

interface TimedTour<P extends PickupTiming> {
  start_times: readonly { time: string }[]
  pickup_locations: readonly P[]
}

/**
 * A tour with start times whose points still hold only a fixed time (set before the starts were
 * added, the editor's step order): each such time becomes minutes before the first start, as
 * migration 0027 converted existing tours, so every start's travellers are told a time. The same
 * object when nothing changes. Clearing the minutes in the editor clears the fixed time too, so
 * a point the supplier leaves without a time stays so.
 */
export function fixedTimesAsMinutes<P extends PickupTiming, T extends TimedTour<P>>(tour: T): T {
  const first = tour.start_times.map((s) => s.time).sort()[0] ?? null
  if (first === null) return tour
  let changed = false
  const pickup_locations = tour.pickup_locations.map((p) => {
    if ((p.minutes_before_start ?? null) !== null || p.pickup_time === null) return p
    const minutes = minutesBeforeStart(p.pickup_time, first)
    if (minutes === null) return p
    changed = true
    return { ...p, minutes_before_start: minutes }
  })
  return changed ? { ...tour, pickup_locations } : tour
}
