/** Seed reviews (spec: one review per booking; feedback at most 200 characters). */
import { activityReviewRows } from './review-rows-activities.ts'
import { tourReviewRows } from './review-rows-tours.ts'
import type { SeedReview } from './types.ts'

export const reviews: SeedReview[] = [...tourReviewRows, ...activityReviewRows].map(
  ([activity, reviewer, rating, daysAgo, feedback], i) => ({
    key: `review-${String(i + 1).padStart(3, '0')}`,
    activity,
    reviewer,
    rating,
    daysAgo,
    feedback,
  }),
)
