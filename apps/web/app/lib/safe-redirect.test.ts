import { describe, expect, it } from 'vitest'
import { safeRedirect } from './safe-redirect'

describe('safeRedirect', () => {
  it('keeps local paths with their query and fragment', () => {
    expect(safeRedirect('/account/settings')).toBe('/account/settings')
    expect(safeRedirect('/search?key=tea&page=2#results')).toBe('/search?key=tea&page=2#results')
  })

  it('falls back when there is no target', () => {
    expect(safeRedirect(null)).toBe('/account')
    expect(safeRedirect(undefined)).toBe('/account')
    expect(safeRedirect('')).toBe('/account')
    expect(safeRedirect('', '/')).toBe('/')
  })

  it.each([
    'https://evil.example/account',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/\t/evil.example',
    '/\n/evil.example',
    'account',
  ])('refuses %j', (target) => {
    expect(safeRedirect(target)).toBe('/account')
  })
})
