/**
 * The guide assigned to a booking, for the traveller's reminder the day before (issue 32 point 6).
 * Resources and their assignment (issue 32 point 2) are another change in progress; until they
 * land no booking has a guide, and the reminder names the supplier's phone instead. This is the
 * one place to read the assignment from when they do.
 */
import type { DbOrTx } from '@serendib/db/client'

export interface AssignedGuide {
  name: string
  phone: string | null
}

export async function assignedGuides(
  _db: DbOrTx,
  _bookingIds: number[],
): Promise<Map<number, AssignedGuide>> {
  return new Map()
}
