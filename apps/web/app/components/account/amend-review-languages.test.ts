/**
 * Issue 31: the account booking's amend dialog and amendment requests, the review form and the
 * e-mailed link's review page, and the traveller pages' <title>s read the page's language, as the
 * server renders them; English reads as before. Fails when one of them falls back to English.
 */
import type { TokenReviewJson } from '@serendib/domain/api/reviews'
import type { TravellerLocale } from '@serendib/domain/i18n/locales'
import { createElement, type ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { sampleAmendment, sampleBooking } from '../../lib/account-bookings-fixtures'
import { TranslatorProvider } from '../../lib/i18n'
import { COMMON_MESSAGE_AREAS } from '../../lib/message-areas'
import { areaMessages, compiledCatalogue } from '../../lib/message-catalogue'
import { meta as cartMeta } from '../../routes/cart'
import { meta as bookingMeta } from '../../routes/account/booking-detail'
import { meta as loginMeta } from '../../routes/login'
import ReviewByToken from '../../routes/review-by-token'
import { AmendDialog } from './amend-dialog'
import { BookingAmendments } from './booking-amendments'
import { SnackbarProvider } from '../ui/snackbar'
import { UsedReviewLink } from './used-review-link'

/** The visible text of `element` rendered on the server on a page in `locale`. */
function render(locale: TravellerLocale, element: ReactElement): string {
  const router = createMemoryRouter([{ path: '/', element: createElement(SnackbarProvider, null, element) }])
  return renderToStaticMarkup(
    createElement(TranslatorProvider, {
      locale,
      messages: compiledCatalogue(locale),
      children: createElement(RouterProvider, { router }),
    }),
  )
    .replace(/<[^>]+\baria-label="([^"]*)"[^>]*>/g, ' $1 ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
}

const reviewData: TokenReviewJson = {
  activity: {
    id: 7,
    title: 'Galle Fort walk',
    tour_type: 2,
    full_seo_url: '/day-tours/galle-fort-walk/details/7',
    cover_image: null,
  },
  booking: {
    id: 11,
    booking_reference: 'SER-ABC123',
    start_date: '2026-11-20',
    user_id: 1,
    supplier_user_id: 2,
    activity_id: 7,
  },
  images: [],
} as unknown as TokenReviewJson

const amendments = [
  sampleAmendment(),
  sampleAmendment({ id: 4, status: 1, status_label: 'Confirmed', pay_link: '/pay/4' }),
  sampleAmendment({ id: 5, status: 3, status_label: 'Withdrawn', balance_amount_cents: -2000 }),
]

const amendDialog = () =>
  createElement(AmendDialog, { booking: sampleBooking(), open: true, onClose() {}, onSent() {} })

const reviewPage = () =>
  createElement(ReviewByToken as never, {
    loaderData: { token: 't', result: { kind: 'ok', data: reviewData } },
  })

/** meta() as React Router calls it on a page in `locale`: the root's data carries the common areas. */
function titleOf(meta: (args: never) => unknown, locale: TravellerLocale, loaderData?: unknown): string {
  const root = { id: 'root', loaderData: { locale, messages: areaMessages(locale, COMMON_MESSAGE_AREAS) } }
  const tags = meta({ matches: [root], loaderData } as never) as { title?: string }[]
  return tags.find((tag) => tag.title !== undefined)?.title ?? ''
}

describe('the amend dialog, amendment requests and the review pages in the page language', () => {
  it('reads as before in English', () => {
    const table = render('en', createElement(BookingAmendments, { amendments }))
    expect(table).toContain('Amendment requests')
    expect(table).toContain('New amount')
    expect(table).toContain('USD 40.00')
    expect(table).toContain('Withdrawn')
    expect(render('en', amendDialog())).toContain('Loading the tour’s dates and pick-up points…')
    const page = render('en', reviewPage())
    expect(page).toContain('How was your tour?')
    expect(page).toContain('Toured on 20/11/2026')
    expect(page).toContain('Submit Review')
    expect(page).toContain('Add photos')
  })

  it('is German on a German page, with no English left', () => {
    const table = render('de', createElement(BookingAmendments, { amendments }))
    for (const word of [
      'Änderungsanfragen',
      'Neuer Betrag',
      'Abholdatum',
      'Reisende',
      'Ausstehend',
      'Zurückgezogen',
      'Differenz zahlen',
      '3 Erwachsene',
      '3. Dezember 2026',
    ])
      expect(table).toContain(word)
    expect(table).toMatch(/40,00\s\$ zu zahlen/)
    const dialog = render('de', amendDialog())
    expect(dialog).toContain('Tour ändern')
    expect(dialog).toContain('Termine und Abholorte der Tour werden geladen…')
    expect(dialog).toContain('Abbrechen')

    const page = render('de', reviewPage())
    for (const word of [
      'Wie war Ihre Tour?',
      'Buchung SER-ABC123',
      'Ihre Sterne',
      'Bewertung absenden',
      'Fotos hinzufügen',
      'Fotos (optional)',
      '1 Stern',
      '5 Sterne',
    ])
      expect(page).toContain(word)
    const used = render(
      'de',
      createElement(UsedReviewLink, {
        data: {
          activity: reviewData.activity,
          review: { rating: 5, feedback: 'Schön', created_at: '2026-11-21T10:00:00Z', images: [] },
        },
      }),
    )
    expect(used).toContain('Sie haben diese Tour bereits bewertet')
    expect(used).toContain('Vielen Dank für Ihre Bewertung von Galle Fort walk :')

    for (const text of [table, dialog, page, used])
      expect(text).not.toMatch(
        /Amendment requests|New amount|Pick-up date|Requested|Travellers|Pay balance|Nothing to pay|Loading the tour|Cancel\b|How was your tour|Your rating|Submit Review|Add photos|Photos \(optional\)|already reviewed|Find your next tour|Close|\bstars?\b/,
      )
  })

  it('says the review page in Russian and Japanese too', () => {
    expect(render('ru', reviewPage())).toContain('2 звезды')
    expect(render('ru', reviewPage())).toContain('5 звёзд')
    expect(render('ja', reviewPage())).toContain('ツアーはいかがでしたか？')
  })
})

describe("the traveller pages' titles in the page language", () => {
  it('reads the title from the root data', () => {
    expect(titleOf(cartMeta, 'en')).toBe('Your cart | Serendib')
    expect(titleOf(cartMeta, 'de')).toBe('Ihr Warenkorb | Serendib')
    expect(titleOf(loginMeta, 'fr')).toBe('Se connecter | Serendib')
    expect(titleOf(bookingMeta, 'de', { kind: 'found', booking: { booking_reference: 'SER-1' } })).toBe(
      'Buchung SER-1 | Serendib',
    )
    expect(titleOf(bookingMeta, 'zh', { kind: 'missing' })).toBe('我的预订 | Serendib')
  })
})
