/** Every content kind the console edits through the generic routes (routes/api/admin/content.ts). */
import { categoryKind, locationKind } from './catalogue-kinds.ts'
import { dealKind } from './deal-kind.ts'
import { featuredCategoryKind, instagramKind, sliderKind } from './home-kinds.ts'
import { inspirationKind } from './inspiration-kind.ts'
import type { ContentKind } from './kind.ts'
import { locationPageKind } from './location-page-kind.ts'

export const contentKinds: ContentKind[] = [
  categoryKind,
  locationKind,
  locationPageKind,
  sliderKind,
  featuredCategoryKind,
  inspirationKind,
  instagramKind,
  dealKind,
] as unknown as ContentKind[]
