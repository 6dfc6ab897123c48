/**
 * The console's tour review (issue 15): a tour as travellers will see it, in any status, with
 * where it stands in moderation; and featuring a tour in 'Made for you'. The queue, approve and
 * reject live in supplier-tours.ts beside the supplier's side of the same graph.
 */
import { z } from 'zod'
import { activityDetailSchema } from './catalogue.ts'
import { apiSuccess, apiSuccessWithMessage } from './envelope.ts'
import { tourDiffEntrySchema, tourEditorFieldsSchema, tourLifecycleSchema } from './supplier-tours.ts'

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
  /**
   * What differs from the last approved version, for any tour approved before (a changed active
   * tour, a resubmission after a rejection); empty when it matches or was never approved.
   */
  diff: z.array(tourDiffEntrySchema),
  /** Whether an approved version exists to compare with (false: a first submission). */
  has_approved_version: z.boolean(),
  /**
   * Everything the supplier sells, as the editor holds it (issue 29: the traveller preview
   * shows no start times, capacities, child and infant rates, pick-ups, seasons or cut-off).
   */
  fields: tourEditorFieldsSchema,
  /** Names of the places and categories `fields` points at, by id. */
  names: z.object({
    locations: z.array(z.object({ id: int, name: z.string() })),
    categories: z.array(z.object({ id: int, name: z.string() })),
  }),
  /** Other tours whose title or overview reads nearly the same (pg_trgm), most alike first. */
  similar: z.array(
    z.object({
      id: int,
      tour_id: z.string(),
      title: z.string(),
      status: tourLifecycleSchema,
      status_label: z.string(),
      supplier_name: z.string(),
      same_supplier: z.boolean(),
      /** 0 to 1: the share of trigrams in common. */
      title_similarity: z.number(),
      overview_similarity: z.number(),
    }),
  ),
})
export type AdminTourReview = z.output<typeof adminTourReviewSchema>

export const adminTourPreviewResponseSchema = apiSuccess(
  z.object({ review: adminTourReviewSchema, tour: activityDetailSchema }),
)

export const adminTourFeatureBodySchema = z.object({ featured: z.boolean() })
export const adminTourFeatureResponseSchema = apiSuccessWithMessage(
  z.object({ id: int, featured: z.boolean() }),
)
