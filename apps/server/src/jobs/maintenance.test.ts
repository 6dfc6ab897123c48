import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase, testDatabases } from '@serendib/db/testing'
import { rateLimitHits, spentProofs } from '@serendib/db/schema/abuse'
import type { Database } from '@serendib/db/client'
import { runMaintenance } from './maintenance.ts'

describe.each(testDatabases())('maintenance on %s', (kind) => {
  let database: Database
  beforeAll(async () => {
    database = await openTestDatabase(kind)
  })
  afterAll(async () => database?.close())

  it('removes ended rate-limit windows and expired proofs, keeps live ones', async () => {
    const hour = 60 * 60 * 1000
    await database.db.insert(rateLimitHits).values([
      { bucket: 'b', subjectHash: 'old', windowStart: new Date(Date.now() - 25 * hour), hits: 3 },
      { bucket: 'b', subjectHash: 'new', windowStart: new Date(), hits: 1 },
    ])
    await database.db.insert(spentProofs).values([
      { kind: 'altcha', proofHash: 'old', expiresAt: new Date(Date.now() - 1000) },
      { kind: 'altcha', proofHash: 'live', expiresAt: new Date(Date.now() + hour) },
    ])
    await runMaintenance(database.db)
    expect((await database.db.select().from(rateLimitHits)).map((r) => r.subjectHash)).toEqual(['new'])
    expect((await database.db.select().from(spentProofs)).map((r) => r.proofHash)).toEqual(['live'])
  })
})
