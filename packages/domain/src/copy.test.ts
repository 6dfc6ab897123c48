import { describe, expect, it } from 'vitest'
import { Messages } from './messages.ts'

/**
 * Issue 30 point 10 (decision 067): the visitor-facing copy the first-time walk found. 'Opps!'
 * stays only where the spec's 404 page says it; the dashboard's headings read as English.
 */
describe('copy the traveller reads', () => {
  const texts = Object.entries(Messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [[key, value] as const] : [],
  )

  it("keeps 'Opps!' to the spec's 404 page", () => {
    expect(texts.filter(([, text]) => text.includes('Opps')).map(([key]) => key)).toEqual(['notFoundPage'])
  })

  it('words the dashboard headings plainly', () => {
    expect(Messages.dashboardLastActivity).toBe('How was your last activity?')
    expect(Messages.dashboardSuggest).toBe('Suggested for you')
    for (const [, text] of texts) expect(text).not.toMatch(/We would Suggest|How is your last Activity/)
  })
})
