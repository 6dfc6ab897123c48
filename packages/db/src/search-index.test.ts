import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import type { Database } from './client.ts'
import { queryRows } from './client.ts'
import { seedDemo } from './seed/seed-demo.ts'
import { openTestDatabase, testDatabases } from './testing.ts'
import { tmpdir } from 'node:os'
import path from 'node:path'

describe.each(testDatabases())('search index on %s', (kind) => {
  let database: Database
  beforeAll(async () => {
    database = await openTestDatabase(kind)
    await seedDemo(database, { mediaDir: path.join(tmpdir(), 'serendib-test-media') })
  })
  afterAll(async () => database?.close())

  it('puts category and place names into the full-text vector', async () => {
    const rows = await queryRows<{ title: string; places: string }>(
      database.db,
      sql`select title, search_places as places from activities
          where search_vector @@ websearch_to_tsquery('english', 'safari') and title not ilike '%safari%' limit 1`,
    )
    // Found through its category or place, not its title.
    expect(rows[0]?.places.toLowerCase()).toContain('safari')
  })

  it('keeps a vocabulary of real words for typo correction', async () => {
    const rows = await queryRows<{ term: string }>(
      database.db,
      sql`select term from search_terms where term % 'sigirya' order by similarity(term, 'sigirya') desc limit 1`,
    )
    expect(rows[0]?.term).toBe('sigiriya')
  })
})
