/**
 * The option a booking was made for, as pages read it (decision 073): one column list for the
 * queries and one label, "Private with driver-guide: Van (up to 8) × 1", for every page and file.
 */
import { sql } from 'drizzle-orm'
import type { BookedVehicle } from '@serendib/db/schema/bookings'
import { bookedOptionLabel } from '@serendib/domain/tour-options'

/** Needs the booking as `b`. */
export const bookedOptionColumns = sql.raw('b.option_name, b.vehicles')

export interface BookedOptionRow {
  option_name: string | null
  vehicles: BookedVehicle[] | string | null
}

/** The label, or null for a tour's default option. */
export function optionLabelOf(row: BookedOptionRow): string | null {
  const vehicles =
    typeof row.vehicles === 'string' ? (JSON.parse(row.vehicles) as BookedVehicle[]) : row.vehicles
  return bookedOptionLabel(row.option_name, vehicles)
}
