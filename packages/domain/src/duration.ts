/** Duration units of spec §9: 1 Days, 2 Hours, 3 Minutes. */
export const DurationUnit = { days: 1, hours: 2, minutes: 3 } as const
export type DurationUnitCode = (typeof DurationUnit)[keyof typeof DurationUnit]

/**
 * The one way a tour's length reads (issue 30): "1 Day", "2 Days", "3 Hours" (spec §9's unit
 * names), and a length in minutes as hours and minutes ("210 Minutes" reads "3 h 30 min").
 * Written small: every activity card, the home page's too, carries it (decision 046).
 */
export function formatDuration(value: number, unit: DurationUnitCode): string {
  if (unit === DurationUnit.minutes) return minutesText(value)
  return `${value} ${unit === DurationUnit.days ? 'Day' : 'Hour'}${value === 1 ? '' : 's'}`
}

/** "30 min", "1 h", "3 h 30 min": a number of minutes (durations, pick-up before the start). */
export function minutesText(minutes: number): string {
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  return [h ? `${h} h` : '', m || !h ? `${m} min` : ''].filter(Boolean).join(' ')
}

/**
 * Duration in minutes, so filters compare like with like (a 3-hour tour is not 3 days).
 * A tour "day" counts as 24 hours.
 */
export function durationInMinutes(value: number, unit: DurationUnitCode): number {
  if (unit === DurationUnit.days) return value * 24 * 60
  if (unit === DurationUnit.hours) return value * 60
  return value
}

/** Search slider range of spec §5 and §9, in days. */
export const DURATION_SLIDER_DAYS = { min: 1, max: 14 } as const
