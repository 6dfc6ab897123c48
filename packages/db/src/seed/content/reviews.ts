/** Seed reviews (spec: one review per booking; feedback at most 200 characters). */
import type { ImageTheme } from '../images/scene-themes.ts'
import { activityReviewRows } from './review-rows-activities.ts'
import { tourReviewRows } from './review-rows-tours.ts'
import type { SeedImage, SeedReview } from './types.ts'

/**
 * Travellers' photos on some reviews (spec §5: up to 3 each), so the demo's tour pages show the
 * photo filter and gallery (issue 18). By the review's place in the rows: what the text describes.
 */
const photoThemes: Record<number, { theme: ImageTheme; alt: string }[]> = {
  0: [
    { theme: 'rock', alt: 'Sigiriya at sunrise, from the path up' },
    { theme: 'train', alt: 'The train to Ella crossing a bridge' },
    { theme: 'wildlife', alt: 'A leopard resting on a rock in Yala' },
  ],
  2: [{ theme: 'tea', alt: 'Tea estates on the way to the hill country' }],
  3: [
    { theme: 'heritage', alt: 'A white dagoba in the ancient city' },
    { theme: 'elephant', alt: 'Elephants at a water hole on the safari' },
  ],
  5: [{ theme: 'hills', alt: 'Mist over the hills at dawn' }],
  8: [
    { theme: 'beach', alt: 'The beach at the end of the tour' },
    { theme: 'whale', alt: 'A blue whale surfacing off the south coast' },
  ],
}

export const reviews: SeedReview[] = [...tourReviewRows, ...activityReviewRows].map(
  ([activity, reviewer, rating, daysAgo, feedback], i) => {
    const key = `review-${String(i + 1).padStart(3, '0')}`
    const photos: SeedImage[] = (photoThemes[i] ?? []).map(({ theme, alt }, n) => ({
      key: `${key}-photo-${n + 1}`,
      theme,
      alt,
      shape: 'card',
    }))
    return { key, activity, reviewer, rating, daysAgo, feedback, photos }
  },
)
