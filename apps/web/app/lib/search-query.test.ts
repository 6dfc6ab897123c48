import { describe, expect, it } from 'vitest'
import {
  DEFAULT_QUERY,
  activeFilterCount,
  apiSearchParams,
  canonicalSearchHref,
  changedSearchHref,
  fixedTypeForPath,
  isIndexableSearch,
  isPlainSearch,
  parseSearchQuery,
  searchHref,
  toggleId,
} from './search-query'

/** "Today" for these tests, so their dates stay in the future. */
const TODAY = '2026-11-01'
const parse = (search: string, fixedType: 1 | 2 | null = null) =>
  parseSearchQuery(new URLSearchParams(search), fixedType, TODAY)

describe('parseSearchQuery', () => {
  it('reads every parameter of spec §2', () => {
    expect(
      parse(
        'key=kandy&location=13,40&date=2026-11-21&view=list&type=3&duration_min=2&duration_max=5' +
          '&price_min=50&price_max=400&category=1,2&deals=1&featured=1&page=3&sort=price_desc&guide=de',
      ),
    ).toEqual({
      key: 'kandy',
      locations: [13, 40],
      categories: [1, 2],
      date: '2026-11-21',
      dateText: '',
      dateProblem: null,
      sort: 'price_desc',
      from: '',
      to: '',
      passengers: null,
      view: 'list',
      type: 3,
      durationMin: 2,
      durationMax: 5,
      priceMin: 50,
      priceMax: 400,
      deals: true,
      featured: true,
      guide: 'de',
      page: 3,
    })
  })

  it('gives the defaults for an empty query', () => {
    expect(parse('')).toEqual(DEFAULT_QUERY)
    expect(parse('key=')).toEqual(DEFAULT_QUERY)
  })

  it('drops garbage instead of failing', () => {
    expect(
      parse(
        'location=abc,,-3,0,7x&category=%27;drop&view=table&type=9&duration_min=x' +
          '&price_max=-5&deals=yes&featured=2&page=-1&sort=cheapest&from=x&passengers=2&guide=xx',
      ),
    ).toEqual(DEFAULT_QUERY)
    expect(parse('page=1e9').page).toBe(1)
    expect(parse('page=999999999').page).toBe(100_000)
    expect(parse('type=5').type).toBeNull()
  })

  it('carries the guide language and the page language to the API (decision 076)', () => {
    const query = parse('key=wale&guide=fr')
    expect(searchHref(query)).toBe('/search?key=wale&guide=fr')
    expect(apiSearchParams(query)).toBe('keyword=wale&guide_lang=fr')
    expect(apiSearchParams(query, undefined, 'de')).toBe('keyword=wale&guide_lang=fr&lang=de')
    expect(apiSearchParams(query, 4, 'en')).toBe('keyword=wale&guide_lang=fr&limit=4')
  })

  it('reads the transfers tab: type 4 with from, to and passengers (only there)', () => {
    expect(parse('type=4&from=%20Airport%20&to=Ella&passengers=30&date=2026-12-01')).toMatchObject({
      type: 4,
      from: 'Airport',
      to: 'Ella',
      passengers: 12,
      date: '2026-12-01',
    })
    expect(searchHref(parse('type=4&from=Airport&to=Ella&passengers=3'))).toBe(
      '/search?type=4&from=Airport&to=Ella&passengers=3',
    )
    expect(apiSearchParams(parse('type=4&from=Airport&to=Ella&passengers=3&sort=price_asc'))).toBe(
      'tour_type=4&sort=price_asc&from=Airport&to=Ella&passengers=3',
    )
  })

  it('tells an impossible date and a past one apart, keeps them as typed and does not search by them', () => {
    for (const [raw, problem] of [
      ['31/02/2026', 'format'],
      ['2026-02-30', 'format'],
      ['tomorrow', 'format'],
      ['31/10/2026', 'past'],
      ['2026-10-31', 'past'],
    ] as const) {
      const query = parse(`date=${encodeURIComponent(raw)}`)
      expect(query, raw).toMatchObject({ date: null, dateText: raw, dateProblem: problem })
      expect(searchHref(query)).toBe(`/search?date=${encodeURIComponent(raw)}`)
      expect(apiSearchParams(query)).toBe('')
    }
    expect(parse('date=01/11/2026')).toMatchObject({ date: '2026-11-01', dateProblem: null })
  })

  it('reads the date as the home search bar sends it without JavaScript (dd/MM/yyyy)', () => {
    expect(parse('date=21/11/2026').date).toBe('2026-11-21')
    expect(parse('date=30/02/2026').date).toBeNull()
    expect(parse('date=30/02/2026').dateProblem).toBe('format')
    expect(parse('date=2026-11-21').date).toBe('2026-11-21')
  })

  it('tidies the keyword and keeps it within the API limit', () => {
    expect(parse('key=%20%20tea%20%0A%20estate%20').key).toBe('tea estate')
    expect(parse(`key=${'a'.repeat(300)}`).key).toHaveLength(200)
    expect(parse('keyword=galle').key).toBe('galle')
  })

  it('accepts id lists as commas or repeated parameters, without duplicates', () => {
    expect(parse('location=3&location=5,3&location=%205%20').locations).toEqual([3, 5])
    expect(
      parse(`category=${Array.from({ length: 50 }, (_, i) => i + 1).join(',')}`).categories,
    ).toHaveLength(30)
  })

  it('clamps sliders to their range, swaps reversed pairs and treats the ends as no limit', () => {
    expect(parse('duration_min=1&duration_max=14')).toMatchObject({ durationMin: null, durationMax: null })
    expect(parse('duration_min=0&duration_max=99')).toMatchObject({ durationMin: null, durationMax: null })
    expect(parse('duration_min=9&duration_max=3')).toMatchObject({ durationMin: 3, durationMax: 9 })
    expect(parse('price_min=10&price_max=1000')).toMatchObject({ priceMin: null, priceMax: null })
    // Spec §5: the results page defaults the maximum price to 10000, i.e. no upper limit.
    expect(parse('price_max=10000').priceMax).toBeNull()
    expect(parse('price_min=44&price_max=251.4')).toMatchObject({ priceMin: 40, priceMax: 250 })
  })

  it('lets the path fix the tour type', () => {
    expect(parse('type=3', 2).type).toBe(2)
    expect(fixedTypeForPath('/day-tours')).toBe(2)
    expect(fixedTypeForPath('/round-tours/')).toBe(1)
    expect(fixedTypeForPath('/search')).toBeNull()
  })
})

describe('searchHref', () => {
  it('writes only what differs from the defaults, in a fixed order', () => {
    expect(searchHref(DEFAULT_QUERY)).toBe('/search')
    expect(
      searchHref({ ...DEFAULT_QUERY, page: 2, view: 'list', categories: [2, 1], key: 'a&b', deals: true }),
    ).toBe('/search?key=a%26b&category=2,1&deals=1&view=list&page=2')
  })

  it('puts round and day tours in their own paths and activities in a parameter', () => {
    expect(searchHref({ ...DEFAULT_QUERY, type: 1, locations: [13] })).toBe('/round-tours?location=13')
    expect(searchHref({ ...DEFAULT_QUERY, type: 2 })).toBe('/day-tours')
    expect(searchHref({ ...DEFAULT_QUERY, type: 3 })).toBe('/search?type=3')
  })

  it('round-trips through the parser', () => {
    const query = parse('key=ella&location=16&date=2026-12-01&duration_max=3&price_min=20&featured=1&page=2')
    const again = new URL(searchHref(query), 'http://x')
    expect(parseSearchQuery(again.searchParams, fixedTypeForPath(again.pathname))).toEqual(query)
  })

  it('starts again at page 1 when a filter changes', () => {
    const query = { ...DEFAULT_QUERY, page: 4 }
    expect(changedSearchHref(query, { deals: true })).toBe('/search?deals=1')
    expect(changedSearchHref(query, { page: 5 })).toBe('/search?page=5')
  })
})

describe('canonicalSearchHref', () => {
  it('leaves out view and date, which change no result', () => {
    const query = parse('key=kandy&view=list&date=2026-11-21&page=2')
    expect(canonicalSearchHref(query)).toBe('/search?key=kandy&page=2')
    expect(canonicalSearchHref(parse('type=2&view=list'))).toBe('/day-tours')
  })
})

describe('apiSearchParams', () => {
  it('maps the query to GET /api/search parameters', () => {
    const query = parse('key=tea&location=5,6&type=3&duration_min=2&price_max=300&deals=1&page=2&view=list')
    expect(apiSearchParams(query)).toBe(
      'keyword=tea&location=5%2C6&tour_type=3&duration_min=2&price_max=300&deals=1&page=2',
    )
    expect(apiSearchParams({ ...DEFAULT_QUERY, featured: true }, 15)).toBe('featured=1&limit=15')
  })
})

describe('filter helpers', () => {
  it('toggles ids', () => {
    expect(toggleId([1, 2], 2)).toEqual([1])
    expect(toggleId([1], 3)).toEqual([1, 3])
  })

  it('counts filters and knows the plain catalogue', () => {
    expect(activeFilterCount(parse('location=1,2&price_min=50&price_max=100&deals=1'))).toBe(4)
    expect(isPlainSearch(parse('view=grid&page=2'))).toBe(true)
    expect(isPlainSearch(parse('key=tea'))).toBe(false)
    expect(isPlainSearch(parse('', 2))).toBe(false)
  })

  it('keeps deep combinations out of the index', () => {
    expect(isIndexableSearch(parse('location=13&category=1', 2))).toBe(true)
    expect(isIndexableSearch(parse('key=kandy&view=list&page=2'))).toBe(true)
    expect(isIndexableSearch(parse('key=kandy&location=13'))).toBe(false)
    expect(isIndexableSearch(parse('location=13,40'))).toBe(false)
    expect(isIndexableSearch(parse('price_min=100'))).toBe(false)
  })
})
