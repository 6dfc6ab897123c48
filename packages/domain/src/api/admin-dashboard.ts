/** GET /api/admin/dashboard: what needs a person now, and the month's figures (issue 15). */
import { z } from 'zod'
import { apiSuccess } from './envelope.ts'

export const dashboardSchema = z.object({
  queues: z.object({
    disputes: z.number().int(),
    failed_emails: z.number().int(),
    failed_refunds: z.number().int(),
    on_request_waiting: z.number().int(),
    /** Tours in status 0 Pending. */
    tours_pending: z.number().int(),
    /** Suppliers in approval 0 Pending (decision 037); null only for a build without approval. */
    suppliers_awaiting_approval: z.number().int().nullable(),
    /** Active tours edited since their approval (decision 034). */
    tours_changed_since_approval: z.number().int().nullable(),
  }),
  /** On-request bookings (Pending, paid, not instant), oldest first: the supplier has to answer. */
  on_request: z.array(
    z.object({
      id: z.number().int(),
      booking_reference: z.string(),
      tour_title: z.string(),
      supplier_name: z.string(),
      start_date: z.string(),
      paid_at: z.string(),
      waiting_hours: z.number().int(),
    }),
  ),
  month: z.object({
    /** yyyy-MM of the current month in Asia/Colombo. */
    month: z.string(),
    bookings: z.number().int(),
    gross_cents: z.number().int(),
    /**
     * Our commission on the paid bookings travelling this month, at each supplier's rate or the
     * default (decision 049): what the payout statements will deduct.
     */
    commission_cents: z.number().int(),
    /** DEFAULT_COMMISSION_BPS, the rate of suppliers without their own (1500 = 15 %). */
    default_commission_bps: z.number().int(),
    refunds_cents: z.number().int(),
    cancellations: z.number().int(),
  }),
  /** The last 90 days (Asia/Colombo), oldest first. */
  days: z.array(
    z.object({
      day: z.string(),
      bookings: z.number().int(),
      gross_cents: z.number().int(),
      refunds_cents: z.number().int(),
    }),
  ),
})
export type Dashboard = z.output<typeof dashboardSchema>
export const dashboardResponseSchema = apiSuccess(dashboardSchema)
