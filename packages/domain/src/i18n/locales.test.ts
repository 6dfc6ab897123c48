import { describe, expect, it } from 'vitest'
import { languageAlternates, localizedPath, splitLocale, suggestedLocale } from './locales.ts'

describe('language in the URL (decision 071)', () => {
  it('reads the language from the first segment only; English is unprefixed', () => {
    expect(splitLocale('/')).toEqual({ locale: 'en', path: '/' })
    expect(splitLocale('/search')).toEqual({ locale: 'en', path: '/search' })
    expect(splitLocale('/de')).toEqual({ locale: 'de', path: '/' })
    expect(splitLocale('/de/')).toEqual({ locale: 'de', path: '/' })
    expect(splitLocale('/ru/help/0')).toEqual({ locale: 'ru', path: '/help/0' })
    expect(splitLocale('/de?x=1')).toEqual({ locale: 'de', path: '/?x=1' })
    expect(splitLocale('/si/supplier')).toEqual({ locale: 'si', path: '/supplier' })
    // Not a language: a place, an unknown code, the English code itself.
    expect(splitLocale('/desert/x/location/2')).toEqual({ locale: 'en', path: '/desert/x/location/2' })
    expect(splitLocale('/xx/search')).toEqual({ locale: 'en', path: '/xx/search' })
    expect(splitLocale('/en/search')).toEqual({ locale: 'en', path: '/en/search' })
  })

  it('builds the same page in another language', () => {
    expect(localizedPath('/', 'de')).toBe('/de')
    expect(localizedPath('/?a=1', 'fr')).toBe('/fr?a=1')
    expect(localizedPath('/search?key=tea', 'ja')).toBe('/ja/search?key=tea')
    expect(localizedPath('/search', 'en')).toBe('/search')
  })

  it('names every traveller language and x-default as alternates, from any language version', () => {
    expect(languageAlternates('/ru/about')).toEqual([
      { hreflang: 'en', path: '/about' },
      { hreflang: 'de', path: '/de/about' },
      { hreflang: 'fr', path: '/fr/about' },
      { hreflang: 'ru', path: '/ru/about' },
      { hreflang: 'zh-Hans', path: '/zh/about' },
      { hreflang: 'hi', path: '/hi/about' },
      { hreflang: 'ja', path: '/ja/about' },
      { hreflang: 'x-default', path: '/about' },
    ])
  })

  it('suggests a language from Accept-Language by preference, never English or a refused one', () => {
    expect(suggestedLocale('de-DE,de;q=0.9,en;q=0.8')).toBe('de')
    expect(suggestedLocale('en-GB,en;q=0.9,de;q=0.8')).toBeNull()
    expect(suggestedLocale('ru;q=0.5, fr;q=0.8')).toBe('fr')
    expect(suggestedLocale('de;q=0, ja')).toBe('ja')
    expect(suggestedLocale('zh-TW,zh;q=0.9')).toBe('zh')
    expect(suggestedLocale('zh-Hant')).toBeNull()
    expect(suggestedLocale('pt-BR')).toBeNull()
    expect(suggestedLocale('')).toBeNull()
    expect(suggestedLocale(null)).toBeNull()
  })
})
