/**
 * The tour editor's Languages step (issue 31, decision 076) on both databases: a supplier sets
 * the guide languages and a German text, sees what is still missing, the public page shows it at
 * once (cache dropped), another supplier's tour is not found and bad input changes nothing.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabases } from '@serendib/db/testing'
import type { TourTranslations } from '@serendib/domain/api/tour-translations'
import { TourTranslationMessages as M } from '@serendib/domain/api/tour-translations'
import type { ActivityDetail, ActivityCard, Paginated, Suggestions } from '@serendib/domain/catalogue-api'
import {
  approvedTour,
  completeTourBody,
  supplierToursSuite,
  type SupplierToursSuite,
} from '../../../../testing/supplier-tours.ts'

describe.each(testDatabases())('supplier tour translations on %s', (kind) => {
  let s: SupplierToursSuite
  beforeAll(async () => {
    // The catalogue cache on, so the test also shows a save drops it.
    s = await supplierToursSuite(kind, { cacheSeconds: 60 })
  }, 300_000)
  afterAll(() => s?.t.close())

  const put = (id: number, payload: object, headers = s.a.headers) =>
    s.t.app.inject({ method: 'PUT', url: `/api/supplier/tours/${id}/translations`, headers, payload })

  it('saves guide languages and a translation, says what is missing, and the public page shows it', async () => {
    const tour = await approvedTour(s, s.a, completeTourBody(s))
    const english = (await s.t.app.inject(`/api/activity?id=${tour.id}&lang=de`)).json() as {
      data: ActivityDetail
    }
    expect(english.data.title).toBe('Sigiriya Rock and Dambulla Cave Temple')
    expect(english.data.guide_languages).toEqual(['en'])

    const loaded = await s.t.app.inject({
      url: `/api/supplier/tours/${tour.id}/translations`,
      headers: s.a.headers,
    })
    expect(loaded.statusCode).toBe(200)
    const before = (loaded.json() as { data: TourTranslations }).data
    expect(before.missing.de).toEqual([
      'title',
      'overview',
      'inclusion',
      'exclision',
      'know_policy',
      'condtions',
      'cancel_policy',
    ])

    const saved = await put(tour.id, {
      guide_languages: ['en', 'de', 'de'],
      translations: {
        de: {
          title: '  Sigiriya-Felsen und Höhlentempel von Dambulla  ',
          overview: 'Bei Sonnenaufgang auf den Löwenfelsen.',
        },
      },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const after = (saved.json() as { message: string; data: TourTranslations }).data
    expect((saved.json() as { message: string }).message).toBe(M.saved)
    expect(after.guide_languages).toEqual(['en', 'de'])
    expect(after.translations.de!.title).toBe('Sigiriya-Felsen und Höhlentempel von Dambulla')
    expect(after.missing.de).toEqual(['inclusion', 'exclision', 'know_policy', 'condtions', 'cancel_policy'])

    const german = (await s.t.app.inject(`/api/activity?id=${tour.id}&lang=de`)).json() as {
      data: ActivityDetail
    }
    expect(german.data.title).toBe('Sigiriya-Felsen und Höhlentempel von Dambulla')
    expect(german.data.guide_languages).toEqual(['en', 'de'])
    const found = (await s.t.app.inject('/api/search?keyword=Sonnenaufgang&lang=de')).json() as {
      data: { results: Paginated<ActivityCard> }
    }
    expect(found.data.results.data.map((card) => card.id)).toContain(tour.id)

    // A new title's words join the German vocabulary at once (decision 080): a typo of a word
    // no other text has is corrected to it in the search box's suggestions.
    const renamed = await put(tour.id, {
      guide_languages: ['en', 'de'],
      translations: { de: { title: 'Löwentatzenaufstieg am Sigiriya-Felsen' } },
    })
    expect(renamed.statusCode, renamed.body).toBe(200)
    const typo = (
      await s.t.app.inject(`/api/search/get?key=${encodeURIComponent('Löwentatzenaufsteig')}&lang=de`)
    ).json() as { data: Suggestions }
    expect(typo.data.activities.map((row) => row.id)).toContain(tour.id)

    // Emptying every field removes the language again.
    const cleared = await put(tour.id, {
      guide_languages: ['en'],
      translations: { de: { title: '', overview: '' } },
    })
    expect(cleared.statusCode).toBe(200)
    const [{ n }] = (await s.t.database.execute(
      sql`select count(*)::int as n from activity_translations where activity_id = ${tour.id}`,
    )) as unknown as [{ n: number }]
    expect(n).toBe(0)
  })

  it("refuses bad input with field messages and another supplier's tour with 404, changing nothing", async () => {
    const tour = await approvedTour(s, s.a, completeTourBody(s))
    const snapshot = async () =>
      s.t.database.execute(
        sql`select a.guide_languages, (select count(*)::int from activity_translations t where t.activity_id = a.id) as n
            from activities a where a.id = ${tour.id}`,
      )
    const before = await snapshot()
    const none = await put(tour.id, { guide_languages: [], translations: {} })
    expect(none.statusCode).toBe(422)
    expect(none.body).toContain(M.guideLanguagesRequired)
    const unknown = await put(tour.id, { guide_languages: ['xx'] })
    expect(unknown.statusCode).toBe(422)
    const tooLong = await put(tour.id, {
      guide_languages: ['en'],
      translations: { fr: { title: 'x'.repeat(151) } },
    })
    expect(tooLong.statusCode).toBe(422)
    const english = await put(tour.id, { guide_languages: ['en'], translations: { en: { title: 'x' } } })
    expect(english.statusCode).toBe(422)
    const other = await put(
      tour.id,
      { guide_languages: ['de'], translations: { de: { title: 'Übernommen' } } },
      s.b.headers,
    )
    expect(other.statusCode).toBe(404)
    const read = await s.t.app.inject({
      url: `/api/supplier/tours/${tour.id}/translations`,
      headers: s.b.headers,
    })
    expect(read.statusCode).toBe(404)
    const customer = await put(tour.id, { guide_languages: ['de'] }, s.customer)
    expect(customer.statusCode).toBe(403)
    expect(await snapshot()).toEqual(before)
  })
})
