/** The supplier's earnings contract (issue 14): per travel month, and the bookings behind each. */
import { z } from 'zod'
import { SUPPLIER_LOCALES } from '../i18n/locales.ts'
import { MAX_COMMISSION_BPS } from '../earnings.ts'
import { calendarMonthSchema } from './calendar-date.ts'
import { apiSuccess } from './envelope.ts'

export const earningsQuerySchema = z.object({
  /** yyyy-MM: the month whose bookings are listed (and exported); default the current month. */
  month: z
    .union([z.literal(''), calendarMonthSchema('Use a month like 2026-12')])
    .optional()
    .transform((v) => (v ? v : undefined)),
})

/** The CSV also takes the portal page's language (issue 31): its column names and statuses. */
export const earningsCsvQuerySchema = earningsQuerySchema.extend({
  lang: z.enum(SUPPLIER_LOCALES).optional(),
})

const figures = {
  gross_cents: z.number().int(),
  commission_cents: z.number().int(),
  refunds_cents: z.number().int(),
  net_cents: z.number().int(),
}

/**
 * Where a travel month's net stands: `upcoming` (after this month), `not_yet_payable` (its tours
 * run or ran and its statement is not out yet), `payable` (statement out, not paid), `paid`;
 * `none` for a past month without bookings.
 */
export const EARNINGS_MONTH_STATES = ['upcoming', 'not_yet_payable', 'payable', 'paid', 'none'] as const
export type EarningsMonthState = (typeof EARNINGS_MONTH_STATES)[number]

export const earningsMonthSchema = z.object({
  month: z.string(),
  bookings: z.number().int(),
  state: z.enum(EARNINGS_MONTH_STATES),
  ...figures,
})
export type EarningsMonth = z.output<typeof earningsMonthSchema>

export const earningsBookingSchema = z.object({
  id: z.number().int(),
  booking_reference: z.string(),
  status: z.number().int(),
  start_date: z.string(),
  tour: z.string(),
  /** The reseller that sold it (paid on account); null when sold on our own site. */
  channel: z.string().nullable(),
  ...figures,
})
export type EarningsBooking = z.output<typeof earningsBookingSchema>

export const earningsSchema = z.object({
  commission_bps: z.number().int(),
  month: z.string(),
  /**
   * Newest first: the upcoming travel months (the next 6, or up to the last month with a
   * booking when that is later), this month and the 11 before it; months without bookings at zero.
   */
  months: z.array(earningsMonthSchema),
  /**
   * Net to the supplier, every month counted once: `booked` for tours whose month is not payable
   * yet (upcoming included), `payable` on statements not paid yet, `paid` on paid statements.
   */
  totals: z.object({
    booked_bookings: z.number().int(),
    booked_cents: z.number().int(),
    payable_cents: z.number().int(),
    paid_cents: z.number().int(),
  }),
  bookings: z.array(earningsBookingSchema),
  /** The chosen month split by who sold the bookings (our site = null), largest gross first. */
  channels: z.array(z.object({ channel: z.string().nullable(), bookings: z.number().int(), ...figures })),
})
export type Earnings = z.output<typeof earningsSchema>
export const earningsResponseSchema = apiSuccess(earningsSchema)

/** An admin sets a supplier's commission (basis points, 0 to 50 %); null returns it to the default. */
export const CommissionMessages = {
  range: 'Commission is a percent from 0 to 50, with at most two decimals',
} as const
/** A supplier's own rate in basis points (0–5000, i.e. 0–50 %); null puts it back on the default. */
export const commissionBodySchema = z.object({
  commission_bps: z
    .number(CommissionMessages.range)
    .int(CommissionMessages.range)
    .min(0, CommissionMessages.range)
    .max(MAX_COMMISSION_BPS, CommissionMessages.range)
    .nullable(),
})
export const commissionResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  data: z.object({ supplier_id: z.number().int(), commission_bps: z.number().int() }),
})
