/** GET /api/activity/reviews (issue 18, decision 046): a tour's reviews filtered, sorted and paged. */
import { z } from 'zod'
import { clientReviewSchema } from './catalogue.ts'
import { apiSuccess, idText, intText } from './envelope.ts'
import { reviewSorts } from '../review-browse.ts'

const int = z.number().int()

export const reviewBrowseQuerySchema = z.object({
  id: idText,
  stars: intText(1, 5).optional(),
  photos: z.enum(['0', '1']).optional(),
  sort: z.enum(reviewSorts).default('newest'),
  page: intText(1, 10_000).default(1),
})
export type ReviewBrowseQuery = z.output<typeof reviewBrowseQuerySchema>

const photoSchema = z.object({ name: z.string(), url: z.string(), srcset: z.string() })

export const reviewBrowseSchema = z.object({
  /** Every published review of the tour, 5 stars down to 1 (zeros included). */
  breakdown: z.array(z.object({ stars: int, count: int })),
  /** All published reviews, and those with photos (for the "With photos" filter's count). */
  total: int,
  with_photos: int,
  /** The latest travellers' photos of the tour, whatever the filter. */
  gallery: z.array(photoSchema.extend({ review_id: int })),
  /** The page asked for, after the filter. */
  reviews: z.array(clientReviewSchema),
  matching: int,
  page: int,
  last_page: int,
})
export type ReviewBrowse = z.output<typeof reviewBrowseSchema>
export const reviewBrowseResponseSchema = apiSuccess(reviewBrowseSchema)
export type ReviewBrowseResponse = z.output<typeof reviewBrowseResponseSchema>
