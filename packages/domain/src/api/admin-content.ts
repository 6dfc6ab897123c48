/**
 * The console's catalogue content API (issue 15): one list/create/update/delete set per kind,
 * images uploaded first (POST /api/admin/images) and named by their key.
 */
import { z } from 'zod'
import { ContentMessages, SEO_URL_PATTERN } from '../admin-content.ts'
import { SITE_CONTENT_SECTIONS } from '../site-content-sections.ts'
import { calendarDateSchema } from './calendar-date.ts'
import { apiSuccess, apiSuccessWithMessage, paginated } from './envelope.ts'

const text = (field: string, max: number, required?: string) => {
  const base = z.string().trim().max(max, ContentMessages.tooLong(field, max))
  return required ? base.min(1, required) : base.default('')
}
const sortOrder = z.number().int().min(0).max(32_000).default(0)
const ids = z.array(z.number().int().positive()).max(500).default([])
const imageKey = z.string().regex(/^[a-z0-9][a-z0-9-]{0,150}$/, ContentMessages.imageMissing)
const seoUrl = z
  .string()
  .trim()
  .regex(SEO_URL_PATTERN, ContentMessages.seoUrl)
  .max(120, ContentMessages.seoUrl)
/** A same-site path or an https address; empty means none. */
const link = z
  .string()
  .trim()
  .max(500)
  .refine(
    (v) => v === '' || /^\/(?![/\\])\S*$/.test(v) || /^https:\/\/[^/\\\s]\S*$/.test(v),
    ContentMessages.link,
  )
  .default('')
const isoDate = calendarDateSchema('Use a date like 2026-12-31')

export const imageRefSchema = z.object({ key: z.string(), url: z.string(), srcset: z.string() })
export const uploadedImageResponseSchema = apiSuccessWithMessage(imageRefSchema)

export const categoryInputSchema = z.object({
  name: text('Name', 80, ContentMessages.nameRequired),
  description: text('Description', 500),
  sort_order: sortOrder,
})
export const categoryItemSchema = categoryInputSchema.extend({
  id: z.number().int(),
  slug: z.string(),
  tours: z.number().int(),
})

export const locationInputSchema = z.object({
  name: text('Name', 80, ContentMessages.nameRequired),
  kind: z.enum(['place', 'airport', 'hotel', 'station', 'harbour', 'meeting-point']).default('place'),
  parent_location_id: z.number().int().positive().nullable().default(null),
  is_pickup_point: z.boolean().default(false),
  is_destination: z.boolean().default(true),
  region: text('Region', 80),
  description: text('Description', 1000),
})
export const locationItemSchema = locationInputSchema.extend({ id: z.number().int(), slug: z.string() })

export const locationPageInputSchema = z.object({
  location_id: z.number().int().positive(),
  title: text('Title', 120, ContentMessages.titleRequired),
  description: text('Description', 5000),
  seo_title: text('SEO title', 120),
  seo_description: text('SEO description', 300),
  seo_url: seoUrl,
  image_key: imageKey.nullable().default(null),
  image_alt: text('Image text', 200),
  published: z.boolean().default(true),
  sort_order: sortOrder,
})
export const locationPageItemSchema = locationPageInputSchema.extend({
  id: z.number().int(),
  full_seo_url: z.string(),
  location_name: z.string(),
  image: imageRefSchema.nullable(),
})

export const sliderInputSchema = z.object({
  image_key: imageKey,
  title: text('Title', 120, ContentMessages.titleRequired),
  sub_text: text('Sub-text', 300),
  sort_order: sortOrder,
  active: z.boolean().default(true),
})
export const sliderItemSchema = sliderInputSchema.extend({ id: z.number().int(), image: imageRefSchema })

export const featuredCategoryInputSchema = z.object({
  image_key: imageKey,
  title: text('Title', 120, ContentMessages.titleRequired),
  description: text('Description', 500),
  categories: ids,
  sort_order: sortOrder,
  active: z.boolean().default(true),
})
export const featuredCategoryItemSchema = featuredCategoryInputSchema.extend({
  id: z.number().int(),
  image: imageRefSchema,
})

export const inspirationInputSchema = z.object({
  page: z.string().trim().min(1).max(50).default('home'),
  image_key: imageKey,
  title: text('Title', 120, ContentMessages.titleRequired),
  description: text('Description', 500),
  seo_url: seoUrl,
  /** Rich text; sanitised on the server before it is stored. */
  body: z.string().max(200_000).default(''),
  link_url: link,
  activities: ids,
  sort_order: sortOrder,
  active: z.boolean().default(true),
})
export const inspirationItemSchema = inspirationInputSchema.extend({
  id: z.number().int(),
  image: imageRefSchema,
})

export const instagramInputSchema = z.object({
  image_key: imageKey,
  caption: text('Caption', 300),
  link_url: link,
  sort_order: sortOrder,
  active: z.boolean().default(true),
})
export const instagramItemSchema = instagramInputSchema.extend({
  id: z.number().int(),
  image: imageRefSchema,
})

export const dealInputSchema = z
  .object({
    title: text('Title', 120, ContentMessages.titleRequired),
    description: text('Description', 500),
    discount_percent: z
      .number({ error: ContentMessages.discount })
      .int(ContentMessages.discount)
      .min(1, ContentMessages.discount)
      .max(100, ContentMessages.discount),
    starts_on: isoDate,
    ends_on: isoDate,
    image_key: imageKey.nullable().default(null),
    active: z.boolean().default(true),
    activities: ids,
  })
  .refine((d) => d.ends_on >= d.starts_on, { message: ContentMessages.dates, path: ['ends_on'] })
export const dealItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  discount_percent: z.number().int(),
  starts_on: z.string(),
  ends_on: z.string(),
  image_key: z.string().nullable(),
  active: z.boolean(),
  activities: z.array(z.number().int()),
  image: imageRefSchema.nullable(),
})

export const siteSettingsInputSchema = z.object({
  title: text('Title', 120, ContentMessages.titleRequired),
  description: text('Description', 300),
  keywords: text('Keywords', 500),
  featured: ids,
})
export const siteSettingsResponseSchema = apiSuccess(siteSettingsInputSchema)
export const siteSettingsSavedSchema = apiSuccessWithMessage(siteSettingsInputSchema)

export const siteSectionParamsSchema = z.object({ section: z.enum(SITE_CONTENT_SECTIONS) })
export const siteContentInputSchema = z.object({
  title: text('Title', 120),
  body: z.string().max(200_000).default(''),
  meta_title: text('Meta title', 120),
  meta_description: text('Meta description', 300),
})
export const siteContentItemSchema = siteContentInputSchema.extend({
  section: z.enum(SITE_CONTENT_SECTIONS),
  updated_at: z.string(),
})
export const siteContentListSchema = apiSuccess(z.array(siteContentItemSchema))
export const siteContentSavedSchema = apiSuccessWithMessage(siteContentItemSchema)

/** List, one item and a save's answer around an item schema. */
export function contentResponses<T extends z.ZodType>(item: T) {
  return { list: apiSuccess(paginated(item)), one: apiSuccess(item), saved: apiSuccessWithMessage(item) }
}

export type CategoryItem = z.output<typeof categoryItemSchema>
export type LocationItem = z.output<typeof locationItemSchema>
export type LocationPageItem = z.output<typeof locationPageItemSchema>
export type SliderItem = z.output<typeof sliderItemSchema>
export type FeaturedCategoryItem = z.output<typeof featuredCategoryItemSchema>
export type InspirationItem = z.output<typeof inspirationItemSchema>
export type InstagramItem = z.output<typeof instagramItemSchema>
export type DealItem = z.output<typeof dealItemSchema>
export type SiteSettingsInput = z.output<typeof siteSettingsInputSchema>
export type SiteContentItem = z.output<typeof siteContentItemSchema>
export type ImageRefJson = z.output<typeof imageRefSchema>
