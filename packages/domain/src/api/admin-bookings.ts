/** The console's bookings and money API (issue 15): search, detail, transitions, refunds. */
import { z } from 'zod'
import { REFUND_REASON_MAX } from '../admin-refunds.ts'
import { apiSuccess, apiSuccessWithMessage, paginated } from './envelope.ts'
import { auditEntrySchema } from './admin-audit.ts'
import { adminListQuerySchema, optionalDateSchema, optionalIdSchema } from './admin-common.ts'

export const adminBookingsQuerySchema = adminListQuerySchema.extend({
  supplier: optionalIdSchema,
  tour: optionalIdSchema,
  user: optionalIdSchema,
  /** A status code, or one of the two kinds of 0 (issue 29): a hold nobody paid, a paid request. */
  status: z
    .union([
      z.literal(''),
      z.enum(['awaiting_payment', 'awaiting_supplier']),
      z.coerce.number().int().min(0).max(5),
    ])
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  /** Start date range (yyyy-MM-dd, inclusive). */
  from: optionalDateSchema,
  to: optionalDateSchema,
})
export type AdminBookingsQuery = z.output<typeof adminBookingsQuerySchema>

export const adminBookingRowSchema = z.object({
  id: z.number().int(),
  booking_reference: z.string(),
  status: z.number().int(),
  /** The console's name: 0 is "Awaiting payment" (unpaid hold) or "Awaiting supplier" (paid). */
  status_label: z.string(),
  /** Paid in (card, order or a reseller's confirmation); false for an unpaid hold. */
  paid: z.boolean(),
  start_date: z.string(),
  created_at: z.string(),
  tour: z.object({ id: z.number().int(), title: z.string() }),
  supplier: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  /** Null for a guest booking: a visitor's order not paid yet, or paid with a partner's e-mail. */
  customer: z.object({ id: z.number().int(), email: z.string() }).nullable(),
  contact_name: z.string(),
  contact_email: z.string(),
  booking_amount_cents: z.number().int(),
  payment_amount_cents: z.number().int(),
  /** Who sold it: null for the site, a reseller's name for OCTO bookings (decision 045). */
  channel: z.string().nullable(),
})
export type AdminBookingRow = z.output<typeof adminBookingRowSchema>
export const adminBookingsResponseSchema = apiSuccess(paginated(adminBookingRowSchema))

export const adminPaymentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['charge', 'refund']),
  status: z.enum(['pending', 'succeeded', 'failed', 'canceled']),
  provider: z.string(),
  provider_reference: z.string().nullable(),
  amount_cents: z.number().int(),
  booking_id: z.number().int().nullable(),
  amendment_id: z.number().int().nullable(),
  reason: z.string().nullable(),
  failure_reason: z.string().nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
})
export type AdminPayment = z.output<typeof adminPaymentSchema>

export const bookingMoneySchema = z.object({
  /** Everything the booking was paid: its order share and amendment charges. */
  paid_in_cents: z.number().int(),
  /** Refunds sent or on their way (failed ones are not counted: that money was not returned). */
  refunded_cents: z.number().int(),
  refundable_cents: z.number().int(),
})
export type BookingMoney = z.output<typeof bookingMoneySchema>

export const adminBookingDetailSchema = adminBookingRowSchema.extend({
  end_date: z.string(),
  num_adults: z.number().int(),
  num_children: z.number().int(),
  num_infants: z.number().int(),
  contact_phone: z.string(),
  remarks: z.string().nullable(),
  pickup: z.string().nullable(),
  order: z
    .object({
      id: z.number().int(),
      reference: z.string(),
      status: z.number().int(),
      total_cents: z.number().int(),
    })
    .nullable(),
  money: bookingMoneySchema,
  payments: z.array(adminPaymentSchema),
  amendments: z.array(
    z.object({
      id: z.number().int(),
      status: z.number().int(),
      start_date: z.string(),
      amend_amount_cents: z.number().int(),
      balance_amount_cents: z.number().int(),
      created_at: z.string(),
      paid_at: z.string().nullable(),
    }),
  ),
  messages: z.array(
    z.object({
      id: z.number().int(),
      message: z.string(),
      hidden: z.number().int(),
      created_at: z.string(),
      user: z.object({ user_role: z.string(), first_name: z.string() }),
    }),
  ),
  status_history: z.array(
    z.object({
      from_status: z.number().int(),
      to_status: z.number().int(),
      action: z.string(),
      actor_role: z.string(),
      reason: z.string().nullable(),
      at: z.string(),
    }),
  ),
  audit: z.array(auditEntrySchema),
  /** What an admin may do from the current status (the domain's graph). */
  actions: z.array(z.string()),
})
export type AdminBookingDetail = z.output<typeof adminBookingDetailSchema>
export const adminBookingDetailResponseSchema = apiSuccess(adminBookingDetailSchema)

export const adminTransitionBodySchema = z.object({
  action: z.enum(['confirm', 'reject', 'cancel', 'complete', 'dispute', 'resolve', 'reinstate']),
  reason: z.string().trim().max(REFUND_REASON_MAX).default(''),
  /** Cancel or reject: refund what is left of the payment (default), or nothing. */
  refund: z.boolean().default(true),
  /** Whose wish a cancel carries out; it goes into the mail and the audit row. */
  on_behalf_of: z.enum(['customer', 'supplier', 'marketplace']).default('marketplace'),
})
export type AdminTransitionBody = z.output<typeof adminTransitionBodySchema>
export const adminBookingActionResponseSchema = apiSuccessWithMessage(adminBookingDetailSchema)

export const adminRefundBodySchema = z.object({
  amount_cents: z.number().int(),
  reason: z.string().max(REFUND_REASON_MAX * 2),
})
export type AdminRefundBody = z.output<typeof adminRefundBodySchema>

export const adminRefundsQuerySchema = adminListQuerySchema.extend({
  status: z.union([z.literal(''), z.enum(['pending', 'succeeded', 'failed'])]).optional(),
})
export type AdminRefundsQuery = z.output<typeof adminRefundsQuerySchema>
export const adminRefundRowSchema = adminPaymentSchema.extend({ booking_reference: z.string().nullable() })
export type AdminRefundRow = z.output<typeof adminRefundRowSchema>
export const adminRefundsResponseSchema = apiSuccess(paginated(adminRefundRowSchema))
export const adminRefundRetryResponseSchema = apiSuccessWithMessage(adminPaymentSchema)
