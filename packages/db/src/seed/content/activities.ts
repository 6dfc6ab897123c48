/** The whole demo catalogue in one list, in a stable order (round, day, activity, transport). */
import { cultureActivities } from './activities-activities-culture.ts'
import { hillActivities } from './activities-activities-hills.ts'
import { waterActivities } from './activities-activities-water.ts'
import { dayToursCoast } from './activities-day-tours-coast.ts'
import { dayToursInland } from './activities-day-tours-inland.ts'
import { roundToursClassic } from './activities-round-tours-classic.ts'
import { roundToursThemed } from './activities-round-tours-themed.ts'
import { transportActivities } from './activities-transport.ts'
import type { SeedActivity } from './types.ts'

export const roundTours: SeedActivity[] = [...roundToursClassic, ...roundToursThemed]
export const dayTours: SeedActivity[] = [...dayToursCoast, ...dayToursInland]
export const activityTours: SeedActivity[] = [...waterActivities, ...cultureActivities, ...hillActivities]

export const activities: SeedActivity[] = [
  ...roundTours,
  ...dayTours,
  ...activityTours,
  ...transportActivities,
]
