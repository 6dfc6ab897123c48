/** The supplier's vehicles, driver-guides, days off and booking assignments (decision 074). */
import { z } from 'zod'
import { MAX_VEHICLE_SEATS, ResourceMessages } from '../resources.ts'
import { calendarDateSchema } from './calendar-date.ts'
import { apiSuccess, apiSuccessWithMessage, idText } from './envelope.ts'

const text = (max: number) => z.string().trim().max(max)

export const resourceSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['vehicle', 'guide']),
  name: z.string(),
  seats: z.number().int().nullable(),
  plate: z.string().nullable(),
  phone: z.string().nullable(),
  languages: z.array(z.string()),
  licence_number: z.string().nullable(),
  /** Upcoming days off, yyyy-MM-dd, soonest first. */
  days_off: z.array(z.string()),
  /** Upcoming days it works a trip. */
  busy_days: z.array(z.string()),
  /** Vehicles: the photo's WebP sources (decision 074), null without one. */
  photo: z.object({ url: z.string(), srcset: z.string() }).nullable(),
})
export type Resource = z.output<typeof resourceSchema>

export const resourcesResponseSchema = apiSuccess(
  z.object({ vehicles: z.array(resourceSchema), guides: z.array(resourceSchema) }),
)
export type ResourcesList = z.output<typeof resourcesResponseSchema>['data']

export const vehicleBodySchema = z.object({
  kind: z.literal('vehicle'),
  name: text(80).min(1, ResourceMessages.nameRequired),
  seats: z
    .number(ResourceMessages.seatsRange)
    .int(ResourceMessages.seatsRange)
    .min(1, ResourceMessages.seatsRange)
    .max(MAX_VEHICLE_SEATS, ResourceMessages.seatsRange),
  plate: text(20).min(1, ResourceMessages.plateRequired),
})
export const guideBodySchema = z.object({
  kind: z.literal('guide'),
  name: text(80).min(1, ResourceMessages.nameRequired),
  phone: text(40).min(1, ResourceMessages.phoneRequired),
  languages: z.array(text(40).min(1)).min(1, ResourceMessages.languagesRequired).max(12),
  licence_number: text(40).min(1, ResourceMessages.licenceRequired),
})
export const resourceBodySchema = z.discriminatedUnion('kind', [vehicleBodySchema, guideBodySchema])
export type ResourceBody = z.output<typeof resourceBodySchema>

export const resourceResponseSchema = apiSuccessWithMessage(resourceSchema)

export const dayOffParamsSchema = z.object({
  id: idText,
  day: calendarDateSchema('Use a date like 2026-12-31'),
})

/**
 * A booking's vehicles and driver-guides: `vehicle_id`/`guide_id` are the first vehicle's (as
 * before); `crews` has one entry per vehicle the booking needs (a private group may need several,
 * each with its own driver-guide), with the seats that vehicle must have.
 */
export const assignmentSchema = z.object({
  vehicle_id: z.number().int().nullable(),
  guide_id: z.number().int().nullable(),
  crews: z.array(
    z.object({
      slot: z.number().int(),
      vehicle_id: z.number().int().nullable(),
      guide_id: z.number().int().nullable(),
      seats_needed: z.number().int(),
    }),
  ),
})
export type AssignmentJson = z.output<typeof assignmentSchema>
/** One vehicle's choice: `slot` (1 when absent) says which of the booking's vehicles. */
export const assignmentBodySchema = z.object({
  vehicle_id: z.number().int().positive().max(2147483647).nullable().optional(),
  guide_id: z.number().int().positive().max(2147483647).nullable().optional(),
  slot: z.number().int().min(1).max(60).optional(),
})
export const assignmentResponseSchema = apiSuccessWithMessage(assignmentSchema)
export const assignmentReadSchema = apiSuccess(assignmentSchema)
