/**
 * The console's content kinds as forms: which fields each has and how they are edited. Field
 * names are the API's (packages/domain/src/api/admin-content.ts); the same zod schema checks the
 * form in the browser before the server checks it again.
 */
import {
  categoryInputSchema,
  dealInputSchema,
  featuredCategoryInputSchema,
  inspirationInputSchema,
  instagramInputSchema,
  locationInputSchema,
  locationPageInputSchema,
  sliderInputSchema,
} from '@serendib/domain/api/admin-content'
import type { TranslatableKind } from '@serendib/domain/api/admin-translations'
import type { z } from 'zod'

export type FieldType =
  | 'text'
  | 'textarea'
  | 'richtext'
  | 'number'
  | 'checkbox'
  | 'image'
  | 'date'
  | 'select'
  | 'tours'
  | 'categories'
  | 'location'

export interface FieldSpec {
  name: string
  label: string
  type: FieldType
  help?: string
  options?: [string, string][]
  /** Optional image fields may be cleared. */
  optional?: boolean
}

export interface KindSpec {
  path: string
  label: string
  plural: string
  /** The field shown as each row's title in the list. */
  titleField: string
  schema: z.ZodType
  fields: FieldSpec[]
  /** Where the public site shows it, for the "see it on the site" link. */
  publicUrl?: (item: Record<string, unknown>) => string | null
  /** The kind's name in /api/admin/translations when its texts are translated (decision 086). */
  translations?: TranslatableKind
}

const order: FieldSpec = { name: 'sort_order', label: 'Position (lower first)', type: 'number' }
const active: FieldSpec = { name: 'active', label: 'Shown on the site', type: 'checkbox' }
const image: FieldSpec = { name: 'image_key', label: 'Image', type: 'image' }

export const contentKinds: KindSpec[] = [
  {
    path: 'sliders',
    translations: 'slider',
    label: 'Slider',
    plural: 'Home sliders',
    titleField: 'title',
    schema: sliderInputSchema,
    fields: [
      image,
      { name: 'title', label: 'Title', type: 'text' },
      { name: 'sub_text', label: 'Sub-text', type: 'text' },
      order,
      active,
    ],
    publicUrl: () => '/',
  },
  {
    path: 'featured-categories',
    translations: 'featured_category',
    label: 'Featured category',
    plural: 'Featured categories',
    titleField: 'title',
    schema: featuredCategoryInputSchema,
    fields: [
      image,
      { name: 'title', label: 'Title', type: 'text' },
      { name: 'description', label: 'Description', type: 'textarea' },
      { name: 'categories', label: 'Categories it searches', type: 'categories' },
      order,
      active,
    ],
    publicUrl: () => '/',
  },
  {
    path: 'inspirations',
    translations: 'travel_inspiration',
    label: 'Travel inspiration',
    plural: 'Travel inspirations',
    titleField: 'title',
    schema: inspirationInputSchema,
    fields: [
      image,
      { name: 'title', label: 'Title', type: 'text' },
      {
        name: 'seo_url',
        label: 'Address (/travel-inspiration/…)',
        type: 'text',
        help: 'Lower-case words joined by hyphens',
      },
      { name: 'description', label: 'Card text', type: 'textarea' },
      { name: 'body', label: 'Article', type: 'richtext' },
      { name: 'activities', label: 'Tours in the article', type: 'tours' },
      {
        name: 'link_url',
        label: 'Card link (optional)',
        type: 'text',
        help: 'A site path like /search?key=tea or an https:// address',
      },
      order,
      active,
    ],
    publicUrl: () => '/travel-inspiration',
  },
  {
    path: 'instagram',
    label: 'Instagram picture',
    plural: 'Instagram gallery',
    titleField: 'caption',
    schema: instagramInputSchema,
    fields: [
      image,
      { name: 'caption', label: 'Caption', type: 'text' },
      { name: 'link_url', label: 'Link (optional)', type: 'text' },
      order,
      active,
    ],
  },
  {
    path: 'deals',
    label: 'Deal',
    plural: 'Deals',
    titleField: 'title',
    schema: dealInputSchema,
    fields: [
      { name: 'title', label: 'Title', type: 'text' },
      { name: 'description', label: 'Description', type: 'textarea' },
      { name: 'discount_percent', label: 'Discount (%)', type: 'number' },
      { name: 'starts_on', label: 'First day', type: 'date' },
      { name: 'ends_on', label: 'Last day', type: 'date' },
      { name: 'activities', label: 'Subscribed tours', type: 'tours' },
      { ...image, optional: true },
      active,
    ],
    publicUrl: () => '/search?deals=1',
  },
  {
    path: 'categories',
    translations: 'category',
    label: 'Category',
    plural: 'Categories',
    titleField: 'name',
    schema: categoryInputSchema,
    fields: [
      { name: 'name', label: 'Name', type: 'text' },
      { name: 'description', label: 'Description', type: 'textarea' },
      order,
    ],
  },
  {
    path: 'locations',
    label: 'Place or pick-up point',
    plural: 'Places and pick-up points',
    titleField: 'name',
    schema: locationInputSchema,
    fields: [
      { name: 'name', label: 'Name', type: 'text' },
      {
        name: 'kind',
        label: 'Kind',
        type: 'select',
        options: [
          ['place', 'Place'],
          ['airport', 'Airport'],
          ['hotel', 'Hotel'],
          ['station', 'Station'],
          ['harbour', 'Harbour'],
          ['meeting-point', 'Meeting point'],
        ],
      },
      { name: 'parent_location_id', label: 'In place (pick-up points)', type: 'location', optional: true },
      { name: 'is_pickup_point', label: 'Offered as a pick-up point', type: 'checkbox' },
      { name: 'is_destination', label: 'A destination tours start from or visit', type: 'checkbox' },
      { name: 'region', label: 'Region', type: 'text' },
      { name: 'description', label: 'Description', type: 'textarea' },
    ],
  },
  {
    path: 'location-pages',
    translations: 'location_page',
    label: 'Location page',
    plural: 'Location pages',
    titleField: 'title',
    schema: locationPageInputSchema,
    fields: [
      { name: 'location_id', label: 'Place', type: 'location' },
      { name: 'title', label: 'Title', type: 'text' },
      { name: 'seo_url', label: 'Address part', type: 'text', help: 'Lower-case words joined by hyphens' },
      { name: 'description', label: 'Description', type: 'textarea' },
      { name: 'seo_title', label: 'SEO title', type: 'text' },
      { name: 'seo_description', label: 'SEO description', type: 'textarea' },
      { ...image, optional: true },
      { name: 'image_alt', label: 'Image description', type: 'text' },
      { name: 'published', label: 'Published', type: 'checkbox' },
      order,
    ],
    publicUrl: (item) => (typeof item.full_seo_url === 'string' ? item.full_seo_url : null),
  },
]

export function kindSpec(path: string | undefined): KindSpec | undefined {
  return contentKinds.find((k) => k.path === path)
}

/** A blank form: the schema's defaults for every field. */
export function blankItem(spec: KindSpec): Record<string, unknown> {
  const parsed = spec.schema.safeParse({})
  const defaults: Record<string, unknown> = {}
  for (const f of spec.fields) {
    defaults[f.name] =
      f.type === 'checkbox'
        ? true
        : f.type === 'tours' || f.type === 'categories'
          ? []
          : f.type === 'number'
            ? 0
            : f.type === 'image' || f.type === 'location'
              ? null
              : ''
  }
  if (spec.path === 'locations') defaults.is_pickup_point = false
  return parsed.success ? { ...defaults, ...(parsed.data as object) } : defaults
}
