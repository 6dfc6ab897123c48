/**
 * Itinerary and meeting point in other languages (issue 31, decision 083) on both databases: the
 * supplier translates them in the Languages step, the public page serves them per language with
 * the English fallback named item by item and field by field, reordering, editing and deleting
 * English items keep each translation on its own item, and no supplier reaches another's.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabases } from '@serendib/db/testing'
import type { SupplierTour } from '@serendib/domain/api/supplier-tours'
import type { TourTranslations } from '@serendib/domain/api/tour-translations'
import type { ActivityDetail } from '@serendib/domain/catalogue-api'
import {
  approvedTour,
  completeTourBody,
  createTour,
  supplierToursSuite,
  type SupplierToursSuite,
} from '../../../../testing/supplier-tours.ts'

describe.each(testDatabases())('itinerary and meeting point translations on %s', (kind) => {
  let s: SupplierToursSuite
  beforeAll(async () => {
    s = await supplierToursSuite(kind, { cacheSeconds: 60 })
  }, 300_000)
  afterAll(() => s?.t.close())

  const put = (id: number, payload: object, headers = s.a.headers) =>
    s.t.app.inject({ method: 'PUT', url: `/api/supplier/tours/${id}/translations`, headers, payload })
  const load = async (id: number, headers = s.a.headers) => {
    const reply = await s.t.app.inject({ url: `/api/supplier/tours/${id}/translations`, headers })
    expect(reply.statusCode, reply.body).toBe(200)
    return (reply.json() as { data: TourTranslations }).data
  }
  const page = async (id: number, lang?: string) => {
    const reply = await s.t.app.inject(`/api/activity?id=${id}${lang ? `&lang=${lang}` : ''}`)
    expect(reply.statusCode, reply.body).toBe(200)
    return (reply.json() as { data: ActivityDetail }).data
  }
  const patch = async (id: number, payload: object) => {
    const reply = await s.t.app.inject({
      method: 'PATCH',
      url: `/api/supplier/tours/${id}`,
      headers: s.a.headers,
      payload,
    })
    expect(reply.statusCode, reply.body).toBe(200)
    return (reply.json() as { data: SupplierTour }).data
  }
  const rows = async (tourId: number) =>
    (await s.t.database.execute(
      sql`select t.item_id, t.locale, t.label, t.summary from activity_itinerary_translations t
            join activity_itinerary_items i on i.id = t.item_id
           where i.activity_id = ${tourId} order by t.item_id, t.locale`,
    )) as unknown as Array<{ item_id: number; locale: string; label: string; summary: string }>

  it('serves the meeting point and each itinerary item per language, falling back field by field', async () => {
    const tour = await approvedTour(s, s.a, {
      ...completeTourBody(s),
      meeting_point: 'The main gate of Sigiriya Rock, by the ticket office.',
      itinery: [
        { label: '07:00', summery: 'Pick-up from your hotel', day_number: null },
        { label: 'Morning', summery: 'Sigiriya Rock', day_number: null },
      ],
    })
    expect(tour.meeting_point).toBe('The main gate of Sigiriya Rock, by the ticket office.')
    const [first, second] = tour.itinery.map((item) => item.id!)

    const before = await load(tour.id)
    expect(before.english.meeting_point).toBe('The main gate of Sigiriya Rock, by the ticket office.')
    expect(before.missing.de).toContain('meeting_point')
    expect(before.english_itinerary).toEqual([
      { id: first, label: '07:00', summery: 'Pick-up from your hotel' },
      { id: second, label: 'Morning', summery: 'Sigiriya Rock' },
    ])
    expect(before.missing_itinerary.de).toEqual([first, second])

    const saved = await put(tour.id, {
      guide_languages: ['en', 'de'],
      translations: {
        de: {
          meeting_point: 'Am Haupttor des Sigiriya-Felsens, beim Ticketschalter.',
          itinerary: [
            { id: first, summery: 'Abholung von Ihrem Hotel' },
            { id: second, label: 'Vormittag' },
          ],
        },
      },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const after = (saved.json() as { data: TourTranslations }).data
    expect(after.missing.de).not.toContain('meeting_point')
    // The first item's label is a time (nothing to translate); the second still lacks its summary.
    expect(after.missing_itinerary.de).toEqual([second])
    expect(after.itinerary.de).toEqual([
      { id: first, label: '', summery: 'Abholung von Ihrem Hotel' },
      { id: second, label: 'Vormittag', summery: '' },
    ])

    const german = await page(tour.id, 'de')
    expect(german.meeting_point).toBe('Am Haupttor des Sigiriya-Felsens, beim Ticketschalter.')
    expect(german.untranslated).not.toContain('meeting_point')
    expect(german.itinery).toEqual([
      { label: '07:00', summery: 'Abholung von Ihrem Hotel', day_number: null, untranslated: [] },
      { label: 'Vormittag', summery: 'Sigiriya Rock', day_number: null, untranslated: ['summery'] },
    ])
    const french = await page(tour.id, 'fr')
    expect(french.meeting_point).toBe('The main gate of Sigiriya Rock, by the ticket office.')
    expect(french.untranslated).toContain('meeting_point')
    expect(french.itinery.map((item) => item.untranslated)).toEqual([['summery'], ['label', 'summery']])
    // English answers as before: English text, no fallback lists.
    const english = await page(tour.id)
    expect(english.meeting_point).toBe('The main gate of Sigiriya Rock, by the ticket office.')
    expect(english.itinery[0]).toEqual({
      label: '07:00',
      summery: 'Pick-up from your hotel',
      day_number: null,
    })
  })

  it('keeps each translation on its item when English items are reordered, edited, deleted or added', async () => {
    const tour = await createTour(s, s.a, {
      ...completeTourBody(s),
      itinery: [
        { label: '07:00', summery: 'Pick-up', day_number: null },
        { label: '09:00', summery: 'Sigiriya Rock', day_number: null },
        { label: '13:00', summery: 'Lunch', day_number: null },
      ],
    })
    const [pickUp, rock, lunch] = tour.itinery.map((item) => item.id!)
    const saved = await put(tour.id, {
      guide_languages: ['en'],
      translations: {
        de: {
          itinerary: [
            { id: pickUp, summery: 'Abholung' },
            { id: rock, summery: 'Sigiriya-Felsen' },
            { id: lunch, summery: 'Mittagessen' },
          ],
        },
      },
    })
    expect(saved.statusCode, saved.body).toBe(200)

    // Lunch first, the rock's English reworded, the pick-up deleted, a new item at the end.
    const edited = await patch(tour.id, {
      itinery: [
        { id: lunch, label: '12:00', summery: 'Lunch', day_number: null },
        { id: rock, label: '09:00', summery: 'Climb Sigiriya Rock', day_number: null },
        { label: '15:00', summery: 'Dambulla', day_number: null },
      ],
    })
    expect(edited.itinery.map((item) => item.id)).toEqual([lunch, rock, expect.any(Number)])
    const added = edited.itinery[2]!.id!
    expect([pickUp, rock, lunch]).not.toContain(added)
    expect(await rows(tour.id)).toEqual(
      [
        { item_id: rock, locale: 'de', label: '', summary: 'Sigiriya-Felsen' },
        { item_id: lunch, locale: 'de', label: '', summary: 'Mittagessen' },
      ].sort((a, b) => (a.item_id ?? 0) - (b.item_id ?? 0)),
    )
    const loaded = await load(tour.id)
    expect(loaded.itinerary.de!.map((item) => item.summery)).toEqual(['Mittagessen', 'Sigiriya-Felsen', ''])
    expect(loaded.missing_itinerary.de).toEqual([added])

    // An editor that sends items without ids (an old client) replaces them: nothing misattached.
    await patch(tour.id, {
      itinery: [
        { label: '12:00', summery: 'Lunch', day_number: null },
        { label: '09:00', summery: 'Climb Sigiriya Rock', day_number: null },
      ],
    })
    expect(await rows(tour.id)).toEqual([])
  })

  it("never lets a supplier read or write another supplier's itinerary translations", async () => {
    const mine = await createTour(s, s.a, completeTourBody(s))
    const theirs = await createTour(s, s.b, completeTourBody(s))
    const myItem = mine.itinery[0]!.id!
    const theirItem = theirs.itinery[0]!.id!
    expect(
      (
        await put(mine.id, {
          guide_languages: ['en'],
          translations: { de: { itinerary: [{ id: myItem, summery: 'Abholung' }] } },
        })
      ).statusCode,
    ).toBe(200)

    // Through the other tour: not found, nothing written.
    const foreign = await put(
      mine.id,
      {
        guide_languages: ['en'],
        translations: { de: { itinerary: [{ id: myItem, summery: 'Übernommen' }] } },
      },
      s.b.headers,
    )
    expect(foreign.statusCode).toBe(404)
    const read = await s.t.app.inject({
      url: `/api/supplier/tours/${mine.id}/translations`,
      headers: s.b.headers,
    })
    expect(read.statusCode).toBe(404)
    // Through their own tour naming my item: the id is not theirs, so it is ignored.
    const smuggled = await put(
      theirs.id,
      {
        guide_languages: ['en'],
        translations: { de: { itinerary: [{ id: myItem, summery: 'Übernommen' }] } },
      },
      s.b.headers,
    )
    expect(smuggled.statusCode).toBe(200)
    // Nor can their editor take my item over by its id: it becomes a new item of their tour.
    const taken = await s.t.app.inject({
      method: 'PATCH',
      url: `/api/supplier/tours/${theirs.id}`,
      headers: s.b.headers,
      payload: { itinery: [{ id: myItem, label: '08:00', summery: 'Mine now', day_number: null }] },
    })
    expect(taken.statusCode, taken.body).toBe(200)
    expect((taken.json() as { data: SupplierTour }).data.itinery[0]!.id).not.toBe(myItem)
    expect(await rows(mine.id)).toEqual([{ item_id: myItem, locale: 'de', label: '', summary: 'Abholung' }])
    expect(await rows(theirs.id)).toEqual([])
    expect((await load(mine.id)).english_itinerary[0]).toEqual({
      id: myItem,
      label: '07:00',
      summery: 'Pick-up from your hotel',
    })
    expect(theirItem).not.toBe(myItem)
  })
})
