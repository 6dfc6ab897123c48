/** The vehicle and driver-guide of one of a supplier's bookings (decision 074). */
import { sql } from 'drizzle-orm'
import { queryRows, type DbOrTx } from '@serendib/db/client'
import { NotFoundError } from '@serendib/domain/errors'
import type { Assignment } from './assign-resources.ts'

export async function bookingAssignment(
  db: DbOrTx,
  supplierId: number,
  bookingId: number,
): Promise<Assignment> {
  const [row] = await queryRows<{ vehicle_id: number | null; guide_id: number | null }>(
    db,
    sql`select (select resource_id from booking_resources where booking_id = b.id and kind = 'vehicle' limit 1) as vehicle_id,
               (select resource_id from booking_resources where booking_id = b.id and kind = 'guide' limit 1) as guide_id
          from bookings b where b.id = ${bookingId} and b.supplier_user_id = ${supplierId} and b.deleted_at is null`,
  )
  // Another supplier's booking reads as unknown.
  if (!row) throw new NotFoundError()
  return { vehicle_id: row.vehicle_id, guide_id: row.guide_id }
}
