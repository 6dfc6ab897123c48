/**
 * One-word searches read activity_search_postings (decision 055). These tests hold them to the
 * answer of ranking at query time, written out here in plain SQL: for every word of a few hundred
 * generated tours, with filters and pages, the same tours in the same order and the same total;
 * and the postings follow every kind of edit through the triggers.
 */
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '@serendib/db/client'
import { activities, activityPrices } from '@serendib/db/schema/activities'
import { activityCategories } from '@serendib/db/schema/activity-details'
import { categories } from '@serendib/db/schema/catalogue'
import { generateActivities } from '@serendib/db/seed/generate-activities'
import { todayInColombo } from '@serendib/domain/dates'
import { SEARCH_PAGE_SIZE } from '@serendib/domain/site'
import { TourType } from '@serendib/domain/tour-types'
import { testDatabases } from '@serendib/db/testing'
import { buildTestApp, type TestApp } from '../../test-app.ts'
import { searchFirst, searchPage, type SearchFilters } from './search-activities.ts'
import { singleLexeme } from './search-postings.ts'

/** The filters of the search page, each with the same condition written by hand. */
const filterCases: Array<{ filters: Omit<SearchFilters, 'keyword'>; where: string }> = [
  { filters: {}, where: `tour_type <> ${TourType.transport}` },
  { filters: { tourType: TourType.day }, where: `tour_type = ${TourType.day}` },
  {
    filters: { tourType: TourType.round, priceMaxCents: 60_000 },
    where: `tour_type = ${TourType.round} and price_cents <= 60000`,
  },
  {
    filters: { durationMinDays: 2, durationMaxDays: 7 },
    where: `tour_type <> ${TourType.transport} and duration_minutes between ${2 * 1440} and ${7 * 1440}`,
  },
  { filters: { featured: true }, where: `tour_type <> ${TourType.transport} and featured` },
]

/** Filters by a set: the broadest category and place of the catalogue, and today's deals. */
async function setFilterCases(database: Database): Promise<typeof filterCases> {
  const [category] = await database.execute<{ id: number }>(
    sql`select category_id as id from activity_categories group by 1 order by count(*) desc limit 1`,
  )
  const [place] = await database.execute<{ id: number }>(
    sql`select location_id as id from activity_locations group by 1 order by count(*) desc limit 1`,
  )
  const today = todayInColombo()
  const listed = `tour_type <> ${TourType.transport}`
  return [
    {
      filters: { categoryIds: [category!.id] },
      where: `${listed} and activity_id in (select activity_id from activity_categories where category_id = ${category!.id})`,
    },
    {
      filters: { locationIds: [place!.id], tourType: TourType.day },
      where: `tour_type = ${TourType.day} and activity_id in (select activity_id from activity_locations where location_id = ${place!.id})`,
    },
    {
      filters: { deals: true },
      where: `${listed} and activity_id in (select ds.activity_id from deal_subscriptions ds join deals d on d.id = ds.deal_id
        where d.active and d.starts_on <= '${today}' and d.ends_on >= '${today}')`,
    },
  ]
}

describe.each(testDatabases())('one-word searches from postings on %s', (kind) => {
  let testApp: TestApp
  let database: Database
  let words: string[] = []
  let cases: typeof filterCases = []

  beforeAll(async () => {
    testApp = await buildTestApp(kind)
    database = testApp.database
    await generateActivities(database, 300)
    // Every word of the listed catalogue, the broadest first (plain words: searchable as typed).
    const rows = await database.execute<{ word: string }>(sql`
      select word from ts_stat('select search_vector from activity_search where price_cents is not null')
      where word ~ '^[a-z]{3,}$' order by ndoc desc, word`)
    words = rows.map((row) => row.word)
    cases = [...filterCases, ...(await setFilterCases(database))]
  }, 120_000)
  afterAll(async () => testApp?.close())

  /** What ranking every match at query time answers (decision 018's statement, by hand). */
  async function rankedAtQueryTime(keyword: string, where: string, limit: number, offset: number) {
    const query = sql`websearch_to_tsquery('english', ${keyword})`
    const condition = sql`price_cents is not null and ${sql.raw(where)} and search_vector @@ ${query}`
    const rows = await database.execute<{ id: number }>(sql`
      select activity_id as id from activity_search where ${condition}
      order by ts_rank(search_vector, ${query}) desc, sold desc nulls last, activity_id
      limit ${limit} offset ${offset}`)
    const [count] = await database.execute<{ n: number }>(
      sql`select count(*)::int as n from activity_search where ${condition}`,
    )
    return { ids: rows.map((row) => row.id), total: count!.n }
  }

  it('answers every word, filter and page as ranking at query time does', async () => {
    expect(words.length).toBeGreaterThan(50)
    let compared = 0
    for (const [index, word] of words.entries()) {
      // Every word unfiltered; the filters and later pages on the broad words and a spread of others.
      const wordCases = index < 30 || index % 7 === 0 ? cases : cases.slice(0, 1)
      for (const { filters, where } of wordCases) {
        for (const pageNumber of index < 10 ? [1, 2, 3] : [1]) {
          const expected = await rankedAtQueryTime(
            word,
            where,
            SEARCH_PAGE_SIZE,
            (pageNumber - 1) * SEARCH_PAGE_SIZE,
          )
          if (expected.total === 0) continue
          const page = await searchPage(database.db, { keyword: word, ...filters }, pageNumber)
          expect({
            word,
            filters,
            pageNumber,
            ids: page.data.map((card) => card.id),
            total: page.total,
          }).toEqual({ word, filters, pageNumber, ...expected })
          compared++
        }
      }
    }
    expect(compared).toBeGreaterThan(150)
  }, 240_000)

  it('reads a keyword as one word when it comes to one lexeme, and only then', async () => {
    expect(await singleLexeme(database.db, 'Beaches')).toBe('beach')
    expect(await singleLexeme(database.db, '"Galle"')).toBe('gall')
    expect(await singleLexeme(database.db, 'day days')).toBe('day')
    expect(await singleLexeme(database.db, 'galle fort')).toBeNull()
    expect(await singleLexeme(database.db, '"day day"')).toBeNull()
    expect(await singleLexeme(database.db, '-beach')).toBeNull()
    expect(await singleLexeme(database.db, 'the')).toBeNull()
  })

  it('answers a word said twice ("day days") as the word once, since it ranks the same', async () => {
    let compared = 0
    for (const word of words.slice(0, 20)) {
      const keyword = `${word} ${word}`
      const expected = await rankedAtQueryTime(keyword, `tour_type <> ${TourType.transport}`, 12, 0)
      if (expected.total === 0) continue
      const page = await searchPage(database.db, { keyword }, 1)
      expect({ keyword, ids: page.data.map((card) => card.id), total: page.total }).toEqual({
        keyword,
        ...expected,
      })
      compared++
    }
    expect(compared).toBeGreaterThan(10)
  })

  it('lists the first tours of a word and of its inflections alike', async () => {
    const [word] = words
    const expected = await rankedAtQueryTime(word!, `tour_type <> ${TourType.transport}`, 4, 0)
    const first = await searchFirst(database.db, { keyword: `${word}s` }, 4)
    expect(first.map((card) => card.id)).toEqual(expected.ids)
  })

  it('follows a tour through rewording, repricing, sales and withdrawal', async () => {
    const [tour] = await database.execute<{ id: number }>(
      sql`select activity_id as id from activity_search where price_cents is not null order by activity_id limit 1`,
    )
    const id = tour!.id
    await database.db
      .update(activities)
      .set({ title: 'Zanzibarish Lagoon Kayaking' })
      .where(eq(activities.id, id))
    await database.db
      .update(activityPrices)
      .set({ sellingPriceCents: 12_345 })
      .where(eq(activityPrices.activityId, id))
    await database.db.update(activities).set({ sold: 777 }).where(eq(activities.id, id))
    const page = await searchPage(database.db, { keyword: 'zanzibarish' }, 1)
    expect(page.data.map((card) => card.id)).toEqual([id])

    // The postings are exactly what the search table says now, row for row.
    const recomputed = sql`select s.activity_id, w.lexeme, ts_rank(s.search_vector, ('''' || replace(replace(w.lexeme, '\', '\\'), '''', '''''') || '''')::tsquery) as rank,
        s.tour_type, s.featured, s.sold, s.duration_minutes, s.price_cents
      from activity_search s, unnest(s.search_vector) as w`
    const stored = sql`select activity_id, lexeme, rank, tour_type, featured, sold, duration_minutes, price_cents
      from activity_search_postings`
    const difference = async () =>
      database.execute<{ n: number }>(
        sql`select count(*)::int as n from ((${recomputed} except all ${stored}) union all (${stored} except all ${recomputed})) d`,
      )
    expect((await difference())[0]!.n).toBe(0)
    const [mine] = await database.execute<{ sold: number; price: number }>(
      sql`select min(sold)::int as sold, min(price_cents)::int as price from activity_search_postings where activity_id = ${id}`,
    )
    expect(mine).toEqual({ sold: 777, price: 12_345 })

    await database.db.update(activities).set({ status: 0 }).where(eq(activities.id, id))
    const [left] = await database.execute<{ n: number }>(
      sql`select count(*)::int as n from activity_search_postings where activity_id = ${id}`,
    )
    expect(left!.n).toBe(0)
    expect((await searchPage(database.db, { keyword: 'zanzibarish' }, 1)).total).toBe(0)
    expect((await difference())[0]!.n).toBe(0)
  })

  it("keeps each listed tour's categories beside it through every change of its links", async () => {
    const categoriesOutOfStep = async () => {
      const [row] = await database.execute<{ n: number }>(sql`
        select count(*)::int as n from activity_search s
        where s.category_ids is distinct from coalesce((select array_agg(c.category_id order by c.category_id)
          from activity_categories c where c.activity_id = s.activity_id), '{}')`)
      return row!.n
    }
    const [tour] = await database.execute<{ id: number }>(
      sql`select activity_id as id from activity_search order by activity_id desc limit 1`,
    )
    const id = tour!.id
    const [a, b] = await database.db
      .select({ id: categories.id })
      .from(categories)
      .orderBy(categories.id)
      .limit(2)
    await database.db.delete(activityCategories).where(eq(activityCategories.activityId, id))
    expect(await categoriesOutOfStep()).toBe(0)
    await database.db.insert(activityCategories).values([
      { activityId: id, categoryId: b!.id },
      { activityId: id, categoryId: a!.id },
    ])
    expect(await categoriesOutOfStep()).toBe(0)
    await database.db
      .update(activityCategories)
      .set({ sortOrder: 3 })
      .where(and(eq(activityCategories.activityId, id), eq(activityCategories.categoryId, a!.id)))
    await database.db
      .delete(activityCategories)
      .where(and(eq(activityCategories.activityId, id), eq(activityCategories.categoryId, b!.id)))
    const [after] = await database.execute<{ ids: number[] }>(
      sql`select category_ids as ids from activity_search where activity_id = ${id}`,
    )
    expect(after!.ids).toEqual([a!.id])
    // Withdrawn and listed again, the tour comes back with its categories.
    await database.db.update(activities).set({ status: 0 }).where(eq(activities.id, id))
    await database.db.update(activities).set({ status: 1 }).where(eq(activities.id, id))
    expect(await categoriesOutOfStep()).toBe(0)
    const listed = await searchPage(database.db, { categoryIds: [a!.id] }, 1)
    expect(listed.total).toBe(
      (
        await database.execute<{ n: number }>(sql`
          select count(*)::int as n from activity_search where price_cents is not null and tour_type <> 4
          and activity_id in (select activity_id from activity_categories where category_id = ${a!.id})`)
      )[0]!.n,
    )
  })
})
