import { aliasedTable, asc, eq } from 'drizzle-orm'
import type { Db } from '@serendib/db/client'
import { locations } from '@serendib/db/schema/catalogue'
import type { PickupPoint } from '@serendib/domain/api/supplier-pickup-points'

const parent = aliasedTable(locations, 'parent')

/** Every catalogue pick-up point with the place it is in, by place and then name (the picker's order). */
export async function listPickupPoints(db: Db): Promise<PickupPoint[]> {
  return db
    .select({
      id: locations.id,
      name: locations.name,
      kind: locations.kind,
      place: parent.name,
      region: locations.region,
    })
    .from(locations)
    .leftJoin(parent, eq(parent.id, locations.parentLocationId))
    .where(eq(locations.isPickupPoint, true))
    .orderBy(asc(parent.name), asc(locations.name))
}
