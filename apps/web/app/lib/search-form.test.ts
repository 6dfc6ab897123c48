import { describe, expect, it } from 'vitest'
import { maskDisplayDate, searchUrl } from './search-form'

describe('searchUrl', () => {
  it('always carries the keyword, even empty, like the header search', () => {
    expect(searchUrl('', null, null)).toBe('/search?key=')
  })

  it('adds location id and ISO date when chosen', () => {
    expect(searchUrl(' tea  ', { value: 3, label: 'Kandy' }, '2026-11-21')).toBe(
      '/search?key=tea&location=3&date=2026-11-21',
    )
  })

  it('encodes keywords', () => {
    expect(searchUrl('Galle & Fort', null, null)).toBe('/search?key=Galle+%26+Fort')
  })
})

describe('maskDisplayDate', () => {
  it.each([
    ['2', '2'],
    ['21', '21'],
    ['211', '21/1'],
    ['21112026', '21/11/2026'],
    ['21/11/2026', '21/11/2026'],
    ['21-11-2026999', '21/11/2026'],
    ['ab', ''],
  ])('%s → %s', (raw, shown) => {
    expect(maskDisplayDate(raw)).toBe(shown)
  })
})
