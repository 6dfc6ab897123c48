import { FAQ_GROUPS, FAQ_OUTLINE, FAQ_VALUES, searchFaq, type FaqGroup } from '@serendib/domain/help-faq'
import { TRAVELLER_LOCALES } from '@serendib/domain/i18n/locales'
import { describe, expect, it } from 'vitest'
import { helpFaqGroups } from './help-faq-groups'
import { translate } from './message-catalogue'
import { faqJsonLd } from './structured-data'

const ids = (groups: readonly FaqGroup[]) => groups.map((g) => [g.id, g.items.map((i) => i.id)])
const itemIds = (groups: readonly FaqGroup[]) => groups.flatMap((g) => g.items.map((i) => i.id))
const numbersIn = (text: string) => [...text.matchAll(/\d+/g)].map((m) => m[0]).sort()
const TRANSLATED = TRAVELLER_LOCALES.filter((locale) => locale !== 'en')

describe('the help centre in every language (decision 085)', () => {
  it('keeps the English FAQ as it was, and its Lingui rendering is the same text', () => {
    expect(helpFaqGroups('en')).toBe(FAQ_GROUPS)
    const free = FAQ_GROUPS[2]!.items[0]!
    expect(free.answer).toEqual([
      'Yes, up to 24 hours before the tour starts, in Sri Lanka time (Asia/Colombo). Cancel in time and everything you paid is refunded; later than that, no refund is due.',
      'The start is the tour date at your pick-up time, or midnight at the start of that day when no pick-up time is set yet.',
    ])
    for (const group of FAQ_GROUPS) {
      expect(translate('en', `helpfaq.group.${group.id}` as never)).toBe(group.title)
      for (const item of group.items)
        expect(translate('en', `helpfaq.a.${item.id}` as never, FAQ_VALUES).split('\n\n')).toEqual(
          item.answer,
        )
    }
  })

  it('has every group and question, with its anchor id, in every language, none left in English', () => {
    const english = new Set(
      FAQ_GROUPS.flatMap((g) => [g.title, ...g.items.flatMap((i) => [i.question, ...i.answer])]),
    )
    for (const locale of TRANSLATED) {
      const groups = helpFaqGroups(locale)
      expect(ids(groups), locale).toEqual(FAQ_OUTLINE.map((g) => [g.id, [...g.items]]))
      for (const group of groups) {
        expect(english.has(group.title), `${locale} ${group.id}`).toBe(false)
        for (const item of group.items) {
          expect(item.question, `${locale} ${item.id}`).not.toBe('')
          expect(english.has(item.question), `${locale} ${item.id}`).toBe(false)
          for (const paragraph of item.answer) {
            expect(paragraph.trim(), `${locale} ${item.id}`).not.toBe('')
            expect(english.has(paragraph), `${locale} ${item.id}`).toBe(false)
          }
        }
      }
    }
  })

  it('states the same numbers as the English answer, taken from the code (none typed twice)', () => {
    const englishNumbers = new Map(
      FAQ_GROUPS.flatMap((g) => g.items.map((i) => [i.id, numbersIn(i.answer.join(' '))] as const)),
    )
    // Japanese writes midnight as 午前0時: a number of the language, not of a rule.
    const ownWords = (locale: string, numbers: string[]) =>
      locale === 'ja' ? numbers.filter((n) => n !== '0') : numbers
    for (const locale of TRANSLATED)
      for (const group of helpFaqGroups(locale))
        for (const item of group.items)
          expect(ownWords(locale, numbersIn(item.answer.join(' '))), `${locale} ${item.id}`).toEqual(
            englishNumbers.get(item.id),
          )
    // Other numbers in the code give other numbers in every language: they are arguments.
    const changed = { hours: 36, window: 72, days: 90, photos: 7 }
    for (const locale of TRAVELLER_LOCALES) {
      const free = translate(locale, 'helpfaq.a.free-cancellation', changed)
      expect(free, locale).toContain('36')
      expect(free, locale).not.toContain('24')
      expect(translate(locale, 'helpfaq.a.instant-confirmation', changed), locale).toContain('72')
      const review = translate(locale, 'helpfaq.a.write-review', changed)
      expect(numbersIn(review), locale).toEqual(['7', '90'])
    }
    // Russian declines them: 24 часа, 48 часов, 60 дней, 3 фотографий.
    const ru = itemIds(helpFaqGroups('ru'))
    expect(ru).toContain('free-cancellation')
    const russian = JSON.stringify(helpFaqGroups('ru'))
    for (const words of ['за 24 часа', 'в течение 48 часов', 'действует 60 дней', 'до 3 фотографий'])
      expect(russian).toContain(words)
  })

  it('searches the page language: German words, Japanese and Chinese by substring', () => {
    const de = helpFaqGroups('de')
    // "Stornierung" is the German group's title (and in its answer): the cancellation questions.
    expect(itemIds(searchFaq('Stornierung', de, 'de'))).toEqual([
      'free-cancellation',
      'how-to-cancel',
      'refund-time',
    ])
    expect(itemIds(searchFaq('stornieren kostenlos', de, 'de'))).toEqual(['free-cancellation'])
    expect(itemIds(searchFaq('Rückerstattung', de, 'de'))).toEqual([])
    expect(itemIds(searchFaq('erstattung', de, 'de'))).toContain('refund-time')
    expect(itemIds(searchFaq('QR-Code', de, 'de'))).toEqual(['find-voucher', 'print-voucher'])
    // The English words are not the German page's.
    expect(searchFaq('refund', de, 'de')).toEqual([])
    // No spaces between words: a word is found inside a sentence.
    expect(itemIds(searchFaq('返金', helpFaqGroups('ja'), 'ja'))).toContain('refund-time')
    expect(itemIds(searchFaq('印刷', helpFaqGroups('ja'), 'ja'))).toEqual(['print-voucher'])
    expect(itemIds(searchFaq('二维码', helpFaqGroups('zh'), 'zh'))).toEqual(['find-voucher', 'print-voucher'])
    // Spaced languages still match at a word's start only (English is unchanged).
    expect(searchFaq('ick', FAQ_GROUPS, 'en')).toEqual([])
    expect(itemIds(searchFaq('ваучер', helpFaqGroups('ru'), 'ru'))).toContain('print-voucher')
    expect(itemIds(searchFaq('वाउचर', helpFaqGroups('hi'), 'hi'))).toContain('find-voucher')
  })

  it('describes the German FAQ to search engines in German (the JSON-LD /de/help sends)', () => {
    const jsonLd = faqJsonLd(helpFaqGroups('de'))
    const text = JSON.stringify(jsonLd)
    expect(jsonLd.mainEntity).toHaveLength(itemIds(FAQ_GROUPS).length)
    expect(text).toContain('Kann ich kostenlos stornieren?')
    expect(text).toContain('bis 24 Stunden vor Beginn der Tour')
    expect(text).not.toContain('Can I cancel for free?')
  })
})
