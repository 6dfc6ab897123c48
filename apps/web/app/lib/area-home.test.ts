import { describe, expect, it } from 'vitest'
import { areaHome } from './area-home'

describe('areaHome', () => {
  it('sends each kind of user to its own area', () => {
    expect(areaHome(1)).toBe('/admin')
    expect(areaHome(2)).toBe('/supplier')
    expect(areaHome(3)).toBe('/account')
    expect(areaHome(undefined)).toBe('/account')
  })
})
