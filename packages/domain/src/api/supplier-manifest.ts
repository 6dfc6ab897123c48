/** The supplier's day manifest (issue 14): a day's bookings by tour and start, then pick-up point. */
import { z } from 'zod'
import { SUPPLIER_LOCALES } from '../i18n/locales.ts'
import { calendarDateSchema } from './calendar-date.ts'
import { bookingAnswerSchema } from './booking-questions.ts'
import { apiSuccess } from './envelope.ts'

export const manifestQuerySchema = z.object({
  date: calendarDateSchema('Use a date like 2026-12-31'),
})

/** The CSV also takes the portal page's language (issue 31): its column names and statuses. */
export const manifestCsvQuerySchema = manifestQuerySchema.extend({
  lang: z.enum(SUPPLIER_LOCALES).optional(),
})

/** One vehicle of a booking and its driver-guide (decision 074); either may be unassigned. */
export const manifestCrewSchema = z.object({
  vehicle: z.string().nullable(),
  guide: z.string().nullable(),
  guide_phone: z.string().nullable(),
})
export type ManifestCrew = z.output<typeof manifestCrewSchema>

export const manifestBookingSchema = z.object({
  id: z.number().int(),
  booking_reference: z.string(),
  status: z.number().int(),
  lead_traveller: z.string(),
  num_adults: z.number().int(),
  num_children: z.number().int(),
  num_infants: z.number().int(),
  phone: z.string(),
  /** HH:mm or null. */
  pickup_time: z.string().nullable(),
  /** Hotel and address, flight and time, or the customer's own pick-up words. */
  pickup_details: z.string(),
  /** The option and its vehicles (decision 073); null for a tour's one way. */
  option_label: z.string().nullable(),
  notes: z.string().nullable(),
  /** ISO instant of the first voucher scan, or null. */
  checked_in_at: z.string().nullable(),
  /** A no-show the supplier reported (decision 049). */
  no_show_at: z.string().nullable(),
  /** The reseller that sold it; null when sold on our own site. */
  channel: z.string().nullable(),
  /** Answers to the tour's booking questions (decision 062). */
  answers: z.array(bookingAnswerSchema),
  /** Who drives whom (decision 074): the vehicle ("Van · WP KA-1234") and the driver-guide, or null. */
  vehicle: z.string().nullable(),
  guide: z.string().nullable(),
  guide_phone: z.string().nullable(),
  /** Every vehicle of the booking with its driver-guide (a private group may need several); the first is the one above. */
  crews: z.array(manifestCrewSchema),
})
export type ManifestBooking = z.output<typeof manifestBookingSchema>

export const manifestDaySchema = z.object({
  date: z.string(),
  /** The supplier's business name (or its person's), for the printed heading (issue 29 point 8). */
  supplier: z.string(),
  tours: z.array(
    z.object({
      tour: z.object({ id: z.number().int(), title: z.string() }),
      /** The fixed start (HH:mm), or null for tours without start times. */
      start_time: z.string().nullable(),
      pax: z.number().int(),
      points: z.array(z.object({ point: z.string(), bookings: z.array(manifestBookingSchema) })),
    }),
  ),
})
export type ManifestDay = z.output<typeof manifestDaySchema>
export const manifestResponseSchema = apiSuccess(manifestDaySchema)
