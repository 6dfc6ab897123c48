import { describe, expect, it } from 'vitest'
import { tourSuggestionsPath } from './tour-suggestions'

describe('tourSuggestionsPath', () => {
  it('asks from the second character on, for the given tour types only', () => {
    expect(tourSuggestionsPath('')).toBeNull()
    expect(tourSuggestionsPath('k')).toBeNull()
    expect(tourSuggestionsPath('kandy')).toBe('/api/search/get?key=kandy')
    expect(tourSuggestionsPath('tea & spice', [1, 2])).toBe(
      '/api/search/get?key=tea%20%26%20spice&tour_type=1,2',
    )
  })

  it('asks in the page language on a translated page, and as before in English', () => {
    expect(tourSuggestionsPath('wal', undefined, 'de')).toBe('/api/search/get?key=wal&lang=de')
    expect(tourSuggestionsPath('кит', [1, 2], 'ru')).toBe(
      '/api/search/get?key=%D0%BA%D0%B8%D1%82&tour_type=1,2&lang=ru',
    )
    expect(tourSuggestionsPath('wal', undefined, 'en')).toBe('/api/search/get?key=wal')
  })
})
