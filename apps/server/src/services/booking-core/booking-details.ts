/**
 * Writes of a booking's columns other than its status (decision 069): attendance, the customer's
 * unread marker, the account an order's bookings belong to, a reseller's contact and pick-up,
 * and new terms (day, start, travellers, price) from a priced quote or an accepted amendment.
 * Status changes go through transition-booking.ts; holds through holds.ts.
 */
import { eq, sql } from 'drizzle-orm'
import { queryRows, type DbOrTx, type Tx } from '@serendib/db/client'
import { bookings } from '@serendib/db/schema/bookings'
import type { VehicleChoice } from '@serendib/domain/tour-options'
import type { Quote } from '../booking/quote.ts'
import { quotedBookingColumns } from '../booking/quoted-columns.ts'
import { takeVehicles } from './vehicles.ts'
import { assignResources, releaseResources } from '../resources/assign-resources.ts'

/** A voucher scanned at the start (vouchers/check-in.ts checks first). */
export async function markCheckedIn(tx: Tx, bookingId: number, at: Date): Promise<void> {
  await tx.execute(
    sql`update bookings set checked_in_at = ${at.toISOString()}::timestamptz where id = ${bookingId}`,
  )
}

/** The supplier reports the traveller did not come (attendance/report-no-show.ts checks first). */
export async function markNoShow(tx: Tx, bookingId: number, at: Date): Promise<void> {
  await tx.execute(
    sql`update bookings set no_show_at = ${at.toISOString()}::timestamptz where id = ${bookingId}`,
  )
}

/**
 * The customer's unread marker (booking comments). Plain SQL so a read marker does not bump the
 * booking's updated_at; clearing writes only when it is set.
 */
export async function setClientAlert(db: DbOrTx, bookingId: number, on: boolean): Promise<void> {
  await db.execute(
    on
      ? sql`update bookings set alert_client = true where id = ${bookingId}`
      : sql`update bookings set alert_client = false where id = ${bookingId} and alert_client`,
  )
}

/** An order's bookings join the account its payment made or found (order-account.ts). */
export async function attachOrderBookings(tx: Tx, orderId: number, userId: number): Promise<void> {
  await tx.execute(
    sql`update bookings set user_id = ${userId} where order_id = ${orderId} and user_id is null`,
  )
}

/** Contact, pick-up and remarks a reseller sends with confirm or update (never the status). */
export type BookingContactChange = Partial<
  Pick<
    typeof bookings.$inferInsert,
    | 'contactFirstname'
    | 'contactLastname'
    | 'contactEmail'
    | 'contactPhone'
    | 'locationId'
    | 'pickupType'
    | 'hotelName'
    | 'remarks'
  >
>

export async function updateBookingDetails(
  tx: Tx,
  bookingId: number,
  change: BookingContactChange,
  at: Date,
): Promise<void> {
  await tx
    .update(bookings)
    .set({ ...change, updatedAt: at })
    .where(eq(bookings.id, bookingId))
}

/** A hold moved to the terms of a new quote (OCTO rebooking); seats are moved by the caller. */
export async function applyQuotedTerms(tx: Tx, bookingId: number, quote: Quote, at: Date): Promise<void> {
  await takeVehicles(tx, quote, bookingId)
  await tx
    .update(bookings)
    .set({ ...quotedBookingColumns(quote), updatedAt: at })
    .where(eq(bookings.id, bookingId))
}

export interface AmendedTerms {
  startDate: string
  endDate: string
  locationId: number | null
  startTimeId: number | null
  numAdults: number
  numChildren: number
  numInfants: number
  amendAmountCents: number
  /** What is refunded of the balance: no longer paid. */
  refundedCents: number
  /** A private option's vehicles for the new group (decision 073); undefined keeps them. */
  vehicles?: { vehicles: VehicleChoice[]; vehicleCount: number } | null
  /** The balance's last day moved with the travel date (decision 075); undefined keeps it. */
  balanceDueDate?: string | null
}

/** An accepted amendment's terms (amendment-decision.ts); seats are moved by the caller. */
export async function applyAmendedTerms(tx: Tx, bookingId: number, a: AmendedTerms): Promise<void> {
  const [before] = await queryRows<{ trip: string }>(
    tx,
    sql`select start_date::text || end_date::text || coalesce(start_time_id::text, '') || '/' ||
               (num_adults + num_children + num_infants)::text as trip
          from bookings where id = ${bookingId}`,
  )
  await tx.execute(
    sql`update bookings
           set start_date = ${a.startDate}::date, end_date = ${a.endDate}::date, location_id = ${a.locationId},
               start_time_id = ${a.startTimeId},
               start_time = (select start_time from activity_start_times where id = ${a.startTimeId}),
               num_adults = ${a.numAdults}, num_children = ${a.numChildren}, num_infants = ${a.numInfants},
               booking_amount_cents = ${a.amendAmountCents},
               -- a set pick-up time belongs to the old pick-up point
               pickup_time = case when location_id is distinct from ${a.locationId} then null else pickup_time end,
               payment_amount_cents = payment_amount_cents - ${a.refundedCents},
               ${a.vehicles ? sql`vehicles = ${JSON.stringify(a.vehicles.vehicles)}::jsonb, vehicle_count = ${a.vehicles.vehicleCount},` : sql``}
               ${a.balanceDueDate !== undefined ? sql`balance_due_date = ${a.balanceDueDate}::date,` : sql``}
               updated_at = now()
         where id = ${bookingId}`,
  )
  // Other days, another start or another party: the vehicle and guide of the old terms may be
  // busy or too small then; give them back and choose again (decision 074).
  const after = `${a.startDate}${a.endDate}${a.startTimeId ?? ''}/${a.numAdults + a.numChildren + a.numInfants}`
  if (before && before.trip !== after) {
    await releaseResources(tx, bookingId)
    await assignResources(tx, bookingId)
  }
}
