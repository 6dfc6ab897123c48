/**
 * Suggestions and typo tolerance in the page's language (issue 31 part 5, decision 080) on both
 * databases: the search boxes on /de and /ru suggest tours by their translated words and name
 * them in that language; a mistyped German or Russian word is corrected against that language's
 * own words; Chinese, written without spaces, is found by substring; English stays as it was.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabases } from '@serendib/db/testing'
import type { ActivityCard, Paginated, Suggestions } from '@serendib/domain/catalogue-api'
import { buildTestApp, type TestApp } from '../../test-app.ts'

type Suggested = Suggestions['activities']

describe.each(testDatabases())('suggestions and typos in the page language on %s', (kind) => {
  let t: TestApp
  let whales: number
  let leopards: number
  beforeAll(async () => {
    t = await buildTestApp(kind)
    const rows = (await t.database.execute(
      sql`select a.id, t.title from activities a join activity_translations t on t.activity_id = a.id
          where t.locale = 'de' and t.title in ('Blauwal-Beobachtung ab Mirissa',
            'Ganztägige Leopardensafari im Yala-Nationalpark')`,
    )) as unknown as Array<{ id: number; title: string }>
    whales = rows.find((row) => row.title.startsWith('Blauwal'))!.id
    leopards = rows.find((row) => row.title.startsWith('Ganztägige'))!.id
  }, 300_000)
  afterAll(async () => t?.close())

  const get = async <T>(url: string) => {
    const response = await t.app.inject(url)
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200)
    return response.json() as T
  }
  const suggest = async (query: string) =>
    (await get<{ data: Suggestions }>(`/api/search/get?${query}`)).data.activities
  const byId = (list: Suggested, id: number) => list.find((row) => row.id === id)
  const search = async (query: string) =>
    (await get<{ data: { results: Paginated<ActivityCard> } }>(`/api/search?${query}`)).data.results

  it('suggests tours by the words of their translation, titled in the page language', async () => {
    // A German prefix being typed: "Blauw…" is in no English text.
    const german = await suggest(`key=${encodeURIComponent('Blauw')}&lang=de`)
    expect(byId(german, whales)).toMatchObject({
      title: 'Blauwal-Beobachtung ab Mirissa',
      content_locale: 'de',
    })
    expect(await suggest('key=Blauw')).toEqual([])
    // Russian, stemmed as Russian: "китов" (genitive) meets the title's "китам".
    const russian = await suggest(`key=${encodeURIComponent('синих китов')}&lang=ru`)
    expect(byId(russian, whales)?.title).toBe('Морская прогулка к синим китам из Мириссы')
    // An English word on the German page finds what it finds in English, named in German where
    // translated and marked English where not.
    const english = await suggest('key=sigiriya')
    const onGerman = await suggest('key=sigiriya&lang=de')
    expect(onGerman.map((row) => row.id).sort()).toEqual(english.map((row) => row.id).sort())
    expect(onGerman.some((row) => row.content_locale === 'de' && row.title.includes('Felsen Sigiriya'))).toBe(
      true,
    )
    expect(onGerman.some((row) => row.content_locale === 'en')).toBe(true)
    for (const row of onGerman.filter((r) => r.content_locale === 'en'))
      expect(row.title).toBe(english.find((e) => e.id === row.id)!.title)
  })

  it('corrects a mistyped word against the page language’s own words', async () => {
    // "Zahntempl" is no German word of any title; the vocabulary's closest is "zahntempel".
    const german = await suggest(`key=${encodeURIComponent('Zahntempl')}&lang=de`)
    expect(german.map((row) => row.title)).toContain('Kandy-Tanzshow und Abend im Zahntempel')
    const russian = await suggest(`key=${encodeURIComponent('леопардав')}&lang=ru`)
    expect(byId(russian, leopards)?.title).toBe('Сафари на леопардов в национальном парке Яла на целый день')
    // The results page retries a typo the same way, in the page language.
    const page = await search(`keyword=${encodeURIComponent('леопардав')}&lang=ru`)
    expect(page.data.map((card) => card.id)).toContain(leopards)
    // English is corrected against English only, as before.
    expect(await suggest(`key=${encodeURIComponent('Zahntempl')}`)).toEqual([])
  })

  it('finds Chinese by substring, in suggestions and in results', async () => {
    // The demo's Chinese title and overview (seed/content/tour-translations-zh.ts).
    const title = '米瑞莎蓝鲸观赏出海之旅'
    const suggested = await suggest(`key=${encodeURIComponent('蓝鲸')}&lang=zh`)
    expect(byId(suggested, whales)).toMatchObject({ title, content_locale: 'zh' })
    // A word of the overview finds the tour too, and a literal % finds nothing.
    const page = await search(`keyword=${encodeURIComponent('最大的动物')}&lang=zh`)
    expect(page.data.map((card) => card.id)).toContain(whales)
    expect(page.data.find((card) => card.id === whales)?.title).toBe(title)
    expect((await search(`keyword=${encodeURIComponent('%')}&lang=zh`)).total).toBe(0)
  })

  it('suggests Japanese by substring and Hindi by its words', async () => {
    const japanese = await suggest(`key=${encodeURIComponent('クジラ')}&lang=ja`)
    expect(byId(japanese, whales)).toMatchObject({
      title: 'ミリッサ発 シロナガスクジラ・ウォッチングクルーズ',
      content_locale: 'ja',
    })
    const hindi = await suggest(`key=${encodeURIComponent('तेंदुआ')}&lang=hi`)
    expect(byId(hindi, leopards)).toMatchObject({
      title: 'याला नेशनल पार्क में पूरे दिन की तेंदुआ सफ़ारी',
      content_locale: 'hi',
    })
  })
})
