import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import { describe, expect, it } from 'vitest'
import { TRAVELLER_LOCALES } from '@serendib/domain/i18n/locales'
import { mailEn } from '@serendib/domain/i18n/mail/en'
import { mailCatalogues } from '@serendib/domain/i18n/mail/index'
import { mailLocale, mailTranslator } from './mail-i18n.ts'

const argumentsOf = (message: string) =>
  [
    ...new Set(
      [...message.matchAll(/\{(\w+)(?:\}|,\s*(?:plural|select|selectordinal|number|date|time)\b)/g)].map(
        (m) => m[1],
      ),
    ),
  ].sort()

describe('mail catalogues (decision 077)', () => {
  it('has every English id in every language, each a valid ICU message with the same arguments', () => {
    for (const locale of TRAVELLER_LOCALES) {
      const catalogue = mailCatalogues[locale]
      expect(Object.keys(catalogue).sort(), locale).toEqual(Object.keys(mailEn).sort())
      for (const [id, message] of Object.entries(catalogue)) {
        expect(() => compileMessageOrThrow(message), `${locale} ${id}`).not.toThrow()
        expect(argumentsOf(message), `${locale} ${id}`).toEqual(
          argumentsOf(mailEn[id as keyof typeof mailEn]),
        )
      }
    }
  })

  it('counts travellers with each language’s plural rules, Russian’s four forms included', () => {
    const ru = mailTranslator('ru')
    expect([1, 2, 5, 21].map((count) => ru.t('mail.adults', { count }))).toEqual([
      '1 взрослый',
      '2 взрослых',
      '5 взрослых',
      '21 взрослый',
    ])
    expect([1, 2, 5, 21].map((count) => ru.t('mail.children', { count }))).toEqual([
      '1 ребёнок',
      '2 ребёнка',
      '5 детей',
      '21 ребёнок',
    ])
    expect(mailTranslator('en').t('mail.children', { count: 2 })).toBe('2 children')
    expect(mailTranslator('de').t('mail.adults', { count: 1 })).toBe('1 Erwachsener')
  })

  it('writes dates through Intl, English keeping dd/mm/yyyy and USD as before', () => {
    expect(mailTranslator('en').date('2026-12-24')).toBe('24/12/2026')
    expect(mailTranslator('en').money(11250)).toBe('USD 112.50')
    expect(mailTranslator('de').date('2026-12-24')).toBe('24. Dezember 2026')
    expect(mailTranslator('fr').date('2026-12-01')).toBe('1 décembre 2026')
    expect(mailTranslator('ja').date('2026-12-24')).toBe('2026年12月24日')
    expect(mailTranslator('zh').tag).toBe('zh-Hans')
  })

  it('treats a language it does not write, or none, as English', () => {
    expect(mailLocale('si')).toBe('en')
    expect(mailLocale('xx')).toBe('en')
    expect(mailLocale(null)).toBe('en')
    expect(mailLocale('hi')).toBe('hi')
  })
})
