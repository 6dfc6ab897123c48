/** Payout statements contract (issue 14, decision 049): the admin's list and payment, the supplier's view. */
import { z } from 'zod'
import { PAYOUT_REFERENCE_MAX, PayoutMessages } from '../payouts.ts'
import { adminListQuerySchema, optionalIdSchema } from './admin-common.ts'
import { calendarMonthSchema } from './calendar-date.ts'
import { apiSuccess, apiSuccessWithMessage, paginated } from './envelope.ts'

const monthText = calendarMonthSchema('Use a month like 2026-12')

export const payoutStatusSchema = z.enum(['payable', 'paid'])

export const adminPayoutsQuerySchema = adminListQuerySchema.pick({ page: true }).extend({
  supplier_id: optionalIdSchema,
  month: z
    .union([z.literal(''), monthText])
    .optional()
    .transform((v) => (v ? v : undefined)),
  status: z
    .union([z.literal(''), payoutStatusSchema])
    .optional()
    .transform((v) => (v ? v : undefined)),
})
export type AdminPayoutsQuery = z.output<typeof adminPayoutsQuerySchema>
/** The CSV takes the same filters, without the page. */
export const adminPayoutsCsvQuerySchema = adminPayoutsQuerySchema.omit({ page: true })
export type AdminPayoutsFilter = z.output<typeof adminPayoutsCsvQuerySchema>

export const payoutStatementSchema = z.object({
  id: z.number().int(),
  month: z.string(),
  bookings: z.number().int(),
  gross_cents: z.number().int(),
  refunds_cents: z.number().int(),
  commission_cents: z.number().int(),
  net_cents: z.number().int(),
  commission_bps: z.number().int(),
  status: payoutStatusSchema,
  /** ISO instant it was marked paid, and the bank transfer's reference. */
  paid_at: z.string().nullable(),
  paid_reference: z.string().nullable(),
})
export type PayoutStatement = z.output<typeof payoutStatementSchema>

export const adminPayoutStatementSchema = payoutStatementSchema.extend({
  supplier: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
})
export type AdminPayoutStatement = z.output<typeof adminPayoutStatementSchema>

export const adminPayoutsResponseSchema = apiSuccess(
  paginated(adminPayoutStatementSchema).extend({
    /** Every supplier with a statement, for the filter. */
    suppliers: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
)
export const adminPayoutPaidResponseSchema = apiSuccessWithMessage(adminPayoutStatementSchema)

export const markPayoutPaidBodySchema = z.object({
  reference: z
    .string({ error: PayoutMessages.referenceRequired })
    .trim()
    .min(1, PayoutMessages.referenceRequired)
    .max(PAYOUT_REFERENCE_MAX, PayoutMessages.referenceTooLong),
})

export const supplierPayoutsResponseSchema = apiSuccess(z.array(payoutStatementSchema))
export const supplierPayoutResponseSchema = apiSuccess(payoutStatementSchema)
