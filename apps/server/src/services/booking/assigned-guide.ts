/**
 * The guide assigned to a booking, for the traveller's reminder the day before (issue 32 point 6):
 * the driver-guide of the booking's first day (decision 074). A booking without one gets the
 * supplier's phone in the reminder instead.
 */
import { sql } from 'drizzle-orm'
import { queryRows, type DbOrTx } from '@serendib/db/client'

export interface AssignedGuide {
  name: string
  phone: string | null
}

export async function assignedGuides(db: DbOrTx, bookingIds: number[]): Promise<Map<number, AssignedGuide>> {
  if (bookingIds.length === 0) return new Map()
  const rows = await queryRows<{ booking_id: number; name: string; phone: string | null }>(
    db,
    sql`select br.booking_id, r.name, r.phone
          from booking_resources br
          join bookings b on b.id = br.booking_id and br.day = b.start_date
          join supplier_resources r on r.id = br.resource_id
         where br.kind = 'guide' and br.booking_id in (${sql.join(
           bookingIds.map((id) => sql`${id}`),
           sql`, `,
         )})`,
  )
  return new Map(rows.map((r) => [r.booking_id, { name: r.name, phone: r.phone }]))
}
