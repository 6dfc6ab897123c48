/**
 * The public catalogue API (spec §7 "Search and catalogue", "Other"): search, suggestions, the
 * tour detail, site content and the contact forms. Money fields named like the spec
 * (`selling_price`) are USD dollars for display; `*_cents` carry the exact integer.
 */
import { z } from 'zod'
import { tourOptionSchema } from './tour-options.ts'
import { isIsoDate } from '../dates.ts'
import { Messages } from '../messages.ts'
import { apiSuccess, idText, intText, numberText, paginated } from './envelope.ts'
import { FIRST_YEAR, LAST_YEAR } from './calendar-date.ts'
import { GUIDE_LANGUAGES } from '../i18n/content.ts'
import { TRAVELLER_LOCALES } from '../i18n/locales.ts'

const int = z.number().int()
const str = z.string()

/** Tour type codes of spec §9: 1 round, 2 day, 3 activity, 4 transport. */
export const tourTypeSchema = z.literal([1, 2, 3, 4])
/** Duration units of spec §9: 1 Days, 2 Hours, 3 Minutes. */
export const durationUnitSchema = z.literal([1, 2, 3])

/** A processed image: `url` is a mid-size WebP, `srcset` lists every stored width. */
export const imageRefSchema = z.object({ id: int, url: str, srcset: str, alt_text: str })
export type ImageRef = z.output<typeof imageRefSchema>

/** Spec §3 "category list (category_id, category.name)"; `name` repeats it for convenience. */
export const categoryRefSchema = z.object({
  category_id: int,
  name: str,
  category: z.object({ id: int, name: str }),
})
export type CategoryRef = z.output<typeof categoryRefSchema>

/** One tour as listed in search results, carousels and related tours. */
export const activityCardSchema = z.object({
  id: int,
  tour_id: str,
  title: str,
  overview: str,
  tour_type: tourTypeSchema,
  duration_value: int,
  duration_unit: durationUnitSchema,
  cover_image: imageRefSchema.nullable(),
  seo_url: str,
  full_seo_url: str,
  average_rating: z.number().nullable(),
  rating_count: int,
  sold: int,
  featured: z.boolean(),
  price: z.object({ selling_price: z.number(), selling_price_cents: int }),
  /** Active deal discount in whole percent, or null when there is no deal. */
  discount: int.nullable(),
  category: z.array(categoryRefSchema),
  /** Name of the main start location, for cards. */
  location_name: str.nullable(),
  /** Languages the tour's guides speak (codes of domain/i18n/content.ts GUIDE_LANGUAGES). */
  guide_languages: z.array(str),
  /**
   * Asked for in a language (`lang`): the language title and overview are in, that language or
   * 'en' when they have no translation yet (the page then says so). Absent in English.
   */
  content_locale: str.optional(),
})
export type ActivityCard = z.output<typeof activityCardSchema>

// ---- GET /api/search ----------------------------------------------------------------------

const idList = z
  .string()
  .max(500)
  .regex(/^\s*(\d{1,9}\s*(,\s*\d{1,9}\s*)*)?$/, 'a comma-separated list of ids')
const flag = z.enum(['0', '1', 'true', 'false', ''])

/** Orders a search can ask for (issue 30): price both ways, best rated, best selling, shortest. */
export const SEARCH_SORTS = ['price_asc', 'price_desc', 'rating', 'popularity', 'duration'] as const
export type SearchSort = (typeof SEARCH_SORTS)[number]

/** A real calendar day written yyyy-MM-dd (or nothing); "2026-02-31" is told how to write a date. */
export const searchDateSchema = z.string().refine((text) => {
  if (text === '') return true
  const year = Number(text.slice(0, 4))
  return isIsoDate(text) && year >= FIRST_YEAR && year <= LAST_YEAR
}, Messages.searchDateFormat)

/** Query of GET /api/search (spec §7); `key` is accepted as an alias of `keyword`. */
export const searchQuerySchema = z.object({
  keyword: z.string().max(200).optional(),
  key: z.string().max(200).optional(),
  location: idList.optional(),
  category: idList.optional(),
  tour_type: intText(1, 4).optional(),
  duration_min: intText(0, 365).optional(),
  duration_max: intText(0, 365).optional(),
  price_min: numberText(0, 1_000_000).optional(),
  price_max: numberText(0, 1_000_000).optional(),
  deals: flag.optional(),
  featured: flag.optional(),
  /**
   * yyyy-MM-dd: only tours bookable that day (the booking panel's rules), for `passengers`
   * travellers (default 1). An impossible day is refused with Messages.searchDateFormat, a day
   * before today (Asia/Colombo) with Messages.searchDatePast; empty means no date.
   */
  date: searchDateSchema.optional(),
  passengers: intText(1, 50).optional(),
  /** Transfers (tour_type=4): where from and where to, as words of the transfer's title and places. */
  from: z.string().max(100).optional(),
  to: z.string().max(100).optional(),
  /** Order of the results; without it, relevance for a keyword, else best sellers first. */
  sort: z.enum(SEARCH_SORTS).optional(),
  /** Only tours whose guides speak this language ("Guide in German"). */
  guide_lang: z.enum(GUIDE_LANGUAGES).optional(),
  /**
   * The page's language (decision 076): the keyword is also searched in that language's
   * translations with its stemming, and cards come translated where a translation exists.
   */
  lang: z.enum(TRAVELLER_LOCALES).optional(),
  page: intText(1, 100_000).optional(),
  /** The first N (no pagination): the home page's and carousels' requests. */
  limit: intText(1, 50).optional(),
})
export type SearchQuery = z.output<typeof searchQuerySchema>

/** `data.results` is a page, or with `limit` the first N. */
export const searchResponseSchema = apiSuccess(
  z.object({ results: z.union([paginated(activityCardSchema), z.array(activityCardSchema)]) }),
)
export type SearchResponse = z.output<typeof searchResponseSchema>

// ---- GET /api/search/get ------------------------------------------------------------------

export const suggestionsQuerySchema = z.object({
  key: z.string().max(200).optional(),
  location: z.string().max(500).optional(),
  date: z.string().max(10).optional(),
  /** Comma list of tour types the suggestions are narrowed to (the home keyword box: 1,2). */
  tour_type: z
    .string()
    .regex(/^[1-4](,[1-4])*$/, 'a comma-separated list of tour types 1 to 4')
    .optional(),
  /** The page's language: its translations are searched and titled too (decision 080). */
  lang: z.enum(TRAVELLER_LOCALES).optional(),
})

export const locationOptionSchema = z.object({ value: int, label: str })
export type LocationOption = z.output<typeof locationOptionSchema>

export const suggestionsSchema = z.object({
  locations: z.array(locationOptionSchema),
  activities: z.array(
    z.object({
      id: int,
      title: str,
      tour_type: tourTypeSchema,
      full_seo_url: str,
      /** Asked for in a language (`lang`): the title's language, 'en' where it is not translated. */
      content_locale: str.optional(),
    }),
  ),
})
export type Suggestions = z.output<typeof suggestionsSchema>

// ---- GET /api/activity?id= ----------------------------------------------------------------

export const itineraryItemSchema = z.object({
  label: str,
  /** Spelled as in spec §3. */
  summery: str,
  day_number: int.nullable(),
  /**
   * Asked for in a language (`lang`): the item's fields shown in English because they have no
   * translation ('label', 'summery'; decision 083). Absent in English.
   */
  untranslated: z.array(str).optional(),
})
export type ItineraryItem = z.output<typeof itineraryItemSchema>

/** One published review as the detail page shows it (spec §3 Review). */
export const clientReviewSchema = z.object({
  id: int,
  review_rating: int,
  review_feedback: str,
  /** ISO instant. */
  review_datetime: str,
  /** Last name is reduced to its initial: the page shows "Nimal P." and nothing more leaves. */
  profile: z.object({ first_name: str, last_name: str }),
  images: z.array(z.object({ name: str, url: str, srcset: str })),
})
export type ClientReview = z.output<typeof clientReviewSchema>

/** A count option of the booking panel (spec: adults / children / infants option lists). */
export const countOptionSchema = z.object({ id: int, label: str })
export type CountOption = z.output<typeof countOptionSchema>

/** Every field of spec §3 "Activity" the detail page and booking panel read, spelled as the spec spells them. */
export const activityDetailSchema = activityCardSchema.extend({
  images: z.array(imageRefSchema),
  seo_title: str,
  seo_description: str,
  itinery: z.array(itineraryItemSchema),
  inclusion: str,
  exclision: str,
  know_policy: str,
  know: z.object({ know_policy: str }),
  condtions: str,
  cancel_policy: str,
  contact_number: str.nullable(),
  /** Where exactly to meet ('' when the supplier gave none). */
  meeting_point: str,
  clientReviews: z.array(clientReviewSchema),
  supplier_name: str,
  supplier: z.object({
    id: int,
    supplier_profile: z.object({ work_name: str, work_mobile: str.nullable() }),
  }),
  pricing_basis: z.literal([1, 2]),
  status: int,
  sale_type: int,
  include_adults: z.boolean(),
  include_children: z.boolean(),
  include_infants: z.boolean(),
  adults_age_from: int,
  adults_age_to: int,
  children_age_from: int,
  children_age_to: int,
  infant_age_from: int,
  infant_age_to: int,
  adults: z.array(countOptionSchema),
  children: z.array(countOptionSchema),
  infants: z.array(countOptionSchema),
  available_locations: z.array(z.object({ id: int, loc_id: int, location_name: str })),
  /**
   * `airport`: the point is an airport, so checkout offers an airport pick-up (flight details).
   * Only the timing that applies (decision 058): a tour with start times sends
   * `minutes_before_start` (and no `pickup_time`), a tour sold per day its fixed `pickup_time`
   * ("HH:mm"); domain/pickup-times.ts turns either into the time for a chosen start.
   */
  pickup_locations: z.array(
    z.object({
      id: int,
      location_name: str,
      pickup_time: str.nullable(),
      minutes_before_start: int.nullable(),
      airport: z.boolean(),
    }),
  ),
  /** Per-band rates in cents (null when the band is not sold or the tour is priced per group). */
  rates: z.object({
    adult_cents: int.nullable(),
    child_cents: int.nullable(),
    infant_cents: int.nullable(),
    group_cents: int.nullable(),
    max_group_size: int.nullable(),
  }),
  deals: z.object({ subscription: z.object({ deals: z.object({ discount: int }) }) }).nullable(),
  booking_cutoff_days: int,
  /** The ways the tour is sold (decision 073); empty: one way, at `rates`. */
  tour_options: z.array(tourOptionSchema),
  /**
   * Asked for in a language (`lang`): the text fields shown in English because they have no
   * translation (names of TOUR_TRANSLATION_FIELDS). Absent in English.
   */
  untranslated: z.array(str).optional(),
})
export type ActivityDetail = z.output<typeof activityDetailSchema>

export const activityResponseSchema = apiSuccess(activityDetailSchema)

/** GET /api/activity?id=&lang= : `lang` asks for the tour's text in that language, where translated. */
export const activityQuerySchema = z.object({
  id: idText,
  lang: z.enum(TRAVELLER_LOCALES).optional(),
})

// ---- GET /api/location/page?id= and /api/instagram/get --------------------------------------

/** Spec §3 location page. */
export const locationPageDetailSchema = z.object({
  id: int,
  location: str,
  title: str,
  description: str,
  seo_title: str,
  seo_description: str,
  seo_url: str,
  full_seo_url: str,
  location_data: z.object({ id: int, name: str }),
  aktivity_count: int,
  image_name: str.nullable(),
  image_srcset: str.nullable(),
  image_alt: str,
  activities: z.array(activityCardSchema),
  /** Asked for in a language (`lang`): the fields left in English (decision 076). */
  untranslated: z.array(str).optional(),
})
export type LocationPageDetail = z.output<typeof locationPageDetailSchema>

/** The admin-managed gallery. */
export const instagramPostSchema = z.object({
  id: int,
  image_url: str,
  image_srcset: str,
  caption: str,
  link_url: str.nullable(),
})
export type InstagramPost = z.output<typeof instagramPostSchema>

export const suggestionsReplySchema = apiSuccess(suggestionsSchema)
/** GET /api/location/page?id=&lang= */
export const locationPageQuerySchema = activityQuerySchema

export const locationPageReplySchema = apiSuccess(locationPageDetailSchema)
export const instagramReplySchema = apiSuccess(z.array(instagramPostSchema))
export const locationOptionsReplySchema = apiSuccess(z.array(locationOptionSchema))
