import { describe, expect, it } from 'vitest'
import { helpTab, helpTabPath } from './help-tabs'

describe('helpTab', () => {
  it('maps the spec tab numbers to their sections', () => {
    expect(helpTab('0')?.section).toBe('privacy')
    expect(helpTab('1')?.section).toBe('disclaimer')
    expect(helpTab('2')?.section).toBe('cookie')
  })

  it('opens the privacy tab for /help without a tab', () => {
    expect(helpTab(undefined)?.section).toBe('privacy')
  })

  it('has no tab for unknown or oddly written ids', () => {
    for (const sid of ['3', '9', 'x', '01', '', ' 1', 'privacy']) expect(helpTab(sid), sid).toBeNull()
  })

  it('builds the tab links', () => {
    expect(helpTabPath(helpTab('2')!)).toBe('/help/2')
  })
})
