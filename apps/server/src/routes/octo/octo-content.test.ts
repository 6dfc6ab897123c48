/**
 * octo/content and products in pages (issue 33, decision 060). Asked for with Octo-Capabilities,
 * products, options and units carry what the tour page shows, checked field by field against
 * the tour's rows and against `@octocloud/types`' zod schemas; pictures are absolute JPEG URLs
 * that answer. GET /octo/products takes `limit` and `offset` (ours, OCTO has no paging): the
 * pages, followed by their Link headers, are the whole list, which stays the default.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { zFaq, zFeature, zLocation, zMedia, zOption, zProduct, zUnit } from '@octocloud/types'
import { queryRows } from '@serendib/db/client'
import { testDatabases } from '@serendib/db/testing'
import { contentLines } from '@serendib/domain/octo-content'
import { tourFaq, type TourFaqFacts } from '@serendib/domain/tour-faq'
import { buildTestApp, type TestApp } from '../../test-app.ts'
import { createReseller, DEMO_OCTO_API_KEY, issueApiKey } from '../../services/octo/resellers.ts'
import { OCTO_CANCELLATION_TERM } from '../../services/octo/octo-content.ts'

const key = { authorization: `Bearer ${DEMO_OCTO_API_KEY}` }
const content = { ...key, 'octo-capabilities': 'octo/content' }

function conforms(schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, v: unknown) {
  const parsed = schema.safeParse(v)
  expect(parsed.error ?? null).toBeNull()
}

interface TourFacts extends Record<string, unknown> {
  id: number
  title: string
  inclusion: string
  exclusion: string
  know_policy: string
  conditions: string
  duration_minutes: number
  images: number
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read as OCTO JSON
type Json = any

describe.each(testDatabases())('OCTO content and paging on %s', (kind) => {
  let t: TestApp
  let tour: TourFacts
  beforeAll(async () => {
    t = await buildTestApp(kind)
    // A demo tour with everything: pictures, inclusions, exclusions, places and pick-up points.
    ;[tour] = (await queryRows<TourFacts>(
      t.database.db,
      sql`select a.id, a.title, a.inclusion, a.exclusion, a.know_policy, a.conditions, a.duration_minutes,
                 (select count(*)::int from activity_images i where i.activity_id = a.id) as images
            from activities a
           where a.status = 1 and a.inclusion <> '' and a.exclusion <> ''
             and exists (select 1 from activity_images i where i.activity_id = a.id)
             and exists (select 1 from activity_locations l where l.activity_id = a.id)
             and exists (select 1 from activity_pickup_locations p where p.activity_id = a.id)
           order by a.id limit 1`,
    )) as [TourFacts]
  }, 300_000)
  afterAll(() => t.close())

  const get = (url: string, headers: Record<string, string> = content) =>
    t.app.inject({ method: 'GET', url, headers })

  it('adds nothing unless octo/content is asked for', async () => {
    const res = await get(`/octo/products/${tour.id}`, key)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-language']).toBeUndefined()
    const body = res.json()
    for (const field of ['title', 'features', 'media', 'locations', 'inclusions', 'coverImageUrl'])
      expect(body).not.toHaveProperty(field)
    expect(body.options[0]).not.toHaveProperty('durationAmount')
    expect(body.options[0].units[0]).not.toHaveProperty('title')
  })

  it("gives the tour page's content in OCTO's fields, valid by @octocloud/types", async () => {
    const res = await get(`/octo/products/${tour.id}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['octo-capabilities']).toBe('octo/content')
    expect(res.headers['content-language']).toBe('en')
    expect(res.headers['available-languages']).toBe('en')
    const product: Json = res.json()
    conforms(zProduct, product)
    const option = product.options[0]
    conforms(zOption, option)
    for (const unit of option.units) conforms(zUnit, unit)
    for (const feature of product.features) conforms(zFeature, feature)
    for (const media of product.media) conforms(zMedia, media)
    for (const location of product.locations) conforms(zLocation, location)

    expect(product.title).toBe(tour.title)
    expect(typeof product.shortDescription).toBe('string')
    expect(product.shortDescription.length).toBeLessThanOrEqual(300)
    expect(product.description.length).toBeGreaterThan(product.shortDescription.length - 2)
    const ofType = (type: string) =>
      product.features.filter((f: Json) => f.type === type).map((f: Json) => f.shortDescription)
    expect(ofType('INCLUSION')).toEqual(contentLines(tour.inclusion))
    expect(ofType('EXCLUSION')).toEqual(contentLines(tour.exclusion))
    expect(ofType('PREARRIVAL_INFORMATION')).toEqual(contentLines(tour.know_policy))
    expect(ofType('BOOKING_TERM')).toEqual(contentLines(tour.conditions))
    expect(ofType('CANCELLATION_TERM')[0]).toBe(OCTO_CANCELLATION_TERM)
    expect(ofType('REDEMPTION_INSTRUCTION')).toHaveLength(1)
    expect(product.durationMinutesFrom).toBe(tour.duration_minutes)
    expect(product.durationMinutesTo).toBeNull()
    // The guides' languages as OCTO's commentary (decision 076), as BCP 47 tags.
    expect(product.commentary).toEqual([{ format: 'IN_PERSON', language: 'en' }])
    await t.database.execute(sql`update activities set guide_languages = '{en,de,zh}' where id = ${tour.id}`)
    const spoken = (await get(`/octo/products/${tour.id}`)).json() as Json
    expect(spoken.commentary).toEqual([
      { format: 'IN_PERSON', language: 'en' },
      { format: 'IN_PERSON', language: 'de' },
      { format: 'IN_PERSON', language: 'zh-Hans' },
    ])
    await t.database.execute(sql`update activities set guide_languages = '{en}' where id = ${tour.id}`)
    // The FAQ the tour page shows (domain/tour-faq.ts), written from the same tour.
    const detail = (await t.app.inject(`/api/activity?id=${tour.id}`)).json().data as TourFaqFacts
    expect(product.faqs).toEqual(
      tourFaq(detail).map((item) => ({ question: item.question, answer: item.answer.join('\n\n') })),
    )
    expect(product.faqs.length).toBeGreaterThanOrEqual(4)
    for (const faq of product.faqs) conforms(zFaq, faq)

    // Pictures: absolute JPEG URLs of our media, the first the cover; each one answers a JPEG.
    expect(product.media).toHaveLength(tour.images)
    expect(product.media.map((m: Json) => m.rel)).toEqual(
      product.media.map((_: Json, i: number) => (i === 0 ? 'COVER' : 'GALLERY')),
    )
    for (const media of product.media) {
      expect(media.src).toMatch(new RegExp(`^${t.app.config.publicUrl}/media/[\\w-]+-\\d+\\.jpg$`))
      const picture = await t.app.inject({ method: 'GET', url: new URL(media.src).pathname })
      expect(picture.statusCode).toBe(200)
      expect(picture.headers['content-type']).toBe('image/jpeg')
      expect([...picture.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff])
    }
    // Made once, then served from the media store.
    const name = new URL(product.media[0].src).pathname.slice('/media/'.length)
    expect(await t.app.media.existing([name])).toEqual(new Set([name]))
    expect((await t.app.inject({ method: 'GET', url: '/media/no-such-picture-800.jpg' })).statusCode).toBe(
      404,
    )

    // Where travellers are collected (START) and the tour's places, with their coordinates.
    const points = await queryRows<{ name: string; latitude: string | null; longitude: string | null }>(
      t.database.db,
      sql`select l.name, l.latitude::text, l.longitude::text from activity_pickup_locations p
            join locations l on l.id = p.location_id where p.activity_id = ${tour.id} order by p.sort_order, l.name`,
    )
    const starts = product.locations.filter((l: Json) => l.types.includes('START'))
    const located = points.filter((p) => p.latitude !== null)
    expect(starts.map((l: Json) => [l.title, l.place.latitude, l.place.longitude])).toEqual(
      located.map((p) => [p.name, Number(p.latitude), Number(p.longitude)]),
    )
    for (const location of product.locations) {
      expect(location.place.identifiers.googlePlaceId).toBeNull()
      expect(location.place.postalAddress.addressCountry).toBe('LK')
    }
    expect(product.locations.some((l: Json) => l.types.includes('POINT_OF_INTEREST'))).toBe(true)

    // The earlier capability's names, from the same rows.
    expect(product.inclusions).toEqual(contentLines(tour.inclusion))
    expect(product.exclusions).toEqual(contentLines(tour.exclusion))
    expect(product.coverImageUrl).toBe(product.media[0].src)
    expect(product.galleryImages.map((g: Json) => g.url)).toEqual(product.media.map((m: Json) => m.src))
    expect(product.cancellationPolicy.startsWith(OCTO_CANCELLATION_TERM)).toBe(true)
    expect(product.destination).toMatchObject({ country: 'LK' })
    expect(product.categories.length).toBeGreaterThan(0)
    expect(option).toMatchObject({ title: tour.title, language: 'en' })
    expect(option.itinerary.filter((i: Json) => i.type === 'START').map((i: Json) => i.name)).toEqual(
      points.map((p) => p.name),
    )
    const minutes = { minute: 1, hour: 60, day: 1440 }[option.durationUnit as 'minute' | 'hour' | 'day']
    expect(Number(option.durationAmount) * minutes).toBe(tour.duration_minutes)
    const adult = option.units.find((u: Json) => u.id === 'adult')
    expect(adult).toMatchObject({ title: 'Adult', titlePlural: 'Adults' })
    expect(adult.shortDescription).toBe(`Ages ${adult.restrictions.minAge} to ${adult.restrictions.maxAge}`)
  })

  it('labels categories by kind: a round tour is multi-day, a day tour a day trip', async () => {
    const kinds = await queryRows<{ id: number; tour_type: number }>(
      t.database.db,
      sql`select distinct on (tour_type) id, tour_type from activities where status = 1 and tour_type in (1, 2)
           order by tour_type, id`,
    )
    for (const { id, tour_type } of kinds) {
      const product = (await get(`/octo/products/${id}`)).json()
      expect(product.categoryLabels).toContain(tour_type === 1 ? 'multi-day' : 'day-trips')
    }
    expect(kinds).toHaveLength(2)
  })

  it('lists products in pages with limit and offset; without them, every product', async () => {
    const all = (await get('/octo/products', key)).json() as { id: string }[]
    expect(all.length).toBeGreaterThan(3)
    const first = await get('/octo/products?limit=2', key)
    expect(first.statusCode).toBe(200)
    expect(first.headers['x-total-count']).toBe(String(all.length))
    expect(first.json().map((p: Json) => p.id)).toEqual(all.slice(0, 2).map((p) => p.id))
    // Follow rel="next" to the end: the pages are the whole list, in order, once each.
    const seen: string[] = []
    let url: string | null = '/octo/products?limit=2'
    let pages = 0
    while (url) {
      const page = await get(url)
      expect(page.statusCode).toBe(200)
      conforms(zProduct.array(), page.json())
      seen.push(...page.json().map((p: Json) => p.id))
      const next = /<([^>]+)>; rel="next"/.exec(String(page.headers.link ?? ''))?.[1]
      url = next ? new URL(next).pathname + new URL(next).search : null
      if (++pages > all.length) throw new Error('paging never ends')
    }
    expect(seen).toEqual(all.map((p) => p.id))
    const second = await get('/octo/products?limit=2&offset=2', key)
    expect(second.headers.link).toContain('rel="prev"')
    expect(second.headers.link).toContain('offset=0')
    // Past the end: an empty page with the total.
    const past = await get(`/octo/products?offset=${all.length}`, key)
    expect(past.json()).toEqual([])
    expect(past.headers['x-total-count']).toBe(String(all.length))
    expect((await get('/octo/products?offset=1', key)).json()).toHaveLength(all.length - 1)
    for (const bad of ['limit=0', 'limit=501', 'limit=abc', 'offset=-1', 'limit=1.5']) {
      const res = await get(`/octo/products?${bad}`, key)
      expect(res.statusCode, bad).toBe(400)
      expect(res.json().error).toBe('BAD_REQUEST')
    }
    expect((await get('/octo/products?limit=2', {})).statusCode).toBe(401)
  })

  it('counts and pages only the tours a limited reseller may sell', async () => {
    const all = (await get('/octo/products', key)).json() as { id: string }[]
    const allowed = all.slice(1, 4).map((p) => Number(p.id))
    const { key: limitedKey } = await t.database.db.transaction(async (tx) => {
      const reseller = await createReseller(
        tx,
        {
          name: 'Content Desk',
          contactEmail: 'desk@example.com',
          commissionPercent: 10,
          allowedActivityIds: allowed,
        },
        null,
      )
      return issueApiKey(tx, reseller.id, null)
    })
    const limited = { authorization: `Bearer ${limitedKey}` }
    const page = await get('/octo/products?limit=2', limited)
    expect(page.headers['x-total-count']).toBe('3')
    expect(page.json().map((p: Json) => Number(p.id))).toEqual(allowed.slice(0, 2))
    const rest = await get('/octo/products?limit=2&offset=2', limited)
    expect(rest.json().map((p: Json) => Number(p.id))).toEqual(allowed.slice(2))
    expect(rest.headers.link ?? '').not.toContain('rel="next"')
  })
})
