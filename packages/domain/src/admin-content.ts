/** Rules of the console's catalogue content (issue 15): addresses, limits, messages. */

/** A URL part from a title: lower-case letters and digits joined by single hyphens. */
export function seoSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
}

export const SEO_URL_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Rich text the editor may produce and the public pages render (same list as the web's sanitiser). */
export const RICH_TEXT_TAGS = ['p', 'h2', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'br'] as const

export const ContentMessages = {
  titleRequired: 'Enter a title',
  nameRequired: 'Enter a name',
  tooLong: (field: string, max: number) => `${field} can be at most ${max} characters`,
  seoUrl: 'Use lower-case letters, digits and hyphens, like "ella-by-train"',
  seoUrlTaken: 'This address is already used by another page',
  nameTaken: 'This name is already used',
  imageRequired: 'Upload an image',
  imageMissing: 'The image was not found. Upload it again.',
  discount: 'The discount is a whole percent from 1 to 100',
  dates: 'The end date can not be before the start date',
  unknownTours: 'Some of the chosen tours do not exist',
  unknownCategories: 'Some of the chosen categories do not exist',
  unknownLocation: 'Choose an existing place',
  link: 'Use a site path like /search?key=tea or an https:// address',
  inUse: 'This is still used by tours or bookings and can not be deleted',
  saved: 'Saved. The public site shows it now.',
  /** Issue 29 point 8: a link the sanitiser drops (javascript:, mailto:, http:) is said, not silently lost. */
  linksDropped: (hrefs: readonly string[]) =>
    `Saved, without ${hrefs.length === 1 ? 'a link' : `${hrefs.length} links`} to ${hrefs
      .map((h) => `"${h.length > 40 ? `${h.slice(0, 39)}…` : h}"`)
      .join(', ')}: the text stays, but a link must go to a site path like /search or an https:// address.`,
  /** The editor's link dialog. */
  linkRefused: (href: string) =>
    /^\s*javascript:/i.test(href)
      ? 'javascript: links are not allowed: use a site path like /search or an https:// address'
      : 'Use a site path like /search?key=tea or an https:// address',
  deleted: 'Deleted',
} as const
