/** Voucher and check-in contract (issue 14). */
import { z } from 'zod'
import { apiSuccess, apiSuccessWithMessage } from './envelope.ts'

export const voucherParamsSchema = z.object({ reference: z.string().trim().min(1).max(64) })

export const voucherSchema = z.object({
  booking_reference: z.string(),
  status: z.number().int(),
  tour: z.string(),
  start_date: z.string(),
  /** "HH:mm" of the start booked (tours with start times), else null. */
  start_time: z.string().nullable(),
  /** "HH:mm" the travellers are collected (domain/pickup-times.ts), null until the supplier says. */
  pickup_time: z.string().nullable(),
  pickup_point: z.string().nullable(),
  pickup_details: z.string(),
  /** The option and its vehicles (decision 073), e.g. "Private: Van (up to 8) × 1"; null for a tour's one way. */
  option_label: z.string().nullable(),
  travellers: z.array(z.string()),
  pax: z.number().int(),
  /** `phone`: the number to call on the day: the tour's contact number, else the supplier's phone. */
  supplier: z.object({ name: z.string(), phone: z.string().nullable(), email: z.string() }),
  /** The signed code the QR carries; the supplier's scanner sends it back. */
  token: z.string(),
  /** The QR code as an SVG document. */
  qr_svg: z.string(),
  checked_in_at: z.string().nullable(),
})
export type Voucher = z.output<typeof voucherSchema>
export const voucherResponseSchema = apiSuccess(voucherSchema)

export const checkInBodySchema = z.object({
  /** A scanned voucher code or a typed booking reference. */
  code: z.string().trim().min(1, 'Scan the voucher or type its reference').max(300),
  /**
   * Sent again after the answer `other_day`: the person at the start saw that the booking is for
   * another day and checks the traveller in all the same.
   */
  confirm_other_day: z.boolean().optional().default(false),
})
export type CheckInBody = z.output<typeof checkInBodySchema>

/**
 * - `checked_in`: recorded now.
 * - `already_checked_in`: recorded before; `checked_in_at` is that first time.
 * - `other_day`: the booking is for another day; nothing is recorded (`checked_in_at` null)
 *   until the same code comes again with `confirm_other_day`.
 */
export const checkInOutcomeSchema = z.enum(['checked_in', 'already_checked_in', 'other_day'])
export type CheckInOutcome = z.output<typeof checkInOutcomeSchema>

export const checkInResultSchema = z.object({
  booking_id: z.number().int(),
  booking_reference: z.string(),
  tour: z.string(),
  start_date: z.string(),
  /** "HH:mm" of the start booked, and of the pick-up (decision 058); null when none. */
  start_time: z.string().nullable(),
  pickup_time: z.string().nullable(),
  lead_traveller: z.string(),
  pax: z.number().int(),
  outcome: checkInOutcomeSchema,
  checked_in_at: z.string().nullable(),
  /** The reseller that sold it; null when sold on our own site. */
  channel: z.string().nullable(),
  /** True only when this request recorded the check-in. */
  first_time: z.boolean(),
})
export type CheckInResult = z.output<typeof checkInResultSchema>
export const checkInResponseSchema = apiSuccessWithMessage(checkInResultSchema)

/** Attendance beside the status (decision 049): a check-in or a no-show, and whether one may be reported now. */
export const attendanceSchema = z.object({
  /** ISO instant of the start (the day in Colombo at the start or pick-up time). */
  starts_at: z.string(),
  checked_in_at: z.string().nullable(),
  no_show_at: z.string().nullable(),
  can_report_no_show: z.boolean(),
})
export type Attendance = z.output<typeof attendanceSchema>

/** Bookings that started in the last 24 h: the check-in page's list of who came and who did not. */
export const recentStartSchema = z.object({
  id: z.number().int(),
  booking_reference: z.string(),
  tour: z.string(),
  start_date: z.string(),
  start_time: z.string().nullable(),
  lead_traveller: z.string(),
  pax: z.number().int(),
  attendance: attendanceSchema,
})
export type RecentStart = z.output<typeof recentStartSchema>
export const recentStartsResponseSchema = apiSuccess(z.array(recentStartSchema))
