import { localizedPath, type Locale } from '@serendib/domain/i18n/locales'
import type { MessageId } from '@serendib/domain/i18n/messages/en'
import type { Category, LocationOption } from '@serendib/domain/catalogue-api'
import type { MetaDescriptor } from 'react-router'
import { absoluteUrl, pageMeta } from './page-meta'
import {
  canonicalSearchHref,
  isIndexableSearch,
  searchTypeTitle,
  type SearchQuery,
  type SearchTourType,
} from './search-query'
import { SITE_NAME, pageTitle } from './seo'

type Translate = (id: MessageId, values?: Record<string, unknown>) => string

/** Spec §2: 'All Tours' / 'Round Tours' / 'Day Tours', plus ' in {locations}' and ' on {categories}'. */
export function searchHeading(
  type: SearchTourType | null,
  locationNames: string[],
  categoryNames: string[],
  /** Another language's words (decision 077): the loader's `translate` for the page's language. */
  t?: (id: MessageId, values?: Record<string, unknown>) => string,
): string {
  if (t) {
    let heading = t(type === null ? 'search.allTypes' : (`search.type${type}` as MessageId))
    if (locationNames.length > 0)
      heading = t('search.headingIn', { heading, places: locationNames.join(', ') })
    if (categoryNames.length > 0)
      heading = t('search.headingOn', { heading, categories: categoryNames.join(', ') })
    return heading
  }
  let heading = searchTypeTitle(type)
  if (locationNames.length > 0) heading += ` in ${locationNames.join(', ')}`
  if (categoryNames.length > 0) heading += ` on ${categoryNames.join(', ')}`
  return heading
}

/** Names for the ids in the URL, in the URL's order; ids the catalogue does not know are skipped. */
export function namesFor<T>(ids: number[], items: T[], id: (item: T) => number, name: (item: T) => string) {
  const byId = new Map(items.map((item) => [id(item), name(item)]))
  return ids.flatMap((wanted) => {
    const found = byId.get(wanted)
    return found === undefined ? [] : [found]
  })
}

export function locationNames(ids: number[], locations: LocationOption[]): string[] {
  return namesFor(
    ids,
    locations,
    (option) => option.value,
    (option) => option.label,
  )
}

export function categoryNames(ids: number[], categories: Category[]): string[] {
  return namesFor(
    ids,
    categories,
    (category) => category.id,
    (category) => category.name,
  )
}

/** The document title: the heading, the keyword when there is one, the page after the first. */
export function searchDocumentTitle(heading: string, query: SearchQuery, t?: Translate): string {
  if (t) {
    const title = query.key ? t('title.searchMatching', { heading, key: query.key }) : heading
    return pageTitle(query.page > 1 ? t('title.searchPage', { title, page: query.page }) : title)
  }
  const keyword = query.key ? ` matching “${query.key}”` : ''
  const page = query.page > 1 ? `, page ${query.page}` : ''
  return pageTitle(`${heading}${keyword}${page}`)
}

export function searchDescription(
  heading: string,
  query: SearchQuery,
  total: number | null,
  t?: Translate,
): string {
  if (t) {
    const what = query.key ? t('title.searchMatching', { heading, key: query.key }) : heading
    return t('title.searchDescription', { what, count: total ?? 0 })
  }
  const what = query.key ? `${heading} matching “${query.key}”` : heading
  // "Day Tours in Kandy in Sri Lanka" reads badly; a place already says where.
  const where = query.locations.length > 0 ? ', Sri Lanka' : ' in Sri Lanka'
  const count = total ? `${total} ${total === 1 ? 'experience' : 'experiences'}: ` : ''
  return `${what}${where} on ${SITE_NAME}. ${count}book online with prices in USD and free cancellation up to 24 hours before the start.`
}

/** The tags of `pageMeta` for one search page, plus robots for pages kept out of the index. */
export function searchMeta(input: {
  heading: string
  query: SearchQuery
  total: number | null
  origin: string
  image: string | null
  /** The page's language: its canonical stays in it (decision 071). */
  locale?: Locale
  /** Another language's words (issue 31); English keeps the sentences above. */
  t?: Translate
}): MetaDescriptor[] {
  const { heading, query, total, origin, image, locale = 'en' } = input
  const t = locale === 'en' ? undefined : input.t
  const tags = pageMeta({
    title: searchDocumentTitle(heading, query, t),
    description: searchDescription(heading, query, total, t),
    canonical: `${origin}${localizedPath(canonicalSearchHref(query), locale)}`,
    image: image ? absoluteUrl(origin, image) : null,
  })
  return isIndexableSearch(query) ? tags : [...tags, { name: 'robots', content: 'noindex, follow' }]
}
