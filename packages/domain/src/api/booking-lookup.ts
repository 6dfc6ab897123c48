/**
 * POST /api/booking/find (decision 057): a guest finds a booking by its reference and the
 * e-mail address it was booked with. Limited against guessing; one answer for every pair that
 * does not match.
 */
import { z } from 'zod'
import { apiSuccess } from './envelope.ts'
import { voucherSchema } from './vouchers.ts'

export const bookingLookupBodySchema = z.object({
  /** "SB7K3M9Q2P" as printed in the receipt; spaces and case do not matter. */
  reference: z.string().max(64).optional(),
  email: z.string().max(254).optional(),
})
export type BookingLookupBody = z.output<typeof bookingLookupBodySchema>

export const guestBookingSchema = z.object({
  booking_reference: z.string(),
  /** Spec §4 booking status code (0 Pending … 5 Dispute). */
  status: z.number().int(),
  tour: z.object({ id: z.number().int(), title: z.string() }),
  start_date: z.string(),
  /** "HH:mm" of the start booked (tours with start times), else null. */
  start_time: z.string().nullable(),
  /** "HH:mm" the travellers are collected (decision 058), null until the supplier says. */
  pickup_time: z.string().nullable(),
  pickup_point: z.string().nullable(),
  counts: z.object({ adults: z.number().int(), children: z.number().int(), infants: z.number().int() }),
  lead_traveller: z.string(),
  amount_cents: z.number().int(),
  /** The supplier's name; their phone and e-mail come with the voucher. */
  supplier: z.string(),
  /** Confirmed, completed and disputed bookings: the voucher to show at the start. */
  voucher: voucherSchema.nullable(),
  /**
   * When the booking belongs to a customer account, its page there (/account/booking/detail/{id},
   * which asks to sign in first): amend, cancel and messages are there.
   */
  account_path: z.string().nullable(),
})
export type GuestBooking = z.output<typeof guestBookingSchema>

export const bookingLookupReplySchema = apiSuccess(guestBookingSchema)
