/**
 * The console's tour review (issue 15): a tour as travellers will see it, in any status, with
 * where it stands in moderation; and featuring a tour in 'Made for you'. The queue, approve and
 * reject live in supplier-tours.ts beside the supplier's side of the same graph.
 */
import { z } from 'zod'
import { activityDetailSchema } from './catalogue.ts'
import { apiSuccess, apiSuccessWithMessage } from './envelope.ts'
import { tourDiffEntrySchema, tourLifecycleSchema } from './supplier-tours.ts'

const int = z.number().int()

export const adminTourReviewSchema = z.object({
  id: int,
  status: tourLifecycleSchema,
  status_label: z.string(),
  featured: z.boolean(),
  supplier: z.object({
    id: int,
    name: z.string(),
    email: z.string(),
    /** 0 Pending, 1 Approved, 2 Rejected, 3 Suspended. */
    approval_status: z.literal([0, 1, 2, 3]),
    approval_label: z.string(),
  }),
  submitted_at: z.string().nullable(),
  approved_at: z.string().nullable(),
  changed_at: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  /** 'pending' waits for a decision; 'changed' is on sale, edited since approval; null otherwise. */
  queue: z.enum(['pending', 'changed']).nullable(),
  /** For a changed active tour: what differs from the approved version. */
  diff: z.array(tourDiffEntrySchema),
})
export type AdminTourReview = z.output<typeof adminTourReviewSchema>

export const adminTourPreviewResponseSchema = apiSuccess(
  z.object({ review: adminTourReviewSchema, tour: activityDetailSchema }),
)

export const adminTourFeatureBodySchema = z.object({ featured: z.boolean() })
export const adminTourFeatureResponseSchema = apiSuccessWithMessage(
  z.object({ id: int, featured: z.boolean() }),
)
