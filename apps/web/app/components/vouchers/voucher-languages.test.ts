/**
 * Issue 31: the voucher has a URL per traveller language (/de/voucher/{reference}), its page and
 * card in that language with hreflang alternates; English reads as before. Fails when the page
 * loses its language URL or falls back to English.
 */
import type { Voucher } from '@serendib/domain/api/vouchers'
import type { TravellerLocale } from '@serendib/domain/i18n/locales'
import { createElement, type ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { TranslatorProvider } from '../../lib/i18n'
import { compiledCatalogue } from '../../lib/message-catalogue'
import routes from '../../routes'
import VoucherPage, { loader as voucherLoader, meta as voucherMeta } from '../../routes/voucher'
import { VoucherCard } from './voucher-card'

const reference = 'SBABC1234'

/** The visible text of `element` rendered on the server at `path` on a page in `locale`. */
function render(locale: TravellerLocale, element: ReactElement, path = '/'): string {
  const router = createMemoryRouter(
    [
      { path: '/voucher/:reference', element },
      { path: '/:lang/voucher/:reference', element },
      { path: '*', element },
    ],
    { initialEntries: [path] },
  )
  return renderToStaticMarkup(
    createElement(TranslatorProvider, {
      locale,
      messages: compiledCatalogue(locale),
      children: createElement(RouterProvider, { router }),
    }),
  )
    .replace(/<img[^>]*\balt="([^"]*)"[^>]*>/g, ' $1 ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
}

const voucher: Voucher = {
  booking_reference: reference,
  status: 1,
  tour: 'Galle Fort walk',
  start_date: '2026-12-24',
  start_time: '09:30',
  pickup_time: '08:45',
  pickup_point: 'Galle bus stand',
  pickup_details: 'Hotel lobby',
  option_label: null,
  travellers: ['Anna Schmidt', 'Jonas Schmidt'],
  pax: 2,
  supplier: { name: 'Lanka Trails', phone: '+94 77 123 4567', email: 'bookings@lankatrails.example' },
  token: 'x',
  qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
  checked_in_at: '2026-12-24T03:00:00Z',
}

const routeFlat = (list: typeof routes): { path?: string; file: string; id?: string }[] =>
  list.flatMap((r) => [r, ...routeFlat((r.children ?? []) as typeof routes)])

describe('the voucher in the page’s language (issue 31)', () => {
  it('has a URL in every traveller language, the English one unchanged', () => {
    const paths = routeFlat(routes)
      .filter((r) => r.file === 'routes/voucher.tsx')
      .map((r) => r.path)
      .sort()
    expect(paths).toEqual(
      ['de', 'fr', 'hi', 'ja', 'ru', 'zh']
        .map((l) => `${l}/voucher/:reference`)
        .concat('voucher/:reference')
        .sort(),
    )
  })

  it('shows the card in German, Russian and Japanese; English as before', () => {
    const en = render('en', createElement(VoucherCard, { v: voucher }))
    for (const words of ['Tour Galle Fort walk', 'Date 24/12/2026', 'Start time 09:30', 'Pick-up time 08:45'])
      expect(en).toContain(words)
    expect(en).toContain('Checked in 24/12/2026 at 08:30')
    expect(en).toContain('Phone on the day')
    expect(en).toContain('Print voucher')
    expect(en).toContain(`QR code of voucher ${reference}: show it to your guide`)

    const de = render('de', createElement(VoucherCard, { v: voucher }))
    expect(de).toContain('Datum 24. Dezember 2026')
    expect(de).toContain('Abholzeit 08:45')
    expect(de).toContain('Eingecheckt am 24. Dezember 2026 um 08:30')
    expect(de).toContain('Voucher drucken')
    expect(de).toContain(`QR-Code des Vouchers ${reference}`)
    const ru = render('ru', createElement(VoucherCard, { v: voucher }))
    expect(ru).toContain('Телефон в день тура')
    expect(ru).toContain('Распечатать ваучер')
    const ja = render('ja', createElement(VoucherCard, { v: voucher }))
    expect(ja).toContain('バウチャーを印刷')
    for (const text of [de, ru, ja])
      expect(text).not.toMatch(/Pick-up time|Tour operator|Print voucher|Checked in|Phone on the day/)
  })

  it('renders the page’s frame in the page’s language', () => {
    expect(render('en', createElement(VoucherPage), `/voucher/${reference}`)).toContain(
      `Voucher ${reference} Loading the voucher…`,
    )
    expect(render('fr', createElement(VoucherPage), `/fr/voucher/${reference}`)).toContain(
      `Bon ${reference} Chargement du bon…`,
    )
  })

  it('sends its words and hreflang alternates for every language, x-default English', () => {
    const loaded = voucherLoader({
      params: { reference },
      request: new Request(`https://serendib.example/de/voucher/${reference}`),
    } as never)
    expect(Object.keys(loaded.messages).length).toBeGreaterThan(10)
    expect(Object.keys(loaded.messages).every((id) => id.startsWith('voucher.'))).toBe(true)
    const tags = voucherMeta({ matches: [], params: { reference }, loaderData: loaded } as never)
    const alternates = tags.filter((t) => 'rel' in t && t.rel === 'alternate')
    expect(alternates).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'de',
      href: `https://serendib.example/de/voucher/${reference}`,
    })
    expect(alternates).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: `https://serendib.example/voucher/${reference}`,
    })
    expect(alternates).toHaveLength(8)
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex' })
  })
})
