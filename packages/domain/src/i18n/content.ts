/**
 * Translated content (issue 31, decision 076): which languages content is translated into, how
 * each is searched, and which languages a tour's guides may speak.
 */
import { DEFAULT_LOCALE, LOCALE_NAMES, PORTAL_LOCALES, TRAVELLER_LOCALES, type Locale } from './locales.ts'
import type { TravellerLocale } from './locales.ts'

/** Languages content is translated into: every traveller language but English, the source. */
export const CONTENT_LOCALES = TRAVELLER_LOCALES.filter(
  (locale): locale is Exclude<TravellerLocale, 'en'> => locale !== DEFAULT_LOCALE,
)
export type ContentLocale = (typeof CONTENT_LOCALES)[number]

export function isContentLocale(value: string): value is ContentLocale {
  return (CONTENT_LOCALES as readonly string[]).includes(value)
}

/**
 * PostgreSQL text-search configuration per language, present in PostgreSQL 15 and in PGlite
 * alike; Chinese and Japanese have none (their words are not separated by spaces) and are
 * matched word by word as written ('simple'). The database repeats this list in
 * activity_translations.search_vector (schema/translations.ts).
 */
export const SEARCH_CONFIGS: Record<TravellerLocale, string> = {
  en: 'english',
  de: 'german',
  fr: 'french',
  ru: 'russian',
  hi: 'hindi',
  zh: 'simple',
  ja: 'simple',
}

/** A tour's text fields that suppliers translate (API names of GET /api/activity). */
export const TOUR_TRANSLATION_FIELDS = [
  'title',
  'overview',
  'inclusion',
  'exclision',
  'know_policy',
  'condtions',
  'cancel_policy',
  'meeting_point',
] as const
export type TourTranslationField = (typeof TOUR_TRANSLATION_FIELDS)[number]

/** Fields of one itinerary item that suppliers translate (API names, spec §3 `itinery`). */
export const ITINERARY_TRANSLATION_FIELDS = ['label', 'summery'] as const
export type ItineraryTranslationField = (typeof ITINERARY_TRANSLATION_FIELDS)[number]

/**
 * Whether a text needs a translation at all: an itinerary label that is only a time ("06:30",
 * "+1 h 15 min" has words, "08:47" has none) reads the same in every language.
 */
export function needsTranslation(text: string): boolean {
  return /\p{L}/u.test(text)
}

/** Longest translated title and text, as the English editor allows. */
export const TRANSLATION_TITLE_MAX = 200
export const TRANSLATION_TEXT_MAX = 20_000

/** Kinds of site content with translations, and the fields each has. */
export const CONTENT_TRANSLATION_FIELDS = {
  slider: ['title', 'sub_text'],
  featured_category: ['title', 'description'],
  travel_inspiration: ['title', 'description', 'body'],
  location_page: ['title', 'description'],
  /** A tour category's name (the tour page's chip, the search filter); stored as its title. */
  category: ['title'],
} as const
export type ContentKind = keyof typeof CONTENT_TRANSLATION_FIELDS
export const CONTENT_KINDS = Object.keys(CONTENT_TRANSLATION_FIELDS) as ContentKind[]

/** Languages a tour's guides may speak: the nine languages Serendib speaks. */
export const GUIDE_LANGUAGES = PORTAL_LOCALES
export type GuideLanguage = Locale

export function isGuideLanguage(value: string): value is GuideLanguage {
  return (GUIDE_LANGUAGES as readonly string[]).includes(value)
}

/** Each guide language in its own words ("Deutsch"), as the language menu names them. */
export function guideLanguageName(language: string): string {
  return isGuideLanguage(language) ? LOCALE_NAMES[language] : language
}

/**
 * A supplier's list of guide languages: known codes only, each once, in the order given;
 * null when it is empty (a tour's guides speak at least one language).
 */
export function normaliseGuideLanguages(values: readonly string[]): GuideLanguage[] | null {
  const list = [...new Set(values.map((value) => value.trim().toLowerCase()))].filter(isGuideLanguage)
  return list.length ? list : null
}
