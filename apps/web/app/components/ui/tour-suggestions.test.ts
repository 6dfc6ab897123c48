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
})
