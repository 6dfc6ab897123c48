/** Every picture the demo content refers to, in a stable order; keys are unique across the list. */
import { activities } from './activities.ts'
import { featuredCategories, sliders, travelInspirations } from './home-content.ts'
import { locationPages } from './location-pages.ts'
import { reviews } from './reviews.ts'
import type { SeedImage } from './types.ts'

export const demoImages: SeedImage[] = [
  ...sliders.map((slider) => slider.image),
  ...featuredCategories.map((tile) => tile.image),
  ...travelInspirations.map((inspiration) => inspiration.image),
  ...locationPages.map((page) => page.image),
  ...activities.flatMap((activity) => activity.images),
  ...reviews.flatMap((review) => review.photos),
]
