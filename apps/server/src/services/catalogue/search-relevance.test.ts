/**
 * Pins what listings return and in which order (decision 018 moved them onto activity_search):
 * relevance before sales for a keyword, sales before id without one, typo correction, filters
 * that match nothing among listed tours, and the search table following edits through triggers.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '@serendib/db/client'
import { activities, activityPrices } from '@serendib/db/schema/activities'
import { activityCategories } from '@serendib/db/schema/activity-details'
import { categories } from '@serendib/db/schema/catalogue'
import { activitySearch } from '@serendib/db/schema/search'
import { users } from '@serendib/db/schema/users'
import { refreshSearchIndex } from '@serendib/db/search-index'
import { openTestDatabase, testDatabases } from '@serendib/db/testing'
import { searchFirst, searchPage } from './search-activities.ts'
import { suggestActivities } from './suggestions.ts'

// [title, overview, tour type, sold]
const tours = [
  ['Lagoon Boat Ride', 'A quiet morning on the water near Kandy.', 2, 90],
  ['Kandy City Walk', 'Markets, the lake and the old town.', 2, 5],
  ['Kandy Temple and Kandy Lake', 'The sacred temple and a walk around the lake of Kandy.', 2, 1],
  ['Tea Country by Train', 'Hill country tea estates and waterfalls.', 1, 40],
  ['Airport Transfer to Kandy', 'A private car from the airport to Kandy.', 4, 500],
] as const

describe.each(testDatabases())('catalogue listings on %s', (kind) => {
  let database: Database
  let ids: number[] = []
  let transportCategory = 0

  beforeAll(async () => {
    database = await openTestDatabase(kind)
    const { db } = database
    const [supplier] = await db
      .insert(users)
      .values({ userType: 2, email: 'supplier@example.lk' })
      .returning({ id: users.id })
    const rows = await db
      .insert(activities)
      .values(
        tours.map(([title, overview, tourType, sold], i) => ({
          tourId: `T-${i}`,
          supplierUserId: supplier!.id,
          title,
          overview,
          tourType,
          sold,
          durationValue: 1,
          durationUnit: 1,
          status: 1,
          seoUrl: `tour-${i}`,
          fullSeoUrl: `/day-tours/tour-${i}/details/${i}`,
        })),
      )
      .returning({ id: activities.id })
    ids = rows.map((row) => row.id)
    await db.insert(activityPrices).values(ids.map((activityId) => ({ activityId, sellingPriceCents: 5000 })))
    const [category] = await db
      .insert(categories)
      .values({ name: 'Transfers', slug: 'transfers' })
      .returning({ id: categories.id })
    transportCategory = category!.id
    await db.insert(activityCategories).values({ activityId: ids[4]!, categoryId: transportCategory })
    await refreshSearchIndex(db)
  })
  afterAll(async () => database?.close())

  const titles = (cards: Array<{ title: string }>) => cards.map((card) => card.title)

  it('ranks title matches first, the most mentions first, then best sellers', async () => {
    const page = await searchPage(database.db, { keyword: 'kandy' }, 1)
    // Transport is not listed; the overview-only match sells best but ranks last.
    expect(titles(page.data)).toEqual(['Kandy Temple and Kandy Lake', 'Kandy City Walk', 'Lagoon Boat Ride'])
    expect(page.total).toBe(3)
    expect(titles(await searchFirst(database.db, { keyword: 'kandy' }, 2))).toEqual([
      'Kandy Temple and Kandy Lake',
      'Kandy City Walk',
    ])
  })

  it('lists best sellers first without a keyword, and corrects a mistyped one', async () => {
    const page = await searchPage(database.db, {}, 1)
    expect(titles(page.data)).toEqual([
      'Lagoon Boat Ride',
      'Tea Country by Train',
      'Kandy City Walk',
      'Kandy Temple and Kandy Lake',
    ])
    const typo = await searchPage(database.db, { keyword: 'kandyy tempel' }, 1)
    expect(titles(typo.data)).toEqual(['Kandy Temple and Kandy Lake'])
  })

  it('suggests best sellers for the word being typed, and corrects a typo', async () => {
    const found = await suggestActivities(database.db, 'kan', undefined)
    expect(found.map((s) => s.title)).toEqual([
      'Lagoon Boat Ride',
      'Kandy City Walk',
      'Kandy Temple and Kandy Lake',
    ])
    const transport = await suggestActivities(database.db, 'kandy', [4])
    expect(transport.map((s) => s.title)).toEqual(['Airport Transfer to Kandy'])
    const typo = await suggestActivities(database.db, 'tee countr', undefined)
    expect(typo.map((s) => s.title)).toEqual(['Tea Country by Train'])
  })

  it('finds nothing for a filter that only transport matches, unless transport is asked for', async () => {
    expect((await searchPage(database.db, { categoryIds: [transportCategory] }, 1)).total).toBe(0)
    expect(await searchFirst(database.db, { categoryIds: [transportCategory] }, 3)).toEqual([])
    const asked = await searchFirst(database.db, { categoryIds: [transportCategory], tourType: 4 }, 3)
    expect(titles(asked)).toEqual(['Airport Transfer to Kandy'])
  })

  it('follows edits to tours and prices through the search table', async () => {
    const { db } = database
    await db
      .update(activities)
      .set({ title: 'Kandy Lake Boat Ride', sold: 0 })
      .where(eq(activities.id, ids[0]!))
    // Now a title match with a mention in its overview too: above a title-only match.
    expect(titles((await searchPage(db, { keyword: 'kandy' }, 1)).data)).toEqual([
      'Kandy Temple and Kandy Lake',
      'Kandy Lake Boat Ride',
      'Kandy City Walk',
    ])
    await db
      .update(activityPrices)
      .set({ sellingPriceCents: 90_000 })
      .where(eq(activityPrices.activityId, ids[1]!))
    const cheap = await searchPage(db, { keyword: 'kandy', priceMaxCents: 10_000 }, 1)
    expect(titles(cheap.data)).not.toContain('Kandy City Walk')
    await db.update(activities).set({ status: 2 }).where(eq(activities.id, ids[2]!))
    expect(titles((await searchPage(db, { keyword: 'kandy' }, 1)).data)).not.toContain(
      'Kandy Temple and Kandy Lake',
    )
    const [row] = await db.select().from(activitySearch).where(eq(activitySearch.activityId, ids[1]!))
    expect(row?.priceCents).toBe(90_000)
  })
})
