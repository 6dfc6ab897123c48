/**
 * Response types of the public catalogue API (spec §7 "Search and catalogue"), for code that
 * reads them (the web, services). Each is the output type of its zod schema in api/: the
 * contract is declared once there (decision 020). Type-only imports: no zod reaches a bundle
 * through this module.
 */
export type {
  ActivityCard,
  ActivityDetail,
  CategoryRef,
  ClientReview,
  CountOption,
  ImageRef,
  InstagramPost,
  ItineraryItem,
  LocationOption,
  LocationPageDetail,
  SearchResponse,
  Suggestions,
} from './api/catalogue.ts'
export type {
  Category,
  FeaturedCategory,
  LocationTag,
  SiteContent,
  SiteSettings,
  Slider,
  TravelInspiration,
  TravelInspirationArticle,
} from './api/site-content.ts'
export type { ApiError, ApiSuccess, Paginated } from './api/envelope.ts'

export { SITE_CONTENT_SECTIONS, type SiteContentSection } from './site-content-sections.ts'
