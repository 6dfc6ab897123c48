/**
 * The tour page's own words in the page's language (decision 081), rendered on the server as a
 * visitor gets them: the booking calendar (weekdays, month, "3 left", legend), the review
 * filters with their plurals, and the tour's questions; English reads exactly as before.
 */
import type { AvailabilityMonth } from '@serendib/domain/api/availability'
import type { ReviewBrowse } from '@serendib/domain/api/review-browse'
import type { ActivityDetail } from '@serendib/domain/catalogue-api'
import type { TravellerLocale } from '@serendib/domain/i18n/locales'
import { createElement, type ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { TranslatorProvider } from '../../lib/i18n'
import { compiledCatalogue } from '../../lib/message-catalogue'
import { AvailabilityCalendar } from './availability-calendar'
import { ImageGallery } from './image-gallery'
import { ReviewFilters } from './review-filters'
import { TourFaq } from './tour-faq'
import { TourTabs } from './tour-tabs'

/** The text of `element` on a page in `locale` (tags dropped, entities kept simple). */
function render(locale: TravellerLocale, element: ReactElement): string {
  return markup(locale, element)
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
}

/** The HTML of `element` rendered on the server on a page in `locale`. */
function markup(locale: TravellerLocale, element: ReactElement): string {
  const router = createMemoryRouter([{ path: '/', element }])
  const html = renderToStaticMarkup(
    createElement(TranslatorProvider, {
      locale,
      messages: compiledCatalogue(locale),
      children: createElement(RouterProvider, { router }),
    }),
  )
  return html
}

const december: AvailabilityMonth = {
  activity_id: 1,
  month: '2026-12',
  min_date: '2026-12-01',
  base_amount_cents: 9500,
  days: [
    {
      date: '2026-12-03',
      status: 'open',
      fits: true,
      left: 3,
      likely_to_sell_out: true,
      amount_cents: 9500,
      seasonal: false,
      times: [],
    },
    {
      date: '2026-12-04',
      status: 'sold_out',
      fits: false,
      left: 0,
      likely_to_sell_out: false,
      amount_cents: 9500,
      seasonal: false,
      times: [],
    },
  ],
}
const calendar = createElement(AvailabilityCalendar, {
  id: 'cal',
  month: '2026-12',
  state: { status: 'ok', month: december },
  selected: null,
  onMonth: () => {},
  onChoose: () => {},
  onClose: () => {},
})

const browse = {
  total: 6,
  with_photos: 1,
  breakdown: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: stars === 5 ? 5 : stars === 2 ? 1 : 0 })),
  gallery: [],
  reviews: [],
  page: 1,
  last_page: 1,
} as unknown as ReviewBrowse
const filters = createElement(ReviewFilters, {
  browse,
  filter: { stars: null, photos: false, sort: 'newest', page: 1 },
})

const tour = {
  sale_type: 2,
  cancel_policy: 'Free cancellation up to 24 hours before.',
  meeting_point: '',
  supplier_name: 'Lanka Trails',
  pickup_locations: [
    { location_name: 'Kandy', pickup_time: null, minutes_before_start: 30, airport: false },
    { location_name: 'Matale', pickup_time: null, minutes_before_start: 0, airport: true },
  ],
  available_locations: [],
  pricing_basis: 1,
  include_children: true,
  include_infants: true,
  adults_age_from: 12,
  children_age_from: 3,
  children_age_to: 11,
  infant_age_to: 2,
} as unknown as ActivityDetail
const faq = createElement(TourFaq, { activity: tour })

describe('the tour page in the page language (decision 081)', () => {
  it('reads as before in English', () => {
    const text = render('en', calendar)
    expect(text).toContain('Mon Tue Wed Thu Fri Sat Sun')
    expect(text).toContain('December 2026')
    expect(text).toContain('3 left')
    expect(text).toContain('Thursday 3 December 2026')
    expect(text).toContain(
      'Prices shown are for your travellers on days that differ; “3 left” when 5 places or fewer remain.',
    )
    expect(render('en', filters)).toContain('5 stars')
    expect(render('en', filters)).toContain('All (6) With photos (1) Sort: Newest first Highest rated')
    const questions = render('en', faq)
    expect(questions).toContain('When is my booking confirmed?')
    expect(questions).toContain(
      'The driver reaches Kandy 30 min before the start time you book and Matale at the start time.',
    )
  })

  it('speaks German, with German weekdays, months and dates', () => {
    const text = render('de', calendar)
    expect(text).toMatch(/Mo\.? Di\.? Mi\.? Do\.? Fr\.? Sa\.? So\.?/)
    expect(text).toContain('Dezember 2026')
    expect(text).toContain('noch 3')
    expect(text).toContain('Donnerstag, 3. Dezember 2026')
    expect(text).toContain('Ausgebucht')
    expect(text).not.toMatch(/\bleft\b|Sold out|Prices shown/)
    const questions = render('de', faq)
    expect(questions).toContain('Fragen zu dieser Tour')
    expect(questions).toContain(
      'Der Fahrer ist in Kandy 30 Minuten vor der gebuchten Startzeit und in Matale zur Startzeit.',
    )
    expect(questions).toContain('Lanka Trails bestätigt Ihre Buchung innerhalb von 48 Stunden')
    expect(questions).not.toMatch(/When is|driver|Can children/)
  })

  it('counts stars and reviews with each language’s plural forms', () => {
    const russian = render('ru', filters)
    expect(russian).toContain('5 звёзд')
    expect(russian).toContain('2 звезды')
    expect(russian).toContain('1 звезда')
    expect(russian).toContain('Все (6)')
    expect(render('ja', filters)).toContain('並べ替え：')
    expect(render('zh', calendar)).toContain('2026年12月')
  })

  it('names the photo gallery’s controls in the page language', () => {
    const images = [1, 2].map((n) => ({ url: `/p${n}.jpg`, srcset: '', alt_text: '' }))
    const gallery = createElement(ImageGallery, { images, title: 'Sigiriya' } as never)
    expect(markup('en', gallery)).toContain('aria-label="View full screen"')
    expect(markup('de', gallery)).toContain('aria-label="Vollbild anzeigen"')
    expect(markup('de', gallery)).toContain('aria-label="Foto 2 von 2 zeigen"')
  })

  it('shows the itinerary and meeting point translated, marking English item by item (decision 083)', () => {
    const activity = {
      ...tour,
      tour_type: 2,
      inclusion: '',
      exclision: '',
      know_policy: '',
      know: { know_policy: '' },
      condtions: '',
      cancel_policy: '',
      meeting_point: 'Am Haupttor, beim Ticketschalter.',
      untranslated: [],
      itinery: [
        { label: '06:00', summery: 'Abholung vom Hotel', day_number: null, untranslated: [] },
        { label: '09:00', summery: 'Lunch by the sea', day_number: null, untranslated: ['summery'] },
      ],
    } as unknown as ActivityDetail
    const html = markup('de', createElement(TourTabs, { activity }))
    expect(html).toContain('Treffpunkt')
    expect(html).toContain('Am Haupttor, beim Ticketschalter.')
    expect(html).toContain('Abholung vom Hotel')
    // Only the English item is marked and noted, once.
    expect(html).toMatch(/<p[^>]*lang="en"[^>]*>Lunch by the sea<\/p>/)
    expect(html).not.toMatch(/lang="en"[^>]*>Abholung/)
    expect(html.split('data-shown-in-english').length - 1).toBe(1)
    // In English the same tab has no note at all.
    const english = {
      ...activity,
      untranslated: undefined,
      itinery: [{ label: '06:00', summery: 'Pick-up', day_number: null }],
    }
    expect(
      markup('en', createElement(TourTabs, { activity: english as unknown as ActivityDetail })),
    ).not.toContain('data-shown-in-english')
  })

  it('marks and notes the tour’s own cancellation policy left in English, its heading in the page language', () => {
    const english = { ...tour, untranslated: ['cancel_policy'] } as unknown as ActivityDetail
    const questions = markup('de', createElement(TourFaq, { activity: english }))
    expect(questions).toMatch(/<p lang="en">Free cancellation up to 24 hours before\.<\/p>/)
    expect(questions.split('data-shown-in-english').length - 1).toBe(1)
    // Translated, it is neither marked nor noted; English pages say it as before.
    const translated = markup('de', createElement(TourFaq, { activity: { ...tour, untranslated: [] } }))
    expect(translated).not.toContain('lang="en"')
    expect(translated).not.toContain('data-shown-in-english')
    expect(markup('en', faq)).not.toContain('data-shown-in-english')
    const activity = {
      ...english,
      tour_type: 2,
      itinery: [],
      inclusion: '',
      exclision: '',
      know_policy: '',
      know: { know_policy: '' },
      condtions: '',
      meeting_point: '',
    } as unknown as ActivityDetail
    const tabs = markup('de', createElement(TourTabs, { activity }))
    expect(tabs).toMatch(/<h3 lang="de"[^>]*>.*Stornierungsbedingungen<\/h3>/)
    expect(tabs).not.toContain('Cancellation policy')
    expect(
      markup('en', createElement(TourTabs, { activity: { ...activity, untranslated: undefined } })),
    ).toContain('Cancellation policy')
  })
})
