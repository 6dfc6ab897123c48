/**
 * The console's translations of site content (issue 31 item 4, decision 086):
 * `GET /api/admin/translations/{kind}/{id}` and `PUT /api/admin/translations/{kind}/{id}/{locale}`.
 * The kinds are the home page's sliders, featured categories and travel inspirations (with the
 * article's body), location pages and the site-content pages (id = the section, e.g. `about`).
 *
 * Kind, id, language and field names arrive as plain text and are checked here, so a wrong one is
 * a 422 with a sentence saying what is allowed (the route's schema would answer a bare 400).
 */
import { z } from 'zod'
import { UnprocessableError } from '../errors.ts'
import { CONTENT_LOCALES, type ContentLocale } from '../i18n/content.ts'
import { SITE_CONTENT_SECTIONS, type SiteContentSection } from '../site-content-sections.ts'
import { apiSuccess, apiSuccessWithMessage } from './envelope.ts'

/** One translatable field: its console label, the English editor's limit, and if it is rich text. */
export interface TranslatableField {
  label: string
  max: number
  /** Sanitised HTML (the English body's allow-list, domain/rich-text.ts). */
  rich?: boolean
  /** Several lines of plain text (a textarea in the console). */
  multiline?: boolean
}

const title = { label: 'Title', max: 120 }
const RICH_MAX = 200_000

/** The fields of each kind, in the console's order; limits are the English editor's. */
export const TRANSLATABLE_KINDS = {
  slider: { label: 'Home slider', fields: { title, sub_text: { label: 'Sub-text', max: 300 } } },
  featured_category: {
    label: 'Featured category',
    fields: { title, description: { label: 'Description', max: 500, multiline: true } },
  },
  travel_inspiration: {
    label: 'Travel inspiration',
    fields: {
      title,
      description: { label: 'Description', max: 500, multiline: true },
      body: { label: 'Article', max: RICH_MAX, rich: true },
    },
  },
  location_page: {
    label: 'Location page',
    fields: {
      title,
      description: { label: 'Description', max: 5000, multiline: true },
      // The page head's <title> and description (issue 31); the English editor's limits.
      seo_title: { label: 'SEO title', max: 120 },
      seo_description: { label: 'SEO description', max: 300, multiline: true },
    },
  },
  // The name a tour page's category chip and the search filter show (the English editor's limit).
  category: { label: 'Category', fields: { title: { label: 'Name', max: 80 } } },
  site_content: {
    label: 'Site page',
    fields: {
      title,
      body: { label: 'Page text', max: RICH_MAX, rich: true },
      meta_title: { label: 'Meta title', max: 120 },
      meta_description: { label: 'Meta description', max: 300, multiline: true },
    },
  },
} as const satisfies Record<string, { label: string; fields: Record<string, TranslatableField> }>

export type TranslatableKind = keyof typeof TRANSLATABLE_KINDS
export const TRANSLATABLE_KIND_NAMES = Object.keys(TRANSLATABLE_KINDS) as TranslatableKind[]

export const TranslationMessages = {
  kind: `Unknown kind of content: use one of ${TRANSLATABLE_KIND_NAMES.join(', ')}`,
  locale: `Unknown language: use one of ${CONTENT_LOCALES.join(', ')} (English is edited on the item itself)`,
  id: 'Unknown item: use the id of a slider, featured category, inspiration, location page or category',
  section: `Unknown site page: use one of ${SITE_CONTENT_SECTIONS.join(', ')}`,
  field: (kind: TranslatableKind, field: string) =>
    `"${field.slice(0, 40)}" can not be translated for a ${TRANSLATABLE_KINDS[kind].label.toLowerCase()}: use ${Object.keys(
      TRANSLATABLE_KINDS[kind].fields,
    ).join(', ')}`,
  tooLong: (label: string, max: number) => `${label} can be at most ${max.toLocaleString('en')} characters`,
  noFields: 'Send at least one field to translate',
  saved: 'Translation saved. The public site shows it now.',
} as const

/** What a translation belongs to: a numeric item, or a site-content page by its section. */
export type TranslationTarget =
  | { kind: Exclude<TranslatableKind, 'site_content'>; id: number }
  | { kind: 'site_content'; id: SiteContentSection }

export function isTranslatableKind(value: string): value is TranslatableKind {
  return Object.hasOwn(TRANSLATABLE_KINDS, value)
}

/** The kind and id of a request's path, or a 422 saying what is allowed. */
export function parseTranslationTarget(kind: string, id: string): TranslationTarget {
  if (!isTranslatableKind(kind)) throw new UnprocessableError(TranslationMessages.kind)
  if (kind === 'site_content') {
    if (!(SITE_CONTENT_SECTIONS as readonly string[]).includes(id))
      throw new UnprocessableError(TranslationMessages.section)
    return { kind, id: id as SiteContentSection }
  }
  const number = /^[1-9][0-9]{0,8}$/.test(id) ? Number(id) : NaN
  if (!Number.isSafeInteger(number)) throw new UnprocessableError(TranslationMessages.id)
  return { kind, id: number }
}

export function parseTranslationLocale(locale: string): ContentLocale {
  if (!(CONTENT_LOCALES as readonly string[]).includes(locale))
    throw new UnprocessableError(TranslationMessages.locale)
  return locale as ContentLocale
}

/**
 * One language's fields as sent, trimmed and checked against the kind: an unknown field or one
 * over its limit is a 422 naming it. '' means "not translated" (the row is removed).
 */
export function parseTranslationFields(kind: TranslatableKind, fields: Record<string, string>) {
  const specs: Record<string, TranslatableField> = TRANSLATABLE_KINDS[kind].fields
  const entries = Object.entries(fields)
  if (entries.length === 0) throw new UnprocessableError(TranslationMessages.noFields)
  const parsed: Record<string, string> = {}
  for (const [field, value] of entries) {
    const spec = Object.hasOwn(specs, field) ? specs[field] : undefined
    if (!spec) throw new UnprocessableError(TranslationMessages.field(kind, field))
    const text = value.trim()
    if (text.length > spec.max)
      throw new UnprocessableError(TranslationMessages.tooLong(spec.label, spec.max))
    parsed[field] = text
  }
  return parsed
}

export const translationParamsSchema = z.object({ kind: z.string().max(40), id: z.string().max(40) })
export const translationLocaleParamsSchema = translationParamsSchema.extend({ locale: z.string().max(10) })

/** PUT body: one language's fields by name ('' clears one); fields not sent keep their text. */
export const saveTranslationBodySchema = z.object({
  fields: z.record(z.string().max(40), z.string().max(RICH_MAX)),
})
export type SaveTranslationBody = z.output<typeof saveTranslationBodySchema>

export const translationsViewSchema = z.object({
  kind: z.string(),
  id: z.string(),
  /** The item's English title, to name it in the console. */
  name: z.string(),
  fields: z.array(
    z.object({
      name: z.string(),
      label: z.string(),
      max: z.number().int(),
      rich: z.boolean(),
      multiline: z.boolean(),
      /** The English text, shown beside the field. */
      english: z.string(),
    }),
  ),
  /** Each language's text by field ('' where none). */
  translations: z.record(z.string(), z.record(z.string(), z.string())),
  /** Per language, the fields with English text and no translation (the public page's fallback). */
  missing: z.record(z.string(), z.array(z.string())),
})
export type TranslationsView = z.output<typeof translationsViewSchema>

export const translationsResponseSchema = apiSuccess(translationsViewSchema)
export const translationSavedResponseSchema = apiSuccessWithMessage(translationsViewSchema)
