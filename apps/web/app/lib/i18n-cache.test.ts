import { describe, expect, it } from 'vitest'
import { mergedMessages, numberFormat, oneDecimal, translatorFor } from './i18n'
import { areaMessages } from './message-catalogue'

describe('a render builds no translator or formatter of its own (issue 34)', () => {
  it('merges the same catalogue areas into the same object, and new areas into a new one', () => {
    const common = areaMessages('de', ['header', 'footer'])
    const search = areaMessages('de', ['search'])
    const merged = mergedMessages([common, search])
    expect(mergedMessages([common, search])).toBe(merged)
    expect(Object.keys(merged).length).toBe(Object.keys(common).length + Object.keys(search).length)
    expect(mergedMessages([common, areaMessages('de', ['tour'])])).not.toBe(merged)
    expect(mergedMessages([common])).toBe(common)
  })

  it('keeps one translator per language and catalogue, which formats as before', () => {
    const messages = mergedMessages([areaMessages('de', ['header']), areaMessages('de', ['search'])])
    const de = translatorFor('de', messages)
    expect(translatorFor('de', messages)).toBe(de)
    expect(de.t('header.search')).toBe('Suchen')
    expect(de.money(123450)).toBe('1.234,50\u00a0$')
    expect(de.date('2026-12-24')).toBe('24. Dezember 2026')
    expect(translatorFor('en', areaMessages('en', ['header'])).money(123450)).toBe('USD 1,234.50')
    expect(numberFormat('de', { maximumFractionDigits: 0 })).toBe(
      numberFormat('de', { maximumFractionDigits: 0 }),
    )
    expect(oneDecimal('de', 4.5)).toBe('4,5')
    expect(oneDecimal('en', 4)).toBe('4.0')
  })
})
