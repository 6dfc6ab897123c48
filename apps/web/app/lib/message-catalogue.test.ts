import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import { catalogues } from '@serendib/domain/i18n/catalogues'
import { TRAVELLER_LOCALES } from '@serendib/domain/i18n/locales'
import { en } from '@serendib/domain/i18n/messages/en'
import { describe, expect, it } from 'vitest'
import { compiledCatalogue, translate } from './message-catalogue'

describe('message catalogues (decision 071)', () => {
  it('counts children in English: "1 child", "2 children"', () => {
    expect(translate('en', 'travellers.children', { count: 1 })).toBe('1 child')
    expect(translate('en', 'travellers.children', { count: 2 })).toBe('2 children')
    expect(translate('en', 'footer.tours', { count: 1 })).toBe('1 tour')
    expect(translate('en', 'footer.tours', { count: 12 })).toBe('12 tours')
  })

  it('uses all four Russian forms: one, few, many and other', () => {
    const children = (count: number) => translate('ru', 'travellers.children', { count })
    expect(children(1)).toBe('1 ребёнок')
    expect(children(21)).toBe('21 ребёнок')
    expect(children(2)).toBe('2 ребёнка')
    expect(children(24)).toBe('24 ребёнка')
    expect(children(5)).toBe('5 детей')
    expect(children(11)).toBe('11 детей')
    expect(children(0)).toBe('0 детей')
    expect(children(1.5)).toBe('1,5 ребёнка')
    const tours = (count: number) => translate('ru', 'footer.tours', { count })
    expect([1, 3, 12, 101, 1.5].map(tours)).toEqual(['1 тур', '3 тура', '12 туров', '101 тур', '1,5 тура'])
    const days = (count: number) => translate('ru', 'card.days', { count })
    expect([1, 2, 5, 22].map(days)).toEqual(['1 день', '2 дня', '5 дней', '22 дня'])
  })

  it('counts in German, French and the one-form languages, numbers through Intl', () => {
    expect(translate('de', 'travellers.children', { count: 1 })).toBe('1 Kind')
    expect(translate('de', 'travellers.children', { count: 3 })).toBe('3 Kinder')
    expect(translate('de', 'footer.tours', { count: 1200 })).toBe('1.200 Touren')
    // French: 0 and 1 are singular.
    expect(translate('fr', 'travellers.children', { count: 0 })).toBe('0 enfant')
    expect(translate('fr', 'travellers.children', { count: 2 })).toBe('2 enfants')
    expect(translate('ja', 'travellers.children', { count: 2 })).toBe('子ども 2 名')
    expect(translate('zh', 'footer.tours', { count: 1 })).toBe('1 条线路')
    expect(translate('hi', 'travellers.children', { count: 1 })).toBe('1 बच्चा')
    expect(translate('hi', 'travellers.children', { count: 4 })).toBe('4 बच्चे')
  })

  it('has every English id in every language, each a valid ICU message with the same arguments', () => {
    // A plural's branch ("one {category}") is text, not an argument: the lookbehind skips it.
    const argumentsOf = (message: string) =>
      [
        ...new Set(
          [
            ...message.matchAll(
              /(?<!(?:zero|one|two|few|many|other|=\d+)\s*)\{(\w+)(?:\}|,\s*(?:plural|select|selectordinal|number|date|time)\b)/g,
            ),
          ].map((m) => m[1]),
        ),
      ].sort()
    for (const locale of TRAVELLER_LOCALES) {
      const catalogue = catalogues[locale]
      expect(Object.keys(catalogue).sort(), locale).toEqual(Object.keys(en).sort())
      for (const [id, message] of Object.entries(catalogue)) {
        expect(() => compileMessageOrThrow(message), `${locale} ${id}`).not.toThrow()
        expect(argumentsOf(message), `${locale} ${id}`).toEqual(argumentsOf(en[id as keyof typeof en]))
      }
    }
  })

  it('keeps the spec English strings in the English catalogue unchanged', () => {
    expect(translate('en', 'home.title')).toBe('Find tours and activities in Sri Lanka')
    expect(translate('en', 'home.deals')).toBe('Deals & Discount')
    expect(translate('en', 'promise.noFees')).toBe('No additional taxes & fees')
    expect(translate('en', 'card.days', { count: 1 })).toBe('1 Day')
    expect(translate('en', 'card.hours', { count: 3 })).toBe('3 Hours')
    expect(translate('en', 'rating.none')).toBe('No Ratings yet')
    expect(translate('en', 'footer.copyright', { year: '2026' })).toBe(
      '© 2026 Serendib. Tours and activities in Sri Lanka, all prices in USD.',
    )
  })

  it('serves Sinhala and Tamil traveller pages the English catalogue until they have their own', () => {
    expect(compiledCatalogue('si')).toBe(compiledCatalogue('en'))
  })
})
