import { describe, expect, it } from 'vitest'
import { moveActive } from './use-combobox'

describe('moveActive', () => {
  it('starts at the first option going down and at the last going up', () => {
    expect(moveActive(-1, 1, 4)).toBe(0)
    expect(moveActive(-1, -1, 4)).toBe(3)
  })

  it('moves one step and wraps at both ends', () => {
    expect(moveActive(1, 1, 4)).toBe(2)
    expect(moveActive(3, 1, 4)).toBe(0)
    expect(moveActive(0, -1, 4)).toBe(3)
    expect(moveActive(0, 1, 1)).toBe(0)
  })
})
