/** The dashboard's operations summary (issue 14): what needs the supplier today. */
import { z } from 'zod'
import { apiSuccess } from './envelope.ts'

const departures = z.object({ date: z.string(), bookings: z.number().int(), pax: z.number().int() })

export const operationsSummarySchema = z.object({
  awaiting: z.array(
    z.object({
      id: z.number().int(),
      booking_reference: z.string(),
      tour: z.string(),
      start_date: z.string(),
      response_deadline: z.string(),
    }),
  ),
  today: departures,
  tomorrow: departures,
  /** Share of paid bookings the supplier canceled, in percent with one decimal; null before any booking. */
  cancellation_rate: z.number().nullable(),
})
export type OperationsSummary = z.output<typeof operationsSummarySchema>
export const operationsSummaryResponseSchema = apiSuccess(operationsSummarySchema)
