/**
 * No English left on the translated traveller pages (issue 31): parts of the pages rendered on
 * the server in German and Japanese, each text and labelling attribute compared with the English
 * catalogue. A part that says an English catalogue text again fails here.
 */
import { en } from '@serendib/domain/i18n/messages/en'
import type { MessageId } from '@serendib/domain/i18n/messages/en'
import type { TravellerLocale } from '@serendib/domain/i18n/locales'
import type { Slider } from '@serendib/domain/catalogue-api'
import { createElement, type ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { TranslatorProvider } from '../lib/i18n'
import { compiledCatalogue, translate } from '../lib/message-catalogue'
import { MessagesThread } from './account/messages-thread'
import { LoginDialogShell } from './auth/login-dialog-shell'
import { CartButton } from './header/cart-button'
import { HeroSlider } from './home/hero-slider'
import { CaptchaField } from './auth/captcha-field'
import { Breadcrumbs } from './info/breadcrumbs'
import { BookingPromises } from './ui/booking-promises'
import { Carousel } from './ui/carousel'
import { DateField } from './ui/date-field'
import { PhoneField } from './ui/phone-field'

/** The server's HTML of `element` on a page in `locale`, inside the providers pages have. */
function markup(locale: TravellerLocale, element: ReactElement): string {
  const router = createMemoryRouter([{ path: '/', element }])
  return renderToStaticMarkup(
    createElement(TranslatorProvider, {
      locale,
      messages: compiledCatalogue(locale),
      children: createElement(RouterProvider, { router }),
    }),
  )
}

/**
 * What a translated page still says in English: each text and each aria-label, placeholder,
 * title and alt of the HTML that is an English catalogue value (its ICU arguments read as
 * anything) and differs from the page language's own value for that id (brand names read the
 * same everywhere). Text inside `lang="en"` (tour content with its note) is not looked at.
 */
function englishLeftovers(html: string, locale: TravellerLocale): string[] {
  const withoutEnglishContent = html.replace(/<(\w+)[^>]*\blang="en"[^>]*>[\s\S]*?<\/\1>/g, '')
  const texts = [
    ...[...withoutEnglishContent.matchAll(/>([^<>]+)</g)].map((m) => m[1]!),
    ...[...withoutEnglishContent.matchAll(/\b(?:aria-label|placeholder|title|alt)="([^"]*)"/g)].map(
      (m) => m[1]!,
    ),
  ]
    .map((text) =>
      text
        .replace(/&amp;/g, '&')
        .replace(/&#x27;/g, "'")
        .replace(/&quot;/g, '"')
        .trim(),
    )
    .filter(Boolean)
  const patterns = Object.entries(en as Record<string, string>)
    .filter(
      ([id, english]) =>
        translate(locale, id as MessageId) !== english && /[a-z]{2}/i.test(english.replace(/\{\w+\}/g, '')),
    )
    .filter(([, english]) => !english.includes('plural'))
    .map(([, english]) => {
      // A number's argument reads as digits, any other as some text.
      const source = english
        .split(/(\{\w+\})/)
        .map((part) =>
          /^\{(number|count|from|to|total|n|value|max)\}$/.test(part)
            ? '[\\d.,]+'
            : /^\{\w+\}$/.test(part)
              ? '.+'
              : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('')
      return new RegExp(`^${source}$`)
    })
  return texts.filter((text) => patterns.some((pattern) => pattern.test(text)))
}

const slides = [1, 2].map((id) => ({
  id,
  image_name: `/media/slide-${id}.webp`,
  image_srcset: '',
  title: `Sigiriya ${id}`,
  sub_text: 'Lion Rock',
})) as Slider[]

const thread = [
  {
    id: 1,
    message: 'Could we start later?',
    hidden: 0,
    created_at: '2026-01-02T08:00:00Z',
    user: { user_role: 'customer', first_name: 'Alex' },
  },
  {
    id: 2,
    message: 'Of course.',
    hidden: 0,
    created_at: '2026-01-02T09:00:00Z',
    user: { user_role: 'supplier', first_name: 'Kamal' },
  },
  {
    id: 3,
    message: '',
    hidden: 1,
    created_at: '2026-01-02T10:00:00Z',
    user: { user_role: 'admin', first_name: 'Admin' },
  },
] as Parameters<typeof MessagesThread>[0]['messages']

/** Parts every traveller page or a traveller page shows, as the server renders them. */
const parts: Record<string, () => ReactElement> = {
  'the sign-in dialog': () =>
    createElement(LoginDialogShell, { open: true, opening: 1, onClose: () => {}, messages: null }),
  'the cart popover': () => createElement(CartButton),
  'the home slideshow': () => createElement(HeroSlider, { slides }),
  'a carousel': () =>
    createElement(Carousel<number>, {
      items: [1, 2, 3],
      label: 'Popular tours',
      getKey: (n) => n,
      renderItem: (n) => createElement('span', null, `#${n}`),
    }),
  'a booking’s messages': () => createElement(MessagesThread, { messages: thread, supplierName: '' }),
  'the phone field': () =>
    createElement(PhoneField, {
      id: 'phone',
      countryId: 'country',
      value: '',
      country: '',
      onChange: () => {},
    }),
  'the cart’s and checkout’s promises': () => createElement(BookingPromises),
  'the security check while it loads': () =>
    createElement(CaptchaField, { id: 'captcha', onChange: () => {} }),
  'a date field': () =>
    createElement(DateField, {
      id: 'day',
      name: 'day',
      value: '',
      onChange: () => {},
      minDate: () => '2026-01-01',
      pickerLabel: 'x',
      className: '',
    }),
}

describe('no English left on the translated traveller pages (issue 31)', () => {
  it('finds English when there is some: the checker itself', () => {
    expect(
      englishLeftovers('<p>Your cart is empty</p><button aria-label="Next: Popular">x</button>', 'de'),
    ).toEqual(['Your cart is empty', 'Next: Popular'])
    expect(englishLeftovers('<p lang="en">Your cart is empty</p><p>Serendib</p>', 'de')).toEqual([])
  })

  for (const [name, part] of Object.entries(parts)) {
    it(`says ${name} in German and Japanese, and in English as before`, () => {
      for (const locale of ['de', 'ja'] as const)
        expect(englishLeftovers(markup(locale, part()), locale), locale).toEqual([])
      expect(englishLeftovers(markup('en', part()), 'de').length).toBeGreaterThan(0)
    })
  }

  it('counts the cart’s items and names the booking’s messages in the language', () => {
    expect(markup('de', createElement(CartButton))).toContain('Ihr Warenkorb ist leer')
    expect(translate('ru', 'header.itemsInCart', { count: 3 })).toBe('В корзине 3 позиции')
    expect(translate('en', 'header.itemsInCart', { count: 1 })).toBe('1 item in your cart')
    const german = markup('de', createElement(MessagesThread, { messages: thread, supplierName: '' }))
    for (const words of ['>Sie<', '>Reiseveranstalter<', '>Serendib-Team<', '*Vom Admin entfernt'])
      expect(german).toContain(words)
    const english = markup(
      'en',
      createElement(MessagesThread, { messages: thread, supplierName: 'Lanka Trails' }),
    )
    for (const words of ['>You<', '>Lanka Trails<', '>Serendib admin<', '*Removed by admin'])
      expect(english).toContain(words)
  })

  it('names the phone field’s countries in the page’s language', () => {
    const german = markup(
      'de',
      createElement(PhoneField, { id: 'p', countryId: 'c', value: '', country: 'DE', onChange: () => {} }),
    )
    expect(german).toContain('>Deutschland (+49)</option>')
    expect(german).toContain('>Sri Lanka (+94)</option>')
    expect(
      markup(
        'ja',
        createElement(PhoneField, { id: 'p', countryId: 'c', value: '', country: '', onChange: () => {} }),
      ),
    ).toContain('>スリランカ (+94)</option>')
    expect(
      markup(
        'en',
        createElement(PhoneField, { id: 'p', countryId: 'c', value: '', country: '', onChange: () => {} }),
      ),
    ).toContain('>Germany (+49)</option>')
  })

  it('marks a page title left in English in the breadcrumb trail, and nothing else', () => {
    const crumbs = (english: boolean) =>
      markup(
        'de',
        createElement(Breadcrumbs, {
          items: [{ label: 'About Serendib', ...(english ? { lang: 'en' } : {}) }],
        }),
      )
    expect(crumbs(true)).toMatch(/<span aria-current="page" lang="en"[^>]*>About Serendib<\/span>/)
    expect(crumbs(false)).not.toContain('lang=')
    expect(englishLeftovers(crumbs(true), 'de')).toEqual([])
  })
})
