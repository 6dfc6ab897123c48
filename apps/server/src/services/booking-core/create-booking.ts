/**
 * The one insert of a booking (decision 069): site checkout and a reseller's OCTO reserve both
 * write a new booking here, Pending, with the columns its priced quote decides
 * (quoted-columns.ts) and a fresh reference. Seats are held by the caller first (holdSeats), in
 * the same transaction; a private option's vehicles are taken here (vehicles.ts).
 */
import type { Tx } from '@serendib/db/client'
import { bookings } from '@serendib/db/schema/bookings'
import type { Quote } from '../booking/quote.ts'
import { quotedBookingColumns } from '../booking/quoted-columns.ts'
import { newBookingReference } from '../booking/references.ts'
import { takeVehicles } from './vehicles.ts'

/**
 * What a booking holds besides its quote: who booked, the contact, the pick-up, remarks. A
 * pick-up point chosen over OCTO's pickups capability may replace the quote's `locationId`.
 */
export type BookingDetails = Omit<
  typeof bookings.$inferInsert,
  QuotedColumn | 'bookingReference' | 'id' | 'status' | 'createdAt' | 'updatedAt'
> &
  Partial<Pick<typeof bookings.$inferInsert, 'locationId'>>

type QuotedColumn = keyof ReturnType<typeof quotedBookingColumns>

export async function createBooking(
  tx: Tx,
  quote: Quote,
  details: BookingDetails,
): Promise<{ id: number; reference: string }> {
  await takeVehicles(tx, quote)
  return insertBooking(tx, quotedBookingColumns(quote), details)
}

/** The terms of a booking: what a priced quote decides, or a supplier's accepted tailored quote. */
export type BookingTerms = Omit<ReturnType<typeof quotedBookingColumns>, 'locationId'> & {
  locationId: number | null
}

/**
 * A booking from an accepted tailored quote (decision 079): its terms are the supplier's quote,
 * not the tour's price list, so they come as columns rather than a priced Quote.
 */
export async function insertBooking(
  tx: Tx,
  terms: BookingTerms,
  details: BookingDetails,
): Promise<{ id: number; reference: string }> {
  const [row] = await tx
    .insert(bookings)
    .values({ bookingReference: newBookingReference(), ...terms, ...details })
    .returning({ id: bookings.id, reference: bookings.bookingReference })
  if (!row) throw new Error('insert returned no booking')
  return row
}
