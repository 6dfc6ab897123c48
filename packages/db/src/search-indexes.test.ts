import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from './client.ts'
import { activities } from './schema/activities.ts'
import { users } from './schema/users.ts'
import { openTestDatabase, testDatabases } from './testing.ts'

const tours = [
  ['Sigiriya Rock Fortress Day Trip', 'Climb the Lion Rock at sunrise and visit the Dambulla cave temples.'],
  [
    'Kandy Temple of the Tooth and Peradeniya Gardens',
    'The sacred relic temple and the royal botanical gardens.',
  ],
  ['Yala National Park Leopard Safari', 'A jeep safari in search of leopards, elephants and sloth bears.'],
  ['Galle Fort Walking Tour', 'Ramparts, lighthouse and Dutch colonial streets of the old fort.'],
  ['Whale Watching in Mirissa', 'Blue whales and spinner dolphins off the south coast; a boat ride at dawn.'],
] as const

describe.each(testDatabases())('search indexes on %s', (kind) => {
  let database: Database
  beforeAll(async () => {
    database = await openTestDatabase(kind)
    const [supplier] = await database.db
      .insert(users)
      .values({ userType: 2, email: 'supplier@example.lk' })
      .returning({ id: users.id })
    await database.db.insert(activities).values(
      tours.map(([title, overview], i) => ({
        tourId: `T-${i}`,
        supplierUserId: supplier!.id,
        title,
        overview,
        tourType: 2,
        durationValue: 1,
        durationUnit: 1,
        status: 1,
        seoUrl: `tour-${i}`,
        fullSeoUrl: `/day-tours/tour-${i}/details/${i}`,
      })),
    )
  })
  afterAll(async () => database?.close())

  it('finds tours by stemmed words, ranking title matches above overview matches', async () => {
    const rows = await database.execute<{ title: string; rank: number }>(sql`
      select title, ts_rank(search_vector, q) as rank
      from activities, websearch_to_tsquery('english', 'safaris') as q
      where search_vector @@ q order by rank desc`)
    expect(rows.map((r) => r.title)).toEqual(['Yala National Park Leopard Safari'])

    const boat = await database.execute<{ title: string }>(sql`
      select title from activities, websearch_to_tsquery('english', 'whale boat') q
      where search_vector @@ q`)
    expect(boat.map((r) => r.title)).toEqual(['Whale Watching in Mirissa'])
  })

  it('suggests titles for a misspelt keyword with pg_trgm', async () => {
    const rows = await database.execute<{ title: string; score: number }>(sql`
      select title, word_similarity('sigirya', title) as score from activities
      where 'sigirya' <% title order by score desc limit 3`)
    expect(rows[0]?.title).toBe('Sigiriya Rock Fortress Day Trip')

    const similar = await database.execute<{ title: string }>(sql`
      select title from activities where title % 'Gale Fort Walking Tuor'`)
    expect(similar.map((r) => r.title)).toEqual(['Galle Fort Walking Tour'])
  })

  it('uses the trigram and full-text indexes when scans are discouraged', async () => {
    // Five rows never justify an index on their own; forbid the seq scan to prove the
    // indexes exist and match the operators the queries use.
    await database.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`)
      const plans = [
        await tx.execute(sql`explain select id from activities where title % 'kandy'`),
        await tx.execute(
          sql`explain select id from activities where search_vector @@ websearch_to_tsquery('english', 'kandy')`,
        ),
      ]
      const text = plans
        .map((plan) =>
          (plan as unknown as { rows: Array<Record<string, string>> }).rows
            .map((r) => Object.values(r)[0])
            .join('\n'),
        )
        .join('\n')
      expect(text).toContain('activities_title_trgm_idx')
      expect(text).toContain('activities_search_vector_idx')
    })
  })

  it('answers listed tours by word, one word in relevance order, and by category from their own indexes', async () => {
    // Decision 055: the listed-tours GIN indexes and the postings' order index. Transfers
    // outnumber the listed tours here, as on the real catalogue, so the indexes differ in size.
    const [supplier] = await database.db.select({ id: users.id }).from(users).limit(1)
    await database.db.insert(activities).values(
      Array.from({ length: 200 }, (_, i) => ({
        tourId: `X-${i}`,
        supplierUserId: supplier!.id,
        title: `Airport Transfer ${i}`,
        overview: 'A private car from the airport to your hotel.',
        tourType: 4,
        durationValue: 1,
        durationUnit: 1,
        status: 1,
        seoUrl: `transfer-${i}`,
        fullSeoUrl: `/activity/transfer-${i}/details/${i}`,
      })),
    )
    await database.execute(sql`analyze activity_search`)
    await database.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`)
      const explain = async (query: ReturnType<typeof sql>) =>
        ((await tx.execute(sql`explain ${query}`)) as unknown as { rows: Array<Record<string, string>> }).rows
          .map((r) => Object.values(r)[0])
          .join('\n')
      expect(
        await explain(sql`select activity_id from activity_search
          where tour_type <> 4 and search_vector @@ to_tsquery('english', 'transfe:*')`),
      ).toContain('activity_search_listed_vector_idx')
      expect(
        await explain(sql`select activity_id from activity_search
          where price_cents is not null and tour_type <> 4 and category_ids && '{1}'::int[]`),
      ).toContain('activity_search_category_ids_idx')
      expect(
        await explain(sql`select activity_id from activity_search_postings where lexeme = 'safari'
          order by rank desc nulls last, sold desc nulls last, activity_id limit 12`),
      ).toContain('activity_search_postings_rank_idx')
    })
  })
})
