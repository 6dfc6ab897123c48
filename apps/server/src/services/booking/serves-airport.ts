import { and, eq } from 'drizzle-orm'
import type { Database } from '@serendib/db/client'
import { activityPickupLocations } from '@serendib/db/schema/activity-details'
import { locations } from '@serendib/db/schema/catalogue'

/** Whether one of the tour's pick-up points is an airport (checkout then offers airport pick-up). */
export async function tourServesAirport(database: Database, activityId: number): Promise<boolean> {
  const [row] = await database.db
    .select({ id: locations.id })
    .from(activityPickupLocations)
    .innerJoin(locations, eq(locations.id, activityPickupLocations.locationId))
    .where(and(eq(activityPickupLocations.activityId, activityId), eq(locations.kind, 'airport')))
    .limit(1)
  return row !== undefined
}
