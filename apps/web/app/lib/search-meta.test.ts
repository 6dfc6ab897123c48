import { describe, expect, it } from 'vitest'
import { categoryNames, locationNames, searchDescription, searchHeading, searchMeta } from './search-meta'
import { DEFAULT_QUERY, parseSearchQuery } from './search-query'

const locations = [
  { value: 13, label: 'Kandy' },
  { value: 3, label: 'Galle' },
]
const categories = [
  { id: 1, name: 'Wildlife & Safari' },
  { id: 5, name: 'Tea Country' },
]

describe('searchHeading', () => {
  it('names the tour type as spec §2 does', () => {
    expect(searchHeading(null, [], [])).toBe('All Tours')
    expect(searchHeading(1, [], [])).toBe('Round Tours')
    expect(searchHeading(2, [], [])).toBe('Day Tours')
    expect(searchHeading(3, [], [])).toBe('Activities')
  })

  it('adds places with " in " and categories with " on "', () => {
    expect(searchHeading(2, ['Kandy'], [])).toBe('Day Tours in Kandy')
    expect(searchHeading(null, [], ['Tea Country'])).toBe('All Tours on Tea Country')
    expect(searchHeading(1, ['Kandy', 'Galle'], ['Wildlife & Safari', 'Tea Country'])).toBe(
      'Round Tours in Kandy, Galle on Wildlife & Safari, Tea Country',
    )
  })
})

describe('names for ids', () => {
  it('keeps the URL order and skips unknown ids', () => {
    expect(locationNames([3, 99, 13], locations)).toEqual(['Galle', 'Kandy'])
    expect(categoryNames([5], categories)).toEqual(['Tea Country'])
    expect(categoryNames([5], [])).toEqual([])
  })
})

describe('searchMeta', () => {
  const meta = (search: string, fixedType: 1 | 2 | null = null) =>
    searchMeta({
      heading: 'Day Tours',
      query: parseSearchQuery(new URLSearchParams(search), fixedType),
      total: 20,
      origin: 'https://serendib.lk',
      image: '/media/a.webp',
    })
  const find = (tags: ReturnType<typeof meta>, key: string) =>
    tags.find((tag) => ('name' in tag && tag.name === key) || ('property' in tag && tag.property === key))

  it('points the canonical at the clean path and adds Open Graph tags', () => {
    const tags = meta('view=list&date=2026-11-21', 2)
    expect(tags).toContainEqual({ title: 'Day Tours | Serendib' })
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://serendib.lk/day-tours' })
    expect(find(tags, 'og:image')).toEqual({
      property: 'og:image',
      content: 'https://serendib.lk/media/a.webp',
    })
    expect(find(tags, 'robots')).toBeUndefined()
  })

  it('titles keyword searches and later pages', () => {
    expect(meta('key=kandy&page=2')).toContainEqual({
      title: 'Day Tours matching “kandy”, page 2 | Serendib',
    })
  })

  it('keeps deep filter combinations out of the index', () => {
    expect(find(meta('location=13,3&price_max=300'), 'robots')).toEqual({
      name: 'robots',
      content: 'noindex, follow',
    })
  })

  it('describes the results with their count', () => {
    expect(searchDescription('Day Tours in Kandy', { ...DEFAULT_QUERY, locations: [13] }, 1)).toBe(
      'Day Tours in Kandy, Sri Lanka on Serendib. 1 experience: book online with prices in USD and free cancellation up to 24 hours before the start.',
    )
  })
})
