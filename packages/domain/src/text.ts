/** Text cuts of spec §9, in characters. */
export const TextCut = {
  cardTitle: 48,
  cardOverview: 90,
  relatedTitle: 50,
  relatedOverview: 75,
  bookingOverview: 30,
  reviewTableOverview: 55,
  modal: 90,
  favouritesOverview: 90,
} as const

/** Cuts text to at most `max` characters, ending with an ellipsis when it was cut. */
export function cutText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  return `${clean.slice(0, Math.max(0, max - 1)).trimEnd()}…`
}

/** "1 tour" / "12 tours" for the footer destination tags (spec §2). */
export function tourCount(count: number): string {
  return `${count} ${count === 1 ? 'tour' : 'tours'}`
}

/** URL slug from a title: lower-case ASCII words joined by dashes. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
