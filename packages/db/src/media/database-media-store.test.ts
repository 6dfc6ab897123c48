import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../client.ts'
import { openTestDatabase, testDatabases } from '../testing.ts'
import { databaseMediaStore } from './database-media-store.ts'
import type { MediaStore } from './media-store.ts'

describe.each(testDatabases())('database media store on %s', (kind) => {
  let database: Database
  let media: MediaStore
  beforeAll(async () => {
    database = await openTestDatabase(kind)
    media = databaseMediaStore(database)
  })
  afterAll(async () => database?.close())

  const file = (name: string, text: string) => ({
    name,
    contentType: 'image/webp',
    bytes: Buffer.from(text),
  })

  it('writes a batch naming one file twice, the last one winning as in a folder (issue 27)', async () => {
    await media.put([file('k-400.webp', 'a'), file('k-1200.webp', 'first'), file('k-1200.webp', 'second')])
    expect(await media.list('k-')).toEqual(['k-1200.webp', 'k-400.webp'])
    expect((await media.get('k-1200.webp'))?.bytes.toString()).toBe('second')
  })

  it('overwrites a file already stored, with a new ETag', async () => {
    await media.put([file('o-400.webp', 'old')])
    const before = await media.get('o-400.webp')
    await media.put([file('o-400.webp', 'new')])
    const after = await media.get('o-400.webp')
    expect(after?.bytes.toString()).toBe('new')
    expect(after?.etag).not.toBe(before?.etag)
  })
})
