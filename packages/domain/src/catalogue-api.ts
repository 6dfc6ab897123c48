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

export interface CategoryRef {
  category_id: number
  name: string
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
