/**
 * A round tour's "Day N" heading and day badge in the page's language (issue 31), rendered on the
 * server through the tour page's own tabs; English reads "Day 2" as before, and a supplier's own
 * label is kept as written.
 */
import type { ActivityDetail } from '@serendib/domain/catalogue-api'
import type { TravellerLocale } from '@serendib/domain/i18n/locales'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { TranslatorProvider } from '../../lib/i18n'
import { compiledCatalogue } from '../../lib/message-catalogue'
import { dayHeading } from './itinerary'
import { TourTabs } from './tour-tabs'

const roundTour = (itinery: ActivityDetail['itinery']) =>
  ({
    tour_type: 1,
    inclusion: '',
    exclision: '',
    know_policy: '',
    know: { know_policy: '' },
    condtions: '',
    cancel_policy: '',
    meeting_point: '',
    untranslated: [],
    itinery,
  }) as unknown as ActivityDetail

/** The days' headings of the itinerary tab (not the other tabs' h3), on a page in `locale`. */
function headings(locale: TravellerLocale, activity: ActivityDetail): string[] {
  const html = renderToStaticMarkup(
    createElement(TranslatorProvider, {
      locale,
      messages: compiledCatalogue(locale),
      children: createElement(TourTabs, { activity }),
    }),
  )
  return [...html.matchAll(/<h3 class="font-bold text-slate-900"[^>]*>([^<]*)<\/h3>/g)].map((m) => m[1]!)
}

describe('round tour itinerary headings', () => {
  const days = [
    { label: '', summery: 'Colombo to Kandy', day_number: 1 },
    { label: 'Day 2', summery: 'Kandy to Ella', day_number: 2 },
    { label: 'Ella and the Nine Arches', summery: 'A slow day', day_number: 3 },
    { label: '', summery: 'Ella to Yala', day_number: null },
  ] as ActivityDetail['itinery']

  it('reads "Day N" in the page language, keeping the supplier’s own label', () => {
    expect(headings('en', roundTour(days))).toEqual(['Day 1', 'Day 2', 'Ella and the Nine Arches', 'Day 4'])
    expect(headings('de', roundTour(days))).toEqual(['Tag 1', 'Tag 2', 'Ella and the Nine Arches', 'Tag 4'])
    expect(headings('fr', roundTour(days))[0]).toBe('Jour 1')
    expect(headings('ru', roundTour(days))[1]).toBe('День 2')
    expect(headings('zh', roundTour(days))[0]).toBe('第1天')
    expect(headings('hi', roundTour(days))[0]).toBe('दिन 1')
    expect(headings('ja', roundTour(days))[3]).toBe('4日目')
  })

  it('marks only a supplier’s own English label as English, never the translated "Day N"', () => {
    const english = days.map((item) => ({ ...item, untranslated: ['label', 'summery'] }))
    const html = renderToStaticMarkup(
      createElement(TranslatorProvider, {
        locale: 'de',
        messages: compiledCatalogue('de'),
        children: createElement(TourTabs, { activity: roundTour(english as ActivityDetail['itinery']) }),
      }),
    )
    expect(html).toMatch(/<h3[^>]*>Tag 2<\/h3>/)
    expect(html).not.toMatch(/<h3[^>]*lang="en"[^>]*>Tag 2/)
    expect(html).toMatch(/<h3[^>]*lang="en"[^>]*>Ella and the Nine Arches<\/h3>/)
    // The badge's word too.
    expect(html).toMatch(/uppercase">Tag<\/span>/)
  })

  it('says there is no itinerary in the page language', () => {
    const html = renderToStaticMarkup(
      createElement(TranslatorProvider, {
        locale: 'fr',
        messages: compiledCatalogue('fr'),
        children: createElement(TourTabs, { activity: roundTour([]) }),
      }),
    )
    expect(html).toContain('n&#x27;a pas encore publié de programme')
  })

  it('takes a day number over the position, and the position when there is none', () => {
    const dayN = (day: number) => `D${day}`
    expect(dayHeading({ label: ' day 7 ', day_number: 7 }, 0, dayN)).toEqual({
      day: 7,
      heading: 'D7',
      own: false,
    })
    expect(dayHeading({ label: '', day_number: null }, 2, dayN)).toEqual({
      day: 3,
      heading: 'D3',
      own: false,
    })
    expect(dayHeading({ label: 'Arrival', day_number: 1 }, 0, dayN)).toEqual({
      day: 1,
      heading: 'Arrival',
      own: true,
    })
  })
})
