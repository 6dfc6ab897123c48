/** Destinations and start locations (search filter, location pages, tour start points). */
import { coastPlaces } from './places-coast.ts'
import { inlandPlaces } from './places-inland.ts'
import type { SeedPlace } from './types.ts'

export const places: SeedPlace[] = [...coastPlaces, ...inlandPlaces]
