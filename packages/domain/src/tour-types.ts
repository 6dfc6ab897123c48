/** Tour type codes of spec §9. Transport appears only in favourites. */
export const TourType = { round: 1, day: 2, activity: 3, transport: 4 } as const
export type TourTypeCode = (typeof TourType)[keyof typeof TourType]

export const tourTypeLabels: Record<TourTypeCode, string> = {
  1: 'Round Tour',
  2: 'Day Tour',
  3: 'Activity',
  4: 'Transport',
}

export function isTourTypeCode(value: number): value is TourTypeCode {
  return value === 1 || value === 2 || value === 3 || value === 4
}

/** URL segment used by the detail routes of spec §2 (/round-tours/{seo}/details/{aid}, ...). */
export function tourTypePathSegment(type: TourTypeCode): string {
  if (type === TourType.round) return 'round-tours'
  if (type === TourType.day) return 'day-tours'
  return 'activity'
}
