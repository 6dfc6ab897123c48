/**
 * Reference and editorial data of the public site (spec §7, the "GET /api/…/get" calls) and
 * the two contact forms of the footer (spec §7 "Other").
 */
import { z } from 'zod'
import { SITE_CONTENT_SECTIONS, type SiteContentSection } from '../site-content-sections.ts'
import { INQUIRY_LIMITS } from '../contact-forms.ts'
import { apiSuccess } from './envelope.ts'
import { activityCardSchema } from './catalogue.ts'
import { TRAVELLER_LOCALES } from '../i18n/locales.ts'

/** `?lang=` of the home page's content lists: their texts in that language where translated. */
export const contentLangQuerySchema = z.object({ lang: z.enum(TRAVELLER_LOCALES).optional() })

const int = z.number().int()
const str = z.string()

export const sliderSchema = z.object({
  id: int,
  image_name: str,
  image_srcset: str,
  title: str,
  sub_text: str,
  /** Asked for in a language (`lang`): the fields left in English (decision 076). */
  untranslated: z.array(str).optional(),
})
export type Slider = z.output<typeof sliderSchema>

export const featuredCategorySchema = z.object({
  id: int,
  image_name: str,
  image_srcset: str,
  title: str,
  description: str,
  categories: z.array(int),
  untranslated: z.array(str).optional(),
})
export type FeaturedCategory = z.output<typeof featuredCategorySchema>

/** GET /api/travel/inspiration?page= → `{ status, inspirations }` (spec §7). */
export const travelInspirationQuerySchema = z.object({
  page: z.string().max(50).optional(),
  lang: z.enum(TRAVELLER_LOCALES).optional(),
})
export const travelInspirationSchema = z.object({
  id: int,
  image_url: str,
  image_srcset: str,
  title: str,
  description: str,
  /** The article's address is /travel-inspiration/{seo_url}; empty when it has none. */
  seo_url: str,
  untranslated: z.array(str).optional(),
})
export type TravelInspiration = z.output<typeof travelInspirationSchema>
export const travelInspirationsResponseSchema = z.object({
  status: z.literal('success'),
  inspirations: z.array(travelInspirationSchema),
})

/** GET /api/travel/inspiration/:seo_url → one article with the active tours it presents. */
export const travelInspirationArticleParamsSchema = z.object({
  seo_url: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    .max(200),
})
export const travelInspirationArticleSchema = travelInspirationSchema.extend({
  /** Sanitised on save (admin content allow-list); the web sanitises again before rendering. */
  body: str,
  updated_at: str,
  activities: z.array(activityCardSchema),
})
export type TravelInspirationArticle = z.output<typeof travelInspirationArticleSchema>
export const travelInspirationArticleReplySchema = apiSuccess(travelInspirationArticleSchema)

/** Footer destination tag: GET /api/locationsPages/tags → `{ status, locationPage }` (spec §7). */
export const locationTagSchema = z.object({
  id: int,
  location: str,
  title: str,
  full_seo_url: str,
  aktivity_count: int,
})
export type LocationTag = z.output<typeof locationTagSchema>
export const locationTagsResponseSchema = z.object({
  status: z.literal('success'),
  locationPage: z.array(locationTagSchema),
})

export const siteSettingsSchema = z.object({
  title: str,
  description: str,
  keywords: str,
  featured: z.array(int),
})
export type SiteSettings = z.output<typeof siteSettingsSchema>

/**
 * Each section's HTML body under its own name, with `{section}_title`, `{section}_meta_title`
 * and `{section}_meta_description`.
 */
export const siteContentSchema = z
  .object(
    Object.fromEntries(
      SITE_CONTENT_SECTIONS.flatMap((s) => [s, `${s}_title`, `${s}_meta_title`, `${s}_meta_description`]).map(
        (key) => [key, str],
      ),
    ) as Record<
      SiteContentSection | `${SiteContentSection}_${'title' | 'meta_title' | 'meta_description'}`,
      typeof str
    >,
  )
  .extend({
    /** Asked for in a language (`lang`): the keys left in English (decision 086). */
    untranslated: z.array(str).optional(),
  })
export type SiteContent = z.output<typeof siteContentSchema>

export const categorySchema = z.object({ id: int, name: str })
export type Category = z.output<typeof categorySchema>

export const slidersResponseSchema = apiSuccess(z.array(sliderSchema))
export const featuredCategoriesResponseSchema = apiSuccess(z.array(featuredCategorySchema))
export const siteSettingsResponseSchema = apiSuccess(siteSettingsSchema)
export const siteContentResponseSchema = apiSuccess(siteContentSchema)
export const categoriesResponseSchema = apiSuccess(z.array(categorySchema))
/** GET /api/categories/get: `lang` names the categories in a traveller language (decision 086). */
export const categoriesQuerySchema = z.object({ lang: z.enum(TRAVELLER_LOCALES).optional() })

/** GET /api/locations/search?keyword= */
export const locationSearchQuerySchema = z.object({ keyword: z.string().max(100).optional() })

// ---- POST /api/email/inquiry and /api/email/sub ---------------------------------------------

/** The fields are checked by the spec's inquiry rules (in order, with its messages). */
/** A field people never see or fill: a bot that fills it gets a success answer and nothing more. */
const honeypot = z
  .string()
  .max(1000)
  .optional()
  .describe('Honeypot: must stay empty (the forms hide it from people)')

export const inquiryBodySchema = z.object({
  website: honeypot,
  name: z.string().max(INQUIRY_LIMITS.name).optional(),
  email: z.string().max(INQUIRY_LIMITS.email).optional(),
  phone: z.string().max(INQUIRY_LIMITS.phone).optional(),
  message: z.string().max(INQUIRY_LIMITS.message).optional(),
})
export type InquiryBody = z.output<typeof inquiryBodySchema>

export const subscriptionBodySchema = z.object({
  email: z.string().max(INQUIRY_LIMITS.email).optional(),
  website: honeypot,
})
