/** The supplier bookings inbox contract (issue 14): list, detail, confirm, reject, cancel. */
import { z } from 'zod'
import { bookingAnswerSchema } from './booking-questions.ts'
import { SUPPLIER_CANCEL_REASONS, SUPPLIER_REASON_MAX } from '../supplier-bookings.ts'
import { adminListQuerySchema, optionalDateSchema, optionalIdSchema } from './admin-common.ts'
import { apiSuccess, apiSuccessWithMessage, paginated } from './envelope.ts'
import { attendanceSchema } from './vouchers.ts'

export const supplierBookingsQuerySchema = adminListQuerySchema.extend({
  status: z
    .union([z.literal(''), z.coerce.number().int().min(0).max(5)])
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  tour: optionalIdSchema,
  /** Travel date range (yyyy-MM-dd, inclusive). */
  from: optionalDateSchema,
  to: optionalDateSchema,
  /** Travel date order; soonest first by default. */
  sort: z.enum(['asc', 'desc']).default('asc'),
  /** Who sold it: `site` (our own pages) or a reseller's name (OCTO, decision 045). */
  channel: z.string().trim().max(120).optional(),
})
export type SupplierBookingsQuery = z.output<typeof supplierBookingsQuerySchema>

export const supplierBookingRowSchema = z.object({
  id: z.number().int(),
  booking_reference: z.string(),
  status: z.number().int(),
  start_date: z.string(),
  /** HH:mm of the fixed start or pick-up, else null. */
  start_time: z.string().nullable(),
  tour: z.object({ id: z.number().int(), title: z.string() }),
  lead_traveller: z.string(),
  pax: z.number().int(),
  booking_amount_cents: z.number().int(),
  /** An on-request booking waiting for the supplier's answer. */
  awaiting_decision: z.boolean(),
  /** ISO instant it is rejected and refunded automatically when still open. */
  response_deadline: z.string().nullable(),
  created_at: z.string(),
  /** The reseller that sold it; null when sold on our own site. */
  channel: z.string().nullable(),
})
export type SupplierBookingRow = z.output<typeof supplierBookingRowSchema>

export const supplierBookingsPageSchema = paginated(supplierBookingRowSchema).extend({
  /** Badge: requests awaiting a decision (all of them, whatever the filters). */
  awaiting_decision: z.number().int(),
  tours: z.array(z.object({ id: z.number().int(), title: z.string() })),
  /** Resellers that sold this supplier's tours, for the channel filter. */
  channels: z.array(z.string()),
})
export type SupplierBookingsPage = z.output<typeof supplierBookingsPageSchema>
export const supplierBookingsResponseSchema = apiSuccess(supplierBookingsPageSchema)

/** `start_time` here is the start as booked only (tours with start times), never the pick-up. */
export const supplierBookingDetailSchema = supplierBookingRowSchema.extend({
  end_date: z.string(),
  /** The option and its vehicles (decision 073), e.g. "Private: Van (up to 8) × 1"; null for a tour's one way. */
  option_label: z.string().nullable(),
  num_adults: z.number().int(),
  num_children: z.number().int(),
  num_infants: z.number().int(),
  travellers: z.array(
    z.object({
      first_name: z.string(),
      last_name: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      lead: z.boolean(),
    }),
  ),
  pickup: z.object({
    type: z.string(),
    point: z.string().nullable(),
    /** "HH:mm" the travellers are collected (decision 058), null until known. */
    time: z.string().nullable(),
    hotel_name: z.string().nullable(),
    hotel_address: z.string().nullable(),
    flight_no: z.string().nullable(),
    flight_time: z.string().nullable(),
    other: z.string().nullable(),
  }),
  contact: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  remarks: z.string().nullable(),
  /** Answers to the tour's booking questions (decision 062); `traveller` is the list's place. */
  answers: z.array(bookingAnswerSchema),
  amendments: z.array(
    z.object({
      id: z.number().int(),
      status: z.number().int(),
      start_date: z.string(),
      pax: z.number().int(),
      amend_amount_cents: z.number().int(),
      balance_amount_cents: z.number().int(),
      created_at: z.string(),
    }),
  ),
  payment: z.object({
    paid_cents: z.number().int(),
    refunded_cents: z.number().int(),
    refundable_cents: z.number().int(),
  }),
  /** Transitions the supplier may fire now (from the domain's graph). */
  actions: z.array(z.string()),
  /** Checked in or reported as a no-show (decision 049). */
  attendance: attendanceSchema,
  history: z.array(
    z.object({
      action: z.string(),
      to_status: z.number().int(),
      reason: z.string().nullable(),
      at: z.string(),
    }),
  ),
})
export type SupplierBookingDetail = z.output<typeof supplierBookingDetailSchema>
export const supplierBookingDetailResponseSchema = apiSuccess(supplierBookingDetailSchema)
export const supplierBookingActionResponseSchema = apiSuccessWithMessage(supplierBookingDetailSchema)

const reasonText = z.string().trim().max(SUPPLIER_REASON_MAX)

export const supplierRejectBodySchema = z.object({ reason: reasonText })
export const supplierCancelBodySchema = z.object({
  reason_code: z.enum(Object.keys(SUPPLIER_CANCEL_REASONS) as [keyof typeof SUPPLIER_CANCEL_REASONS]),
  reason: reasonText.default(''),
})
export type SupplierCancelBody = z.output<typeof supplierCancelBodySchema>
