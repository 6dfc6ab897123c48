/**
 * The catalogue's pick-up points for the tour editor's step 6 (issue 13):
 * `GET /api/supplier/pickup-points`. Only locations flagged as pick-up points are listed; they
 * are the only ones a tour's `pickup_locations` may name (the save refuses any other id).
 */
import { z } from 'zod'
import { apiSuccess } from './envelope.ts'

export const pickupPointKindSchema = z.enum([
  'place',
  'airport',
  'hotel',
  'station',
  'harbour',
  'meeting-point',
])

export const pickupPointSchema = z.object({
  id: z.number().int().min(1),
  name: z.string(),
  kind: pickupPointKindSchema,
  /** The place it belongs to ("Negombo" for the airport), for grouping the picker; null if none. */
  place: z.string().nullable(),
  region: z.string().nullable(),
})
export type PickupPoint = z.output<typeof pickupPointSchema>

export const pickupPointsResponseSchema = apiSuccess(z.array(pickupPointSchema))
