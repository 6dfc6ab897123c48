/**
 * The octo/content capability (issue 33, decision 060): the words, pictures, places, duration and
 * categories of a tour as OCTO's content fields, from what the tour page shows. Pure rules here;
 * the server loads the tour (services/octo/octo-content.ts).
 */
import { DurationUnit } from './duration.ts'
import { PricingBasis } from './pricing-basis.ts'
import { TourType } from './tour-types.ts'

export const OCTO_CONTENT = 'octo/content'
/** Our tours are written in English only: the Content-Language and Available-Languages we answer. */
export const OCTO_CONTENT_LANGUAGE = 'en'

/**
 * One item per line, as the supplier's editor asks and the tour page lists them: a leading
 * bullet ("-", "*", "•") and blank lines dropped.
 */
export function contentLines(text: string | null | undefined): string[] {
  if (!text) return []
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*[-*•]\s*/, '').trim())
    .filter(Boolean)
}

/** The longest short description we give: about two sentences. */
export const SHORT_DESCRIPTION_MAX = 300

/**
 * A short description: the tour's search description when the supplier wrote one, else the
 * overview's first paragraph, cut at a word before SHORT_DESCRIPTION_MAX with an ellipsis.
 */
export function shortDescriptionOf(seoDescription: string, overview: string): string | null {
  const text = (seoDescription.trim() || overview.trim().split(/\r?\n\s*\r?\n/)[0] || '').replace(/\s+/g, ' ')
  if (!text) return null
  if (text.length <= SHORT_DESCRIPTION_MAX) return text
  const cut = text.slice(0, SHORT_DESCRIPTION_MAX - 1)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), SHORT_DESCRIPTION_MAX / 2)).trimEnd()}…`
}

export type OctoDurationUnit = 'minute' | 'hour' | 'day'

/** The tour's duration as OCTO's earlier fields give it: "3", "hour", "3 hours". */
export function octoDuration(
  value: number,
  unit: number,
): {
  amount: string
  unit: OctoDurationUnit
  text: string
} {
  const name: OctoDurationUnit =
    unit === DurationUnit.days ? 'day' : unit === DurationUnit.hours ? 'hour' : 'minute'
  return { amount: String(value), unit: name, text: `${value} ${name}${value === 1 ? '' : 's'}` }
}

/** OCTO's category labels (Google's "Things to do" categories and OCTO's own), as we use them. */
export type OctoCategoryLabel =
  | 'multi-day'
  | 'animals'
  | 'beaches'
  | 'boat-tours'
  | 'classes'
  | 'day-trips'
  | 'family-friendly'
  | 'food'
  | 'guided-tours'
  | 'history'
  | 'outdoors'
  | 'private-tours'
  | 'sports'
  | 'walking-tours'

/** A word in one of our category names and the labels it stands for. */
const CATEGORY_WORDS: [RegExp, OctoCategoryLabel[]][] = [
  [/wildlife|safari|animal/i, ['animals']],
  [/whale|dolphin/i, ['animals', 'boat-tours']],
  [/boat|cruise|lagoon/i, ['boat-tours']],
  [/culture|heritage|histor|temple/i, ['history']],
  [/beach|coast/i, ['beaches']],
  [/hik|nature|trek|outdoor/i, ['outdoors']],
  [/water sport|surf|diving|snorkel|rafting/i, ['sports']],
  [/food|cooking|culinary/i, ['food']],
  [/cooking|class/i, ['classes']],
  [/family/i, ['family-friendly']],
  [/walk/i, ['walking-tours']],
  [/private/i, ['private-tours']],
]

/**
 * The labels a tour's categories and kind stand for, each once, in OCTO's order of the list
 * above: a round tour is multi-day, a day tour a day trip, a tour priced per group private.
 */
export function octoCategoryLabels(
  categoryNames: readonly string[],
  tourType: number,
  pricingBasis: number,
): OctoCategoryLabel[] {
  const labels = new Set<OctoCategoryLabel>()
  if (tourType === TourType.round) labels.add('multi-day')
  if (tourType === TourType.day) labels.add('day-trips')
  if (pricingBasis === PricingBasis.perGroup) labels.add('private-tours')
  for (const name of categoryNames)
    for (const [words, found] of CATEGORY_WORDS) if (words.test(name)) found.forEach((l) => labels.add(l))
  return [...labels]
}

/** How the voucher is redeemed (decision 044), for OCTO's redemption instructions. */
export const OCTO_REDEMPTION_INSTRUCTIONS =
  'Show your voucher, printed or on your phone, at the pick-up or the start: the guide scans its QR code.'
