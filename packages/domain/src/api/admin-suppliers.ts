/**
 * The console's supplier screens (issue 15, decision 048): one supplier with its profile,
 * commission and tours, and its suspension. The list, approve and reject live beside the
 * supplier's own profile (supplier-profile.ts), the commission in supplier-earnings.ts.
 */
import { z } from 'zod'
import { apiSuccess, apiSuccessWithMessage } from './envelope.ts'
import { supplierProfileSchema } from './supplier-profile.ts'
import { tourLifecycleSchema } from './supplier-tours.ts'

const int = z.number().int()

export const adminSupplierTourSchema = z.object({
  id: int,
  tour_id: z.string(),
  title: z.string(),
  status: tourLifecycleSchema,
  status_label: z.string(),
  featured: z.boolean(),
  /** An active tour edited since its approval, waiting in the review queue. */
  changed_since_approval: z.boolean(),
})
export type AdminSupplierTour = z.output<typeof adminSupplierTourSchema>

export const adminSupplierDetailSchema = z.object({
  profile: supplierProfileSchema,
  /** The supplier's own rate in basis points, or null for the marketplace default. */
  commission_bps: int.nullable(),
  default_commission_bps: int,
  bookings: int,
  tours: z.array(adminSupplierTourSchema),
})
export type AdminSupplierDetail = z.output<typeof adminSupplierDetailSchema>
export const adminSupplierDetailResponseSchema = apiSuccess(adminSupplierDetailSchema)

/** Suspending needs a reason (kept in the audit log and mailed); reinstating may carry a note. */
export const adminSupplierSuspendBodySchema = z.object({
  reason: z.string().trim().min(1, 'Say why the supplier is suspended').max(1000),
})
export const adminSupplierReinstateBodySchema = z
  .object({ reason: z.string().trim().max(1000).default('') })
  .nullish()

export const adminSupplierSuspensionResponseSchema = apiSuccessWithMessage(
  z.object({
    id: int,
    approval_status: z.literal([0, 1, 2, 3]),
    /** The tours that went off sale (suspend) or back on sale (reinstate). */
    tour_ids: z.array(int),
  }),
)
