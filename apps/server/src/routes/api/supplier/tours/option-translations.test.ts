/**
 * Tour options and vehicle tiers in other languages (issue 31, decision 088) on both databases:
 * the supplier translates them in the Languages step (counted as missing until done), the tour
 * page serves them per language with English where none, a tier keeps its translation when the
 * Options step is saved again, bad input is refused with nothing written, and no supplier reaches
 * another's.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabases } from '@serendib/db/testing'
import type { TourTranslations } from '@serendib/domain/api/tour-translations'
import type { ActivityDetail } from '@serendib/domain/catalogue-api'
import {
  approvedTour,
  completeTourBody,
  createTour,
  supplierToursSuite,
  type SupplierToursSuite,
} from '../../../../testing/supplier-tours.ts'

const options = [
  { name: 'Shared tour', description: 'A seat in the group', kind: 'shared', tiers: [] },
  {
    name: 'Private with driver-guide',
    description: '',
    kind: 'private',
    max_vehicles_per_booking: 2,
    tiers: [
      { name: 'Private car', seats: 3, price_cents: 9000 },
      { name: 'Private van', seats: 8, price_cents: 14000 },
    ],
  },
]

describe.each(testDatabases())('option and vehicle tier translations on %s', (kind) => {
  let s: SupplierToursSuite
  beforeAll(async () => {
    s = await supplierToursSuite(kind, { cacheSeconds: 60 })
  }, 300_000)
  afterAll(() => s?.t.close())

  const put = (id: number, payload: object, headers = s.a.headers) =>
    s.t.app.inject({ method: 'PUT', url: `/api/supplier/tours/${id}/translations`, headers, payload })
  const load = async (id: number) => {
    const reply = await s.t.app.inject({
      url: `/api/supplier/tours/${id}/translations`,
      headers: s.a.headers,
    })
    expect(reply.statusCode, reply.body).toBe(200)
    return (reply.json() as { data: TourTranslations }).data
  }
  const saveOptions = async (id: number, list: object[], headers = s.a.headers) => {
    const reply = await s.t.app.inject({
      method: 'PUT',
      url: `/api/supplier/tours/${id}/options`,
      headers,
      payload: { options: list },
    })
    expect(reply.statusCode, reply.body).toBe(200)
    return (reply.json() as { data: { options: Array<{ id: number }> } }).data.options
  }
  const page = async (id: number, lang?: string) => {
    const reply = await s.t.app.inject(`/api/activity?id=${id}${lang ? `&lang=${lang}` : ''}`)
    expect(reply.statusCode, reply.body).toBe(200)
    return (reply.json() as { data: ActivityDetail }).data
  }
  const rows = async (tourId: number) =>
    (await s.t.database.execute(
      sql`select t.option_id, t.locale, t.name, t.description, t.tiers from activity_option_translations t
            join activity_options o on o.id = t.option_id
           where o.activity_id = ${tourId} order by t.option_id, t.locale`,
    )) as unknown as Array<{ option_id: number; locale: string; name: string; tiers: unknown }>

  it('counts options as missing until translated and serves them per language, English where none', async () => {
    const tour = await approvedTour(s, s.a, completeTourBody(s))
    const [shared, priv] = (await saveOptions(tour.id, options)).map((o) => o.id)

    const before = await load(tour.id)
    expect(before.english_options).toEqual([
      { id: shared, name: 'Shared tour', description: 'A seat in the group', tiers: [] },
      { id: priv, name: 'Private with driver-guide', description: '', tiers: ['Private car', 'Private van'] },
    ])
    expect(before.missing_options.de).toEqual([shared, priv])

    const saved = await put(tour.id, {
      guide_languages: ['en', 'de'],
      translations: {
        de: {
          options: [
            { id: shared, name: 'Gruppentour', description: 'Ein Platz in der Gruppe' },
            {
              id: priv,
              name: 'Privat mit Fahrer-Guide',
              tiers: [{ english: 'Private car', name: 'Privatwagen' }],
            },
          ],
        },
      },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const after = (saved.json() as { data: TourTranslations }).data
    // The van is still English: the private option stays missing, the shared one is done.
    expect(after.missing_options.de).toEqual([priv])
    expect(after.missing_options.fr).toEqual([shared, priv])
    expect(after.options.de).toEqual([
      { id: shared, name: 'Gruppentour', description: 'Ein Platz in der Gruppe', tiers: [] },
      { id: priv, name: 'Privat mit Fahrer-Guide', description: '', tiers: ['Privatwagen', ''] },
    ])

    const german = await page(tour.id, 'de')
    expect(german.tour_options.map((o) => [o.name, o.description, o.untranslated])).toEqual([
      ['Gruppentour', 'Ein Platz in der Gruppe', []],
      ['Privat mit Fahrer-Guide', '', []],
    ])
    expect(german.tour_options[1]!.tiers.map((t) => [t.name, t.seats, t.untranslated])).toEqual([
      ['Privatwagen', 3, []],
      ['Private van', 8, ['name']],
    ])
    const french = await page(tour.id, 'fr')
    expect(french.tour_options[0]).toMatchObject({
      name: 'Shared tour',
      untranslated: ['name', 'description'],
    })
    // English answers as before: English names, no fallback lists.
    const english = await page(tour.id)
    expect(english.tour_options[0]).toEqual({
      id: shared,
      name: 'Shared tour',
      description: 'A seat in the group',
      kind: 'shared',
      max_vehicles_per_booking: null,
      tiers: [],
    })

    // Saving the Options step again (tiers rewritten, reordered, repriced) keeps each translation.
    await saveOptions(tour.id, [
      { ...options[0], id: shared },
      {
        ...options[1],
        id: priv,
        tiers: [
          { name: 'Private van', seats: 8, price_cents: 15000 },
          { name: 'Private car', seats: 3, price_cents: 9500 },
        ],
      },
    ])
    const again = await load(tour.id)
    expect(again.options.de![1]!.tiers).toEqual(['', 'Privatwagen'])
    expect((await page(tour.id, 'de')).tour_options[1]!.tiers.map((t) => t.name)).toEqual([
      'Private van',
      'Privatwagen',
    ])
    // An option removed takes its translations with it.
    await saveOptions(tour.id, [{ ...options[0], id: shared }])
    expect((await rows(tour.id)).map((r) => r.option_id)).toEqual([shared])
  })

  it('refuses an option of another tour, a tier the option lacks, an unknown field or language, writing nothing', async () => {
    const mine = await createTour(s, s.a, completeTourBody(s))
    const other = await createTour(s, s.a, completeTourBody(s))
    const [, priv] = (await saveOptions(mine.id, options)).map((o) => o.id)
    const [elsewhere] = (await saveOptions(other.id, options)).map((o) => o.id)
    const guides = ['en']
    const title = { title: 'Sigiriya-Felsen' }

    const foreign = await put(mine.id, {
      guide_languages: guides,
      translations: { de: { ...title, options: [{ id: elsewhere, name: 'Übernommen' }] } },
    })
    expect(foreign.statusCode, foreign.body).toBe(422)
    expect(foreign.json()).toMatchObject({
      errors: { 'translations.de.options.0.id': 'This option is not part of this tour: reload the page' },
    })
    const tier = await put(mine.id, {
      guide_languages: guides,
      translations: {
        de: { ...title, options: [{ id: priv, tiers: [{ english: 'Coach', name: 'Reisebus' }] }] },
      },
    })
    expect(tier.statusCode, tier.body).toBe(422)
    expect(tier.json().errors).toEqual({
      'translations.de.options.0.tiers.0.english': 'This vehicle is not part of this option: reload the page',
    })
    for (const translations of [
      { de: { options: [{ id: priv, price_cents: 1 }] } },
      { xx: { options: [{ id: priv, name: 'Privé' }] } },
      { de: { options: [{ id: priv, name: 'x'.repeat(81) }] } },
    ]) {
      const bad = await put(mine.id, { guide_languages: guides, translations })
      expect(bad.statusCode, `${JSON.stringify(translations)}: ${bad.body}`).toBe(422)
    }
    // Nothing written: not the options, not the title sent beside them.
    expect(await rows(mine.id)).toEqual([])
    expect(await rows(other.id)).toEqual([])
    expect((await load(mine.id)).translations.de!.title).toBe('')
  })

  it("never lets a supplier read or write another supplier's option translations", async () => {
    const mine = await createTour(s, s.a, completeTourBody(s))
    const [shared] = (await saveOptions(mine.id, options)).map((o) => o.id)
    const foreign = await put(
      mine.id,
      { guide_languages: ['en'], translations: { de: { options: [{ id: shared, name: 'Übernommen' }] } } },
      s.b.headers,
    )
    expect(foreign.statusCode).toBe(404)
    const read = await s.t.app.inject({
      url: `/api/supplier/tours/${mine.id}/translations`,
      headers: s.b.headers,
    })
    expect(read.statusCode).toBe(404)
    expect(await rows(mine.id)).toEqual([])
  })
})
