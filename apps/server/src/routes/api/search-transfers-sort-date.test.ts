/**
 * Issue 30 points 2 and 5 on GET /api/search: transfers found by tour_type=4 with from / to /
 * date / passengers (and still out of the other lists), the sort orders, the date filter (the
 * booking panel's own rules: checked day by day against the month API's computation) and the
 * date messages.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activities } from '@serendib/db/schema/activities'
import { activityBlackoutDates, availabilityDays } from '@serendib/db/schema/availability'
import { categories } from '@serendib/db/schema/catalogue'
import { activityStartTimes, availabilitySlots } from '@serendib/db/schema/tour-schedule'
import { testDatabases } from '@serendib/db/testing'
import type { ActivityCard, Paginated } from '@serendib/domain/catalogue-api'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import { Messages } from '@serendib/domain/messages'
import { TourType } from '@serendib/domain/tour-types'
import { bookableOnDaySql } from '../../services/availability/bookable-on-day.ts'
import { monthAvailability } from '../../services/availability/month-availability.ts'
import { buildTestApp, type TestApp } from '../../test-app.ts'

type Page = { data: { results: Paginated<ActivityCard> } }
type List = { data: { results: ActivityCard[] } }

describe.each(testDatabases())('search: transfers, sorting and dates on %s', (kind) => {
  let t: TestApp
  const today = todayInColombo()
  beforeAll(async () => {
    t = await buildTestApp(kind)
  })
  afterAll(async () => t?.close())

  const get = async <T>(url: string) => {
    const response = await t.app.inject(url)
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200)
    return response.json() as T
  }

  it('lists every transfer under tour_type=4, narrowed by from, to and the transfer categories', async () => {
    const transfers = (await get<Page>('/api/search?tour_type=4')).data.results
    const [{ n }] = (await t.database.execute(
      sql`select count(*)::int as n from activities where tour_type = 4 and status = 1`,
    )) as [{ n: number }]
    expect(n).toBeGreaterThan(5)
    expect(transfers.total).toBe(n)
    expect(transfers.data.every((card) => card.tour_type === TourType.transport)).toBe(true)
    // The other lists stay as they were: no transfer without tour_type=4.
    const all = (await get<List>('/api/search?limit=50')).data.results
    expect(all.some((card) => card.tour_type === TourType.transport)).toBe(false)

    const toElla = (await get<Page>('/api/search?tour_type=4&from=airport&to=ella')).data.results
    expect(toElla.data.map((card) => card.title)).toEqual(['Private Airport Transfer: CMB to Ella'])
    const fromKandy = (await get<Page>('/api/search?tour_type=4&from=Kandy&to=Ella')).data.results
    expect(fromKandy.data.map((card) => card.title)).toContain(
      'Private Transfer: Kandy to Ella via Nuwara Eliya',
    )
    expect(fromKandy.total).toBeLessThan(n)

    for (const name of ['Airport Transfers', 'Private Transfers']) {
      const [category] = await t.database.db.select().from(categories).where(eq(categories.name, name))
      const found = (await get<Page>(`/api/search?tour_type=4&category=${category!.id}`)).data.results
      expect(found.total, name).toBeGreaterThan(0)
      expect(found.data.every((card) => card.tour_type === TourType.transport)).toBe(true)
    }
    const suggestions = await get<{ data: { activities: Array<{ tour_type: number }> } }>(
      '/api/search/get?key=transfer&tour_type=4',
    )
    expect(suggestions.data.activities.length).toBeGreaterThan(0)
  })

  it('sorts by price both ways, rating, popularity and duration, with and without a keyword', async () => {
    const ratings = new Map(
      (
        await t.database.db.select({ id: activities.id, rating: activities.averageRating }).from(activities)
      ).map((row) => [row.id, row.rating ?? -1]),
    )
    const minutes = (card: ActivityCard) =>
      card.duration_value * (card.duration_unit === 1 ? 1440 : card.duration_unit === 2 ? 60 : 1)
    const checks: Array<[string, (card: ActivityCard) => number]> = [
      ['price_asc', (card) => card.price.selling_price_cents],
      ['price_desc', (card) => -card.price.selling_price_cents],
      ['rating', (card) => -(ratings.get(card.id) ?? -1)],
      ['popularity', (card) => -card.sold],
      ['duration', minutes],
    ]
    for (const base of ['', 'keyword=kandy&', 'keyword=tea+country&']) {
      const plain = (await get<Page>(`/api/search?${base}`)).data.results
      for (const [sort, key] of checks) {
        const first = (await get<Page>(`/api/search?${base}sort=${sort}`)).data.results
        const second = (await get<Page>(`/api/search?${base}sort=${sort}&page=2`)).data.results
        expect(first.total, `${base}${sort}`).toBe(plain.total)
        const values = [...first.data, ...second.data].map(key)
        expect(values, `${base}${sort}`).toEqual([...values].sort((a, b) => a - b))
      }
      const limited = (await get<List>(`/api/search?${base}sort=price_asc&limit=5`)).data.results
      expect(limited.map((card) => card.id)).toEqual(
        (await get<Page>(`/api/search?${base}sort=price_asc`)).data.results.data.slice(0, 5).map((c) => c.id),
      )
    }
    // Without a sort, today's order stays (best sellers first without a keyword).
    const plain = (await get<Page>('/api/search')).data.results.data.map((card) => card.sold)
    expect(plain).toEqual([...plain].sort((a, b) => b - a))
  })

  it('refuses an impossible date and a past one with their own messages, and takes today', async () => {
    for (const [date, message] of [
      ['2026-02-31', Messages.searchDateFormat],
      ['31/02/2026', Messages.searchDateFormat],
      [addDays(today, -1), Messages.searchDatePast],
    ] as const) {
      const response = await t.app.inject(`/api/search?date=${encodeURIComponent(date)}`)
      expect(response.statusCode, date).toBe(400)
      expect(response.json()).toEqual({ status: 'error', message })
    }
    await get<Page>(`/api/search?date=${today}`)
  })

  it('a date keeps only tours bookable that day, by the booking panel’s rules', async () => {
    const day = addDays(today, 20)
    const listed = (await get<Page>(`/api/search?date=${day}`)).data.results
    const [top] = listed.data
    expect(top).toBeDefined()
    await t.database.db.insert(activityBlackoutDates).values({ activityId: top!.id, day })
    const withBlackout = (await get<Page>(`/api/search?date=${day}`)).data.results
    expect(withBlackout.data.map((card) => card.id)).not.toContain(top!.id)
    expect(withBlackout.total).toBe(listed.total - 1)
    expect((await get<Page>(`/api/search?date=${addDays(day, 1)}`)).data.results.data[0]!.id).toBe(top!.id)

    // A transfer for a party: a day with 2 places left takes 2 passengers, not 3.
    const transfers = (await get<Page>(`/api/search?tour_type=4&date=${day}`)).data.results
    const transfer = transfers.data[0]!
    await t.database.db
      .insert(availabilityDays)
      .values({ activityId: transfer.id, day, capacity: 5, bookedPax: 3 })
    const ids = async (url: string) => (await get<Page>(url)).data.results.data.map((card) => card.id)
    expect(await ids(`/api/search?tour_type=4&date=${day}&passengers=2`)).toContain(transfer.id)
    expect(await ids(`/api/search?tour_type=4&date=${day}&passengers=3`)).not.toContain(transfer.id)
  })

  it('agrees with the month calendar day by day (blackouts, cut-offs, start times, full days)', async () => {
    const { db } = t.database
    const tours = await db
      .select({ id: activities.id })
      .from(activities)
      .where(eq(activities.status, 1))
      .orderBy(activities.id)
      .limit(12)
    const [a, b, c, d] = tours.map((row) => row.id) as [number, number, number, number]
    const soon = addDays(today, 3)
    // a: a blackout and a full day; b: start times on some weekdays, one closed, one full;
    // c: a cut-off in hours; d: a three-day cut-off.
    await db.insert(activityBlackoutDates).values({ activityId: a, day: soon })
    await db
      .insert(availabilityDays)
      .values({ activityId: a, day: addDays(soon, 1), capacity: 4, bookedPax: 4 })
    const [morning, evening] = await db
      .insert(activityStartTimes)
      .values([
        { activityId: b, startTime: '08:00', weekdays: [1, 3, 5], capacity: 6 },
        { activityId: b, startTime: '18:00', weekdays: [3, 6] },
      ])
      .returning({ id: activityStartTimes.id })
    for (let i = 0; i < 7; i++) {
      await db.insert(availabilitySlots).values([
        { activityId: b, day: addDays(soon, i), startTimeId: morning!.id, bookedPax: 6 },
        { activityId: b, day: addDays(soon, i), startTimeId: evening!.id, closed: i % 2 === 0 },
      ])
    }
    await db
      .update(activities)
      .set({ bookingCutoffHours: 30, bookingCutoffDays: 0 })
      .where(eq(activities.id, c))
    await db.update(activities).set({ bookingCutoffDays: 3 }).where(eq(activities.id, d))

    const now = new Date()
    const months = [today.slice(0, 7), addDays(today, 31).slice(0, 7)]
    let open = 0
    let shut = 0
    for (const { id } of tours) {
      for (const month of months) {
        for (const pax of [1, 3]) {
          const calendar = await monthAvailability(t.database, { id, month, na: pax, nc: 0, ni: 0 }, now)
          const days = calendar.days.filter((day) => day.date >= today)
          if (days.length === 0) continue
          const rows = (await t.database.execute(
            sql.join(
              days.map(
                (day) =>
                  sql`select ${day.date}::text as day, ${bookableOnDaySql(sql`${id}::int`, { day: day.date, pax, now })} as ok`,
              ),
              sql` union all `,
            ),
          )) as Array<{ day: string; ok: boolean }>
          const searched = new Map(rows.map((row) => [row.day, row.ok]))
          for (const day of days) {
            const bookable = day.status === 'open' && day.fits
            expect(searched.get(day.date), `tour ${id} on ${day.date} for ${pax}`).toBe(bookable)
            if (bookable) open++
            else shut++
          }
        }
      }
    }
    // The comparison covered both answers, many times.
    expect(open).toBeGreaterThan(100)
    expect(shut).toBeGreaterThan(10)
  })
})
