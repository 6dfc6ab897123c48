/**
 * octo/content's fields on products, options and units (issue 33, decision 060), and the paging
 * of GET /octo/products. OCTO's current content fields (as `@octocloud/types` types them:
 * features, faqs, media, locations, categoryLabels, durationMinutesFrom/To) and, beside them,
 * the names of OCTO's earlier content capability that many resellers still read (highlights,
 * inclusions, coverImageUrl, galleryImages, durationAmount…). All optional: present only when
 * the request asked for octo/content.
 */
import { z } from 'zod'

const nullableString = z.string().nullable()

export const octoFeatureTypes = [
  'INCLUSION',
  'EXCLUSION',
  'HIGHLIGHT',
  'PREBOOKING_INFORMATION',
  'PREARRIVAL_INFORMATION',
  'REDEMPTION_INSTRUCTION',
  'ACCESSIBILITY_INFORMATION',
  'ADDITIONAL_INFORMATION',
  'BOOKING_TERM',
  'CANCELLATION_TERM',
] as const

export const octoFeatureSchema = z.object({
  shortDescription: nullableString,
  type: z.enum(octoFeatureTypes),
})
export const octoFaqSchema = z.object({ question: z.string(), answer: z.string() })
export const octoMediaSchema = z.object({
  src: z.string(),
  type: z.enum(['image/jpeg', 'image/png', 'video/mp4', 'video/avi', 'external/youtube', 'external/vimeo']),
  rel: z.enum(['LOGO', 'COVER', 'GALLERY']),
  title: nullableString,
  caption: nullableString,
  copyright: nullableString,
})
export const octoLocationSchema = z.object({
  title: nullableString,
  shortDescription: nullableString,
  types: z.array(
    z.enum(['START', 'ITINERARY_ITEM', 'POINT_OF_INTEREST', 'ADMISSION_INCLUDED', 'END', 'REDEMPTION']),
  ),
  minutesTo: z.number().int().nullable(),
  minutesAt: z.number().int().nullable(),
  place: z.object({
    latitude: z.number(),
    longitude: z.number(),
    postalAddress: z.object({
      streetAddress: nullableString,
      addressLocality: nullableString,
      addressRegion: nullableString,
      postalCode: nullableString,
      addressCountry: nullableString,
      postOfficeBoxNumber: nullableString,
    }),
    identifiers: z.object({
      googlePlaceId: nullableString,
      applePlaceId: nullableString,
      tripadvisorLocationId: nullableString,
      yelpPlaceId: nullableString,
      facebookPlaceId: nullableString,
      foursquarePlaceId: nullableString,
      baiduPlaceId: nullableString,
      amapPlaceId: nullableString,
    }),
    sameAs: z.array(z.string()),
  }),
})
export const octoCategoryLabelSchema = z.enum([
  'multi-day',
  'animals',
  'beaches',
  'boat-tours',
  'classes',
  'day-trips',
  'family-friendly',
  'food',
  'guided-tours',
  'history',
  'outdoors',
  'private-tours',
  'sports',
  'walking-tours',
])

/** A picture in the earlier content capability's shape. */
const galleryImage = z.object({ url: z.string(), title: nullableString, caption: nullableString })
/** A place on the way (earlier capability): our pick-up points (START) and the tour's places. */
const itineraryItem = z.object({
  name: z.string(),
  type: z.enum(['START', 'POI']),
  description: nullableString,
  address: nullableString,
  googlePlaceId: nullableString,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  travelTime: nullableString,
  travelTimeAmount: z.number().int().nullable(),
  travelTimeUnit: nullableString,
  duration: nullableString,
  durationAmount: z.number().int().nullable(),
  durationUnit: nullableString,
})
const durationUnit = z.enum(['minute', 'hour', 'day'])

/** The content both a product and its option carry (OCTO repeats them; resellers merge). */
const sharedContent = {
  title: z.string().optional(),
  shortDescription: nullableString.optional(),
  description: nullableString.optional(),
  features: z.array(octoFeatureSchema).optional(),
  faqs: z.array(octoFaqSchema).optional(),
  media: z.array(octoMediaSchema).optional(),
  locations: z.array(octoLocationSchema).optional(),
  categoryLabels: z.array(octoCategoryLabelSchema).optional(),
  durationMinutesFrom: z.number().int().optional(),
  durationMinutesTo: z.number().int().nullable().optional(),
  /**
   * OCTO's `commentary` (@octocloud/types Commentary): the languages the guides speak, each as a
   * BCP 47 tag with format IN_PERSON (decision 076).
   */
  commentary: z
    .array(
      z.object({ format: z.enum(['IN_PERSON', 'RECORDED_AUDIO', 'WRITTEN', 'OTHER']), language: z.string() }),
    )
    .optional(),
}

export const octoProductContentFields = {
  ...sharedContent,
  // The earlier capability's names.
  country: nullableString.optional(),
  location: nullableString.optional(),
  subtitle: nullableString.optional(),
  highlights: z.array(z.string()).optional(),
  inclusions: z.array(z.string()).optional(),
  exclusions: z.array(z.string()).optional(),
  bookingTerms: nullableString.optional(),
  redemptionInstructions: nullableString.optional(),
  cancellationPolicy: nullableString.optional(),
  destination: z
    .object({ id: z.string(), name: z.string(), region: nullableString, country: z.string() })
    .nullable()
    .optional(),
  categories: z.array(z.object({ id: z.string(), title: z.string() })).optional(),
  coverImageUrl: nullableString.optional(),
  bannerImageUrl: nullableString.optional(),
  videoUrl: nullableString.optional(),
  galleryImages: z.array(galleryImage).optional(),
  bannerImages: z.array(galleryImage).optional(),
}

export const octoOptionContentFields = {
  ...sharedContent,
  subtitle: nullableString.optional(),
  language: z.string().optional(),
  duration: z.string().optional(),
  durationAmount: z.string().optional(),
  durationUnit: durationUnit.optional(),
  itinerary: z.array(itineraryItem).optional(),
}

export const octoUnitContentFields = {
  title: nullableString.optional(),
  titlePlural: nullableString.optional(),
  subtitle: nullableString.optional(),
  shortDescription: z.string().optional(),
  features: z.array(octoFeatureSchema).optional(),
}

// ---- Paging of GET /octo/products (our extension; OCTO has none) ---------------------------

/** The most products one page carries. */
export const OCTO_PRODUCTS_PAGE_MAX = 500

export const octoProductsQuerySchema = z.object({
  /** Products in the page (1 to 500); without it, every product. */
  limit: z.coerce.number().int().min(1).max(OCTO_PRODUCTS_PAGE_MAX).optional(),
  /** Products to skip, in the order of their ids. */
  offset: z.coerce.number().int().min(0).max(1_000_000_000).optional(),
})
export type OctoProductsQuery = z.output<typeof octoProductsQuerySchema>
