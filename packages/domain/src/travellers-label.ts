/**
 * How many travellers a booking is for, in words: "2 adults, 1 child, 1 infant". One formatter for
 * every page and e-mail that lists a party (issue 29 point 8: "1 children" on the supplier's and
 * the admin's booking). Types with nobody are left out; a party of nobody reads `none`.
 */
export interface TravellerCountsInput {
  adults: number
  children: number
  infants: number
}

const words = {
  adults: ['adult', 'adults'],
  children: ['child', 'children'],
  infants: ['infant', 'infants'],
} as const

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

/** "1 adult", "2 children": the count with the right form of the word. */
export function countOf(
  count: number,
  type: keyof typeof words,
  options: { capitalised?: boolean } = {},
): string {
  const word = words[type][count === 1 ? 0 : 1]
  return `${count} ${options.capitalised ? capital(word) : word}`
}

/**
 * "2 adults, 1 child" (or "2 Adults, 1 Child" with `capitalised`); `none` (default
 * "No travellers") when every count is zero.
 */
export function travellersLabel(
  counts: TravellerCountsInput,
  options: { capitalised?: boolean; none?: string } = {},
): string {
  const parts = (['adults', 'children', 'infants'] as const)
    .filter((type) => counts[type] > 0)
    .map((type) => countOf(counts[type], type, options))
  return parts.length > 0 ? parts.join(', ') : (options.none ?? 'No travellers')
}

/** The same from a booking row's columns (num_adults, num_children, num_infants). */
export function bookingTravellersLabel(
  b: { num_adults: number; num_children: number; num_infants: number },
  options: { capitalised?: boolean; none?: string } = {},
): string {
  return travellersLabel({ adults: b.num_adults, children: b.num_children, infants: b.num_infants }, options)
}
