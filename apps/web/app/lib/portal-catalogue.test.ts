import { setupI18n } from '@lingui/core'
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import { SUPPLIER_LOCALES } from '@serendib/domain/i18n/locales'
import { portalCatalogues } from '@serendib/domain/i18n/portal/catalogues'
import { portalEn, type PortalMessageId } from '@serendib/domain/i18n/portal/en'
import { describe, expect, it } from 'vitest'
import { compiledCatalogue, compiledPortalCatalogue } from './message-catalogue'

const argumentsOf = (message: string) =>
  [
    ...new Set(
      [...message.matchAll(/\{(\w+)(?:\}|,\s*(?:plural|select|selectordinal|number|date|time)\b)/g)].map(
        (m) => m[1],
      ),
    ),
  ].sort()

const say = (locale: 'en' | 'si' | 'ta', id: PortalMessageId, values?: Record<string, unknown>) =>
  setupI18n({ locale, messages: { [locale]: compiledPortalCatalogue(locale) } })._(id, values)

const SINHALA = /[\u0D80-\u0DFF]/
const TAMIL = /[\u0B80-\u0BFF]/

describe('the supplier portal catalogue (decision 078)', () => {
  it('has every portal id in Sinhala and Tamil, each a valid ICU message with the same arguments', () => {
    for (const locale of SUPPLIER_LOCALES) {
      const catalogue = portalCatalogues[locale]
      expect(Object.keys(catalogue).sort(), locale).toEqual(Object.keys(portalEn).sort())
      for (const [id, message] of Object.entries(catalogue)) {
        expect(() => compileMessageOrThrow(message), `${locale} ${id}`).not.toThrow()
        expect(argumentsOf(message), `${locale} ${id}`).toEqual(argumentsOf(portalEn[id as PortalMessageId]))
      }
    }
  })

  it('is really written in Sinhala and Tamil: no English sentence left in either', () => {
    for (const [locale, script] of [
      ['si', SINHALA],
      ['ta', TAMIL],
    ] as const) {
      const untranslated = Object.entries(portalCatalogues[locale]).filter(
        // Messages that are only arguments, symbols or the brand name need no script of their own.
        ([, message]) =>
          !script.test(message) && /[A-Za-z]{3}/.test(message.replace(/\{[^}]*\}|Serendib|CSV|QR/g, '')),
      )
      expect(untranslated, locale).toEqual([])
    }
  })

  it('keeps the portal English as it was, word for word', () => {
    expect(say('en', 'nav.checkIn')).toBe('Check-in')
    expect(say('en', 'bookings.count', { count: 1 })).toBe('1 booking')
    expect(say('en', 'bookings.count', { count: 3 })).toBe('3 bookings')
    expect(say('en', 'bookings.awaiting', { count: 1 })).toBe('1 request awaits your answer')
    expect(say('en', 'bookings.awaiting', { count: 2 })).toBe('2 requests await your answer')
    expect(say('en', 'status.0')).toBe('Pending')
    expect(say('en', 'ops.departures', { bookings: 2, pax: 5 })).toBe('2 departures · 5 travellers')
  })

  it('counts in Sinhala and Tamil', () => {
    expect(say('ta', 'travellers.adults', { count: 1 })).toBe('பெரியவர் 1')
    expect(say('ta', 'travellers.adults', { count: 2 })).toBe('பெரியவர்கள் 2')
    expect(say('ta', 'bookings.pax', { count: 3 })).toBe('பயணிகள் 3')
    expect(say('si', 'travellers.children', { count: 2 })).toBe('ළමුන් 2')
    expect(say('si', 'bookings.awaiting', { count: 1 })).toBe('ඉල්ලීමක් ඔබේ පිළිතුර බලාපොරොත්තුවෙන්')
  })

  it('is its own area: traveller catalogues carry no portal string', () => {
    const traveller = JSON.stringify(compiledCatalogue('en'))
    expect(traveller).not.toContain(portalEn['ops.cancellationNote'])
    expect(JSON.stringify(compiledCatalogue('si'))).not.toMatch(SINHALA)
  })
})
