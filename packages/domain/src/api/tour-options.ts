/**
 * A tour's options as the tour page and the supplier's editor send them (decision 073). The
 * editor's input is checked by these schemas with the limits of domain/tour-options.ts.
 */
import { z } from 'zod'
import { OptionLimits as L } from '../tour-options.ts'
import { tourQuestionsParamsSchema } from './booking-questions.ts'
import { apiSuccess, apiSuccessWithMessage } from './envelope.ts'

const int = z.number().int()

export const optionKindSchema = z.enum(['shared', 'private'])

export const vehicleTierSchema = z.object({
  name: z.string(),
  seats: int,
  price_cents: int,
  /** On a page in another language: ['name'] when the tier's name has no translation (decision 088). */
  untranslated: z.array(z.literal('name')).optional(),
})

/** One option on the tour page: a private one lists its tiers, a shared one sells at the tour's rates. */
export const tourOptionSchema = z.object({
  id: int,
  name: z.string(),
  description: z.string(),
  kind: optionKindSchema,
  /** Private: the most vehicles one booking may take; null as many as needed. */
  max_vehicles_per_booking: int.nullable(),
  tiers: z.array(vehicleTierSchema),
  /** On a page in another language: the option's fields left English (decision 088). */
  untranslated: z.array(z.enum(['name', 'description'])).optional(),
})
export type TourOption = z.output<typeof tourOptionSchema>

const name = (max: number) =>
  z.string().trim().min(1, 'Please enter the name').max(max, `Please use at most ${max} characters`)

/** A tier as the supplier enters it. */
export const vehicleTierInputSchema = z.object({
  name: name(L.tierNameMax),
  seats: z.coerce
    .number({ error: 'Seats must be a whole number' })
    .int('Seats must be a whole number')
    .min(1, 'A vehicle has at least 1 seat')
    .max(L.maxSeats, `A vehicle has at most ${L.maxSeats} seats`),
  price_cents: z.coerce
    .number({ error: 'Please enter the price' })
    .int('Please enter the price in cents')
    .min(0, 'The price can not be negative')
    .max(100_000_000, 'The price is too high'),
})

const optionalCount = (max: number, label: string) =>
  z
    .union([z.literal(''), z.null(), z.coerce.number()])
    .transform((v) => (v === '' || v === null ? null : v))
    .pipe(
      z
        .number()
        .int(`${label} must be a whole number`)
        .min(1, `${label} must be at least 1`)
        .max(max, `${label} must be at most ${max}`)
        .nullable(),
    )

/** An option as the supplier enters it; `id` keeps an existing option (and its bookings' link). */
export const tourOptionInputSchema = z
  .object({
    id: int.positive().nullable().default(null),
    name: name(L.nameMax),
    description: z
      .string()
      .trim()
      .max(L.descriptionMax, `Please use at most ${L.descriptionMax} characters`)
      .default(''),
    kind: optionKindSchema,
    max_vehicles_per_booking: optionalCount(L.maxVehiclesPerBooking, 'Vehicles per booking').default(null),
    vehicles_per_day: optionalCount(L.maxVehiclesPerDay, 'Vehicles per day').default(null),
    tiers: z.array(vehicleTierInputSchema).max(L.maxTiers, `At most ${L.maxTiers} vehicle tiers`).default([]),
  })
  .refine((o) => o.kind === 'shared' || o.tiers.length > 0, {
    message: 'A private option needs at least one vehicle tier',
    path: ['tiers'],
  })
export type TourOptionInput = z.output<typeof tourOptionInputSchema>

export const tourOptionsInputSchema = z
  .array(tourOptionInputSchema)
  .max(L.maxOptions, `At most ${L.maxOptions} options`)

/** What the supplier's editor reads back: the input plus ids. */
export const supplierTourOptionSchema = tourOptionSchema.extend({ vehicles_per_day: int.nullable() })
export type SupplierTourOption = z.output<typeof supplierTourOptionSchema>

export const tourOptionsParamsSchema = tourQuestionsParamsSchema
export const saveTourOptionsBodySchema = z.object({ options: tourOptionsInputSchema })
const optionList = z.object({ options: z.array(supplierTourOptionSchema) })
export const tourOptionsResponseSchema = apiSuccess(optionList)
export const tourOptionsSavedResponseSchema = apiSuccessWithMessage(optionList)
export const TourOptionMessages = { saved: 'Options saved' } as const
