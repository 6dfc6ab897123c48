import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { count } from 'drizzle-orm'
import { testDatabases } from '@serendib/db/testing'
import { inquiries, subscribers } from '@serendib/db/schema/inquiries'
import { emailOutbox } from '@serendib/db/schema/outbox'
import type { ActivityCard, Paginated } from '@serendib/domain/catalogue-api'
import { Messages } from '@serendib/domain/messages'
import { buildTestApp, type TestApp } from '../../test-app.ts'

describe.each(testDatabases())('catalogue API on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp(kind)
  })
  afterAll(async () => t?.close())

  const get = async <T>(url: string) => {
    const response = await t.app.inject(url)
    expect(response.statusCode, url).toBe(200)
    return response.json() as T
  }

  it('lists the first N tours with limit, featured ones when asked', async () => {
    const { data } = await get<{ data: { results: ActivityCard[] } }>('/api/search?featured=1&limit=5')
    expect(data.results).toHaveLength(5)
    for (const card of data.results) {
      expect(card.featured).toBe(true)
      expect(card.title).toBeTruthy()
      expect(card.cover_image?.srcset).toMatch(/\.webp \d+w/)
      expect(Number.isInteger(card.price.selling_price_cents)).toBe(true)
      expect(card.price.selling_price).toBe(card.price.selling_price_cents / 100)
    }
  })

  it('lists only tours with a running deal for deals=1', async () => {
    const { data } = await get<{ data: { results: ActivityCard[] } }>('/api/search?deals=1&limit=4')
    expect(data.results.length).toBeGreaterThan(0)
    for (const card of data.results) expect(card.discount).toBeGreaterThan(0)
  })

  it('pages through all active tours with stable ordering', async () => {
    const first = (await get<{ data: { results: Paginated<ActivityCard> } }>('/api/search')).data.results
    expect(first.current_page).toBe(1)
    expect(first.per_page).toBe(12)
    expect(first.total).toBeGreaterThanOrEqual(50)
    expect(first.data.some((c) => c.tour_type === 4)).toBe(false)
    expect(first.last_page).toBe(Math.ceil(first.total / 12))
    const second = (await get<{ data: { results: Paginated<ActivityCard> } }>('/api/search?page=2')).data
      .results
    const ids = new Set(first.data.map((c) => c.id))
    expect(second.data.some((c) => ids.has(c.id))).toBe(false)
    const beyond = (
      await get<{ data: { results: Paginated<ActivityCard> } }>(`/api/search?page=${first.last_page + 5}`)
    ).data.results
    expect(beyond.data).toEqual([])
  })

  it('filters by type and keyword, and survives SQL-looking keywords', async () => {
    const rounds = (await get<{ data: { results: ActivityCard[] } }>('/api/search?tour_type=1&limit=50')).data
      .results
    expect(rounds.length).toBeGreaterThan(0)
    expect(rounds.every((c) => c.tour_type === 1)).toBe(true)
    const transport = (await get<{ data: { results: ActivityCard[] } }>('/api/search?tour_type=4&limit=50'))
      .data.results
    expect(transport.length).toBeGreaterThan(0)
    expect(transport.every((c) => c.tour_type === 4)).toBe(true)
    const kandy = (await get<{ data: { results: ActivityCard[] } }>('/api/search?keyword=kandy&limit=50'))
      .data.results
    expect(kandy.length).toBeGreaterThan(0)
    const sqlish = await get<{ data: { results: Paginated<ActivityCard> } }>(
      `/api/search?keyword=${encodeURIComponent("'; drop table activities; --")}`,
    )
    expect(sqlish.data.results.total).toBeGreaterThanOrEqual(0)
    const reversed = (
      await get<{ data: { results: Paginated<ActivityCard> } }>('/api/search?price_min=500&price_max=10')
    ).data.results
    expect(reversed.total).toBe(0)
  })

  it('suggests tours as the keyword is typed, and forgives a typo', async () => {
    type Reply = { data: { activities: Array<{ title: string; tour_type: number }>; locations: unknown[] } }
    const partial = (await get<Reply>('/api/search/get?key=sigir')).data.activities
    expect(partial.length).toBeGreaterThan(0)
    expect(partial.length).toBeLessThanOrEqual(10)
    expect(partial.some((a) => /sigiriya/i.test(a.title))).toBe(true)
    const typo = (await get<Reply>('/api/search/get?key=sigirya')).data.activities
    expect(typo.some((a) => /sigiriya/i.test(a.title))).toBe(true)
    const rounds = (await get<Reply>('/api/search/get?key=tea&tour_type=1')).data.activities
    expect(rounds.every((a) => a.tour_type === 1)).toBe(true)
    expect((await get<Reply>('/api/search/get?key=')).data.activities).toEqual([])
    expect(
      (await get<Reply>(`/api/search/get?key=${encodeURIComponent("'&|!:*()")}`)).data.activities,
    ).toEqual([])
  })

  it('finds tours by category or place name and corrects a mistyped keyword', async () => {
    type Page = { data: { results: Paginated<ActivityCard> } }
    const safari = (await get<Page>('/api/search?keyword=safari')).data.results
    expect(safari.total).toBeGreaterThan(0)
    const typo = (await get<Page>('/api/search?keyword=sigirya')).data.results
    expect(typo.total).toBeGreaterThan(0)
    expect(typo.data.some((c) => /sigiriya/i.test(c.title + c.overview))).toBe(true)
  })

  it('serves the home page content', async () => {
    expect((await get<{ data: unknown[] }>('/api/sliders/get')).data.length).toBeGreaterThanOrEqual(3)
    expect((await get<{ data: unknown[] }>('/api/featured/categories/get')).data.length).toBeGreaterThan(0)
    expect(
      (await get<{ inspirations: unknown[] }>('/api/travel/inspiration?page=home')).inspirations.length,
    ).toBeGreaterThan(0)
    expect((await get<{ data: unknown[] }>('/api/categories/get')).data.length).toBeGreaterThanOrEqual(10)
    const { data: settings } = await get<{ data: { title: string } }>('/api/settings/site/get')
    expect(settings.title).toContain('Serendib')
    const { data: content } = await get<{ data: Record<string, string> }>('/api/content/site/get')
    for (const section of ['about', 'privacy', 'cookie', 'disclaimer'])
      expect(content[section]!.length).toBeGreaterThan(200)
  })

  it('sorts footer destination tags by activity count, most first', async () => {
    const { locationPage } = await get<{
      locationPage: Array<{ id: number; aktivity_count: number; full_seo_url: string }>
    }>('/api/locationsPages/tags')
    expect(locationPage.length).toBeGreaterThan(3)
    const counts = locationPage.map((tag) => tag.aktivity_count)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
    // The tag's count is the one its landing page shows.
    const first = locationPage[0]!
    const page = await get<{ data: { aktivity_count: number } }>(`/api/location/page?id=${first.id}`)
    expect(page.data.aktivity_count).toBe(first.aktivity_count)
  })

  it('suggests locations by part of their name', async () => {
    const { data } = await get<{ data: Array<{ label: string }> }>('/api/locations/search?keyword=kan')
    expect(data.map((o) => o.label)).toContain('Kandy')
    expect((await get<{ data: unknown[] }>('/api/locations/search?keyword=')).data).toEqual([])
  })

  it('forgives a typo in the pick-up box, as the keyword box does (issue 30: "kandi")', async () => {
    const labels = async (keyword: string) =>
      (await get<{ data: Array<{ label: string }> }>(`/api/locations/search?keyword=${keyword}`)).data.map(
        (o) => o.label,
      )
    expect((await labels('kandi'))[0]).toBe('Kandy')
    expect((await labels('KANDI'))[0]).toBe('Kandy')
    expect((await labels('sigiria'))[0]).toBe('Sigiriya')
    expect((await labels('colmbo'))[0]).toBe('Colombo')
    // Names that hold the text are all it answers then, without near names mixed in.
    const kandy = await labels('kandy')
    expect(kandy[0]).toBe('Kandy')
    expect(kandy.every((label) => /kandy/i.test(label))).toBe(true)
    // Two letters are no typo of anything; nonsense finds nothing.
    expect(await labels('kx')).toEqual([])
    expect(await labels('qqqqzz')).toEqual([])
  })

  it('stores an inquiry and mails the admin, refusing missing fields in the spec order', async () => {
    const db = t.database.db
    const [before] = await db.select({ n: count() }).from(emailOutbox)
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/email/inquiry',
      payload: { name: 'Nimal', email: '' },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toBe(Messages.inquiryEmailRequired)
    const good = await t.app.inject({
      method: 'POST',
      url: '/api/email/inquiry',
      payload: {
        name: '<b>Nimal</b>',
        email: 'nimal@example.lk',
        phone: '0771234567',
        message: 'Is Sigiriya busy in April?',
      },
    })
    expect(good.statusCode).toBe(200)
    expect(good.json().message).toBe(Messages.inquirySuccess)
    const [after] = await db.select({ n: count() }).from(emailOutbox)
    expect(after!.n).toBe(before!.n + 1)
    const [stored] = await db.select({ n: count() }).from(inquiries)
    expect(stored!.n).toBe(1)
  })

  it('subscribes an address once, however often it is sent', async () => {
    for (let i = 0; i < 3; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/email/sub',
        payload: { email: 'Deals@Example.lk' },
      })
      expect(response.statusCode).toBe(200)
      expect(response.json().message).toBe(Messages.subscribeSuccess)
    }
    const [rows] = await t.database.db.select({ n: count() }).from(subscribers)
    expect(rows!.n).toBe(1)
    const invalid = await t.app.inject({ method: 'POST', url: '/api/email/sub', payload: { email: 'nope' } })
    expect(invalid.json()).toEqual({ status: 'error', message: Messages.subscribeEmailInvalid })
  })
})
