/**
 * GET /api/activity/availability (issue 18, decision 046): a month of a tour's days for the
 * booking panel's calendar — status, places left, the day's price for the chosen travellers,
 * and for tours with start times each start with its places. One SQL query per month.
 */
import { z } from 'zod'
import { MAX_TRAVELLERS_PER_TYPE } from '../travellers.ts'
import { calendarMonthSchema } from './calendar-date.ts'
import { apiSuccess, idText, intText } from './envelope.ts'

const int = z.number().int()
const count = intText(0, MAX_TRAVELLERS_PER_TYPE)

export const availabilityQuerySchema = z.object({
  id: idText,
  month: calendarMonthSchema('a month like 2026-12'),
  /** The chosen travellers: the day's price is for them, and "fits" checks their number. */
  na: count.default(1),
  nc: count.default(0),
  ni: count.default(0),
})
export type AvailabilityQuery = z.output<typeof availabilityQuerySchema>

export const availabilityStartSchema = z.object({
  start_time_id: int,
  time: z.string(),
  /** null = no limit. */
  left: int.nullable(),
  /** Bookable for the chosen travellers now. */
  available: z.boolean(),
  /** The start's own places fill fast (the day's rule, decision 046, on the start's capacity). */
  likely_to_sell_out: z.boolean(),
})

export const availabilityDaySchema = z.object({
  date: z.string(),
  status: z.enum(['open', 'sold_out', 'closed']),
  /** The chosen travellers fit (an open day with fewer places than them is not bookable for them). */
  fits: z.boolean(),
  /** null = no limit. */
  left: int.nullable(),
  likely_to_sell_out: z.boolean(),
  /** What the chosen travellers pay that day, after any deal; null when it is not priced (closed). */
  amount_cents: int.nullable(),
  /** A seasonal price period applies that day. */
  seasonal: z.boolean(),
  /** Tours with start times: the day's starts (empty for the others). */
  times: z.array(availabilityStartSchema),
})
export type AvailabilityDay = z.output<typeof availabilityDaySchema>

export const availabilityMonthSchema = z.object({
  activity_id: int,
  month: z.string(),
  /** The earliest bookable date, yyyy-MM-dd. */
  min_date: z.string(),
  /** The chosen travellers' price at the base rates (after any deal): days that differ show theirs. */
  base_amount_cents: int,
  days: z.array(availabilityDaySchema),
})
export type AvailabilityMonth = z.output<typeof availabilityMonthSchema>

export const availabilityResponseSchema = apiSuccess(availabilityMonthSchema)
export type AvailabilityResponse = z.output<typeof availabilityResponseSchema>
