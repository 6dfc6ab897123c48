/**
 * Response shapes of the public catalogue API (spec §7 "Search and catalogue").
 * The server builds exactly these; the web reads exactly these. Money fields named like the
 * spec (`selling_price`) are USD dollars for display; `*_cents` carry the exact integer.
 */
import type { DurationUnitCode } from './duration.ts'
import type { TourTypeCode } from './tour-types.ts'

/** A processed image: `url` is a mid-size WebP, `srcset` lists every stored width. */
export interface ImageRef {
  id: number
  url: string
  srcset: string
  alt_text: string
}

/** Spec §3 "category list (category_id, category.name)"; `name` repeats it for convenience. */
export interface CategoryRef {
  category_id: number
  name: string
  category: { id: number; name: string }
}

/** One tour as listed in search results, carousels and related tours. */
export interface ActivityCard {
  id: number
  tour_id: string
  title: string
  overview: string
  tour_type: TourTypeCode
  duration_value: number
  duration_unit: DurationUnitCode
  cover_image: ImageRef | null
  seo_url: string
  full_seo_url: string
  average_rating: number | null
  rating_count: number
  sold: number
  featured: boolean
  price: { selling_price: number; selling_price_cents: number }
  /** Active deal discount in whole percent, or null when there is no deal. */
  discount: number | null
  category: CategoryRef[]
  /** Name of the main start location, for cards. */
  location_name: string | null
}

export interface Paginated<T> {
  data: T[]
  current_page: number
  last_page: number
  per_page: number
  total: number
  from: number | null
  to: number | null
}

export interface ApiSuccess<T> {
  status: 'success'
  data: T
}

export interface ApiError {
  status: 'error'
  message: string
}

/** GET /api/search: `data.results` is a page, or with `limit` the first N. */
export type SearchResponse = ApiSuccess<{ results: Paginated<ActivityCard> | ActivityCard[] }>

export interface Slider {
  id: number
  image_name: string
  image_srcset: string
  title: string
  sub_text: string
}

export interface FeaturedCategory {
  id: number
  image_name: string
  image_srcset: string
  title: string
  description: string
  categories: number[]
}

/** Footer destination tag: GET /api/locationsPages/tags → { locationPage: LocationTag[] }. */
export interface LocationTag {
  id: number
  location: string
  title: string
  full_seo_url: string
  aktivity_count: number
}

/** GET /api/travel/inspiration?page= → { inspirations: TravelInspiration[] }. */
export interface TravelInspiration {
  id: number
  image_url: string
  image_srcset: string
  title: string
  description: string
}

export interface SiteSettings {
  title: string
  description: string
  keywords: string
  featured: number[]
}

export interface LocationOption {
  value: number
  label: string
}

export interface Category {
  id: number
  name: string
}

export const SITE_CONTENT_SECTIONS = ['about', 'privacy', 'cookie', 'disclaimer', 'guidelines'] as const
export type SiteContentSection = (typeof SITE_CONTENT_SECTIONS)[number]

/**
 * GET /api/content/site/get → { data: SiteContent }: each section's HTML body under its own
 * name, with `{section}_title`, `{section}_meta_title` and `{section}_meta_description`.
 */
export type SiteContent = Record<
  SiteContentSection | `${SiteContentSection}_${'title' | 'meta_title' | 'meta_description'}`,
  string
>

/** A count option of the booking panel (spec: adults / children / infants option lists). */
export interface CountOption {
  id: number
  label: string
}

export interface ItineraryItem {
  label: string
  /** Spelled as in spec §3. */
  summery: string
  day_number: number | null
}

/** One published review as the detail page shows it (spec §3 Review). */
export interface ClientReview {
  id: number
  review_rating: number
  review_feedback: string
  /** ISO instant. */
  review_datetime: string
  /** Last name is reduced to its initial: the page shows "Nimal P." and nothing more leaves. */
  profile: { first_name: string; last_name: string }
  images: Array<{ name: string; url: string; srcset: string }>
}

/**
 * GET /api/activity?id= → { status, data: ActivityDetail }: every field of spec §3 "Activity"
 * the detail page and booking panel read, spelled as the spec spells them.
 */
export interface ActivityDetail extends ActivityCard {
  images: ImageRef[]
  seo_title: string
  seo_description: string
  itinery: ItineraryItem[]
  inclusion: string
  exclision: string
  know_policy: string
  know: { know_policy: string }
  condtions: string
  cancel_policy: string
  contact_number: string | null
  clientReviews: ClientReview[]
  supplier_name: string
  supplier: { id: number; supplier_profile: { work_name: string; work_mobile: string | null } }
  pricing_basis: 1 | 2
  status: number
  sale_type: number
  include_adults: boolean
  include_children: boolean
  include_infants: boolean
  adults_age_from: number
  adults_age_to: number
  children_age_from: number
  children_age_to: number
  infant_age_from: number
  infant_age_to: number
  adults: CountOption[]
  children: CountOption[]
  infants: CountOption[]
  available_locations: Array<{ id: number; loc_id: number; location_name: string }>
  pickup_locations: Array<{ id: number; location_name: string; pickup_time: string | null }>
  /** Per-band rates in cents (null when the band is not sold or the tour is priced per group). */
  rates: {
    adult_cents: number | null
    child_cents: number | null
    infant_cents: number | null
    group_cents: number | null
    max_group_size: number | null
  }
  deals: { subscription: { deals: { discount: number } } } | null
  booking_cutoff_days: number
}

/** GET /api/location/page?id= → { status, data: LocationPageDetail } (spec §3 location page). */
export interface LocationPageDetail {
  id: number
  location: string
  title: string
  description: string
  seo_title: string
  seo_description: string
  seo_url: string
  full_seo_url: string
  location_data: { id: number; name: string }
  aktivity_count: number
  image_name: string | null
  image_srcset: string | null
  image_alt: string
  activities: ActivityCard[]
}

/** GET /api/instagram/get → { status, data: InstagramPost[] } (admin-managed gallery). */
export interface InstagramPost {
  id: number
  image_url: string
  image_srcset: string
  caption: string
  link_url: string | null
}

/** GET /api/search/get?key=&tour_type= → { status, data: Suggestions } (header and home boxes). */
export interface Suggestions {
  locations: LocationOption[]
  activities: Array<{ id: number; title: string; tour_type: TourTypeCode; full_seo_url: string }>
}
