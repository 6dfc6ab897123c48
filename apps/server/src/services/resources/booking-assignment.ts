/** The vehicles and driver-guides of one of a supplier's bookings (decision 074). */
import type { DbOrTx } from '@serendib/db/client'
import { NotFoundError } from '@serendib/domain/errors'
import { assignableBooking, currentAssignment, type Assignment } from './assign-resources.ts'

export async function bookingAssignment(
  db: DbOrTx,
  supplierId: number,
  bookingId: number,
): Promise<Assignment> {
  const booking = await assignableBooking(db, bookingId)
  // Another supplier's booking reads as unknown.
  if (!booking || booking.supplierId !== supplierId) throw new NotFoundError()
  return currentAssignment(db, bookingId, booking.slotNeeds)
}
