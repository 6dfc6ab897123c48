/**
 * The tour editor's Languages step (issue 31, decision 076): `/api/supplier/tours/{id}/translations`.
 * The languages the guides speak, and the tour's text in each traveller language; a field left
 * empty shows the English text with a note. Plain text, trimmed and limited like the English
 * fields of the editor (api/supplier-tours.ts): React escapes it on every page.
 */
import { z } from 'zod'
import { CONTENT_LOCALES, GUIDE_LANGUAGES, TOUR_TRANSLATION_FIELDS } from '../i18n/content.ts'
import { OptionLimits as L } from '../tour-options.ts'
import { apiSuccess, apiSuccessWithMessage, idText } from './envelope.ts'

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`)

export const TourTranslationMessages = {
  guideLanguagesRequired: 'Choose at least one language your guides speak',
  saved: 'Languages saved',
  notThisTourOption: 'This option is not part of this tour: reload the page',
  notThisTier: 'This vehicle is not part of this option: reload the page',
} as const

/**
 * One option's text in one language (decision 088): name, description and its vehicle tiers'
 * names, each tier named by its English name (tiers have no lasting id). Strict: an unknown field
 * is refused, like an option or a tier that is not the tour's.
 */
export const optionTextInputSchema = z.strictObject({
  id: z.number().int().min(1),
  name: text(L.nameMax).optional(),
  description: text(L.descriptionMax).optional(),
  tiers: z
    .array(z.strictObject({ english: z.string().max(L.tierNameMax), name: text(L.tierNameMax) }))
    .max(L.maxTiers)
    .optional(),
})
export type OptionTextInput = z.output<typeof optionTextInputSchema>

/** One language's text; every field optional, an empty one falls back to English. */
export const tourTextSchema = z.object({
  title: text(150).optional(),
  overview: text(20_000).optional(),
  inclusion: text(10_000).optional(),
  exclision: text(10_000).optional(),
  know_policy: text(10_000).optional(),
  condtions: text(10_000).optional(),
  cancel_policy: text(10_000).optional(),
  meeting_point: text(1_000).optional(),
  /**
   * Itinerary items by id (decision 083); an item left out keeps what it had, an id that is not
   * one of the tour's items (deleted meanwhile, or another tour's) is ignored.
   */
  itinerary: z
    .array(
      z.object({ id: z.number().int().min(1), label: text(150).optional(), summery: text(5_000).optional() }),
    )
    .max(100)
    .optional(),
  /** Options by id (decision 088); an option left out keeps what it had. */
  options: z.array(optionTextInputSchema).max(L.maxOptions).optional(),
})
export type TourText = z.output<typeof tourTextSchema>

export const tourTranslationsParamsSchema = z.object({ id: idText })

/** PUT body: the whole Languages step; a language left out keeps what it had. */
export const saveTourTranslationsBodySchema = z.object({
  guide_languages: z
    .array(z.enum(GUIDE_LANGUAGES))
    .min(1, TourTranslationMessages.guideLanguagesRequired)
    .max(GUIDE_LANGUAGES.length),
  translations: z.partialRecord(z.enum(CONTENT_LOCALES), tourTextSchema).default({}),
})
export type SaveTourTranslationsBody = z.input<typeof saveTourTranslationsBodySchema>

const fieldsSchema = z.object(
  Object.fromEntries(TOUR_TRANSLATION_FIELDS.map((field) => [field, z.string()])) as Record<
    (typeof TOUR_TRANSLATION_FIELDS)[number],
    z.ZodString
  >,
)

const itineraryTextSchema = z.object({ id: z.number().int(), label: z.string(), summery: z.string() })

/** An option's texts: in English, `tiers` are the tier names; in a language, the same tiers' names ('' where none). */
const optionTextSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  tiers: z.array(z.string()),
})
export type OptionText = z.output<typeof optionTextSchema>

export const tourTranslationsSchema = z.object({
  guide_languages: z.array(z.string()),
  /** The English text, for the editor to show beside each field. */
  english: fieldsSchema,
  /** Each traveller language's text ('' where none). */
  translations: z.record(z.string(), fieldsSchema),
  /** Per language, the fields with English text and no translation: what is still missing. */
  missing: z.record(z.string(), z.array(z.string())),
  /** The tour's itinerary in English, in its order (decision 083). */
  english_itinerary: z.array(itineraryTextSchema),
  /** Each language's text of every item, in the same order ('' where none). */
  itinerary: z.record(z.string(), z.array(itineraryTextSchema)),
  /** Per language, the ids of items with a field that has English words and no translation. */
  missing_itinerary: z.record(z.string(), z.array(z.number().int())),
  /** The tour's options in English, in order, with their tiers' names (decision 088). */
  english_options: z.array(optionTextSchema),
  /** Each language's text of every option, in the same order, tiers as in English. */
  options: z.record(z.string(), z.array(optionTextSchema)),
  /** Per language, the ids of options with a name, description or tier name still English. */
  missing_options: z.record(z.string(), z.array(z.number().int())),
})
export type TourTranslations = z.output<typeof tourTranslationsSchema>

export const tourTranslationsResponseSchema = apiSuccess(tourTranslationsSchema)
export const tourTranslationsSavedResponseSchema = apiSuccessWithMessage(tourTranslationsSchema)
