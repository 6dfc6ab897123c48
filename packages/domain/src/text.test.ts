import { describe, expect, it } from 'vitest'
import { cutText, slugify, tourCount } from './text.ts'

describe('text helpers', () => {
  it('cuts to the limit with an ellipsis only when needed', () => {
    expect(cutText('Sigiriya', 48)).toBe('Sigiriya')
    const cut = cutText('A'.repeat(60), 48)
    expect(cut).toHaveLength(48)
    expect(cut.endsWith('…')).toBe(true)
  })

  it('counts tours in words', () => {
    expect(tourCount(1)).toBe('1 tour')
    expect(tourCount(0)).toBe('0 tours')
    expect(tourCount(12)).toBe('12 tours')
  })

  it('makes URL slugs', () => {
    expect(slugify('Nuwara Eliya & Ella: Tea Country!')).toBe('nuwara-eliya-ella-tea-country')
  })
})
