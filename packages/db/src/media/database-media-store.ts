/**
 * Media as rows of `media_files` on the shared PostgreSQL (decision 039): one write is seen by
 * every app process at once, backups include it, and nothing needs a shared disk. Served with
 * immutable cache headers, each file is read from the database about once per proxy or CDN.
 */
import { createHash } from 'node:crypto'
import { inArray, like, sql } from 'drizzle-orm'
import type { Database } from '../client.ts'
import { mediaFiles } from '../schema/media.ts'
import { isMediaName, type MediaStore, type StoredMediaFile } from './media-store.ts'

const etagOf = (bytes: Buffer) => `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`

/** Escapes LIKE's wildcards so a prefix matches only itself. */
const likePrefix = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

export function databaseMediaStore(database: Database): MediaStore {
  return {
    kind: 'database',
    async put(files) {
      if (files.length === 0) return
      for (const file of files) if (!isMediaName(file.name)) throw new Error(`Not a media name: ${file.name}`)
      // One row per name, the last file winning as it would in a folder: PostgreSQL refuses an
      // insert whose ON CONFLICT would update the same row twice (issue 27: a photo's widths
      // listed 1200 twice, and every upload wider than 1200 px answered 500).
      const unique = [...new Map(files.map((file) => [file.name, file])).values()]
      const rows = unique.map((file) => ({
        name: file.name,
        contentType: file.contentType,
        etag: etagOf(file.bytes),
        size: file.bytes.length,
        bytes: file.bytes,
      }))
      await database.db
        .insert(mediaFiles)
        .values(rows)
        .onConflictDoUpdate({
          target: mediaFiles.name,
          set: {
            contentType: sql`excluded.content_type`,
            etag: sql`excluded.etag`,
            size: sql`excluded.size`,
            bytes: sql`excluded.bytes`,
          },
        })
    },
    async get(name): Promise<StoredMediaFile | null> {
      if (!isMediaName(name)) return null
      // Named statement: the media route's one hot query, planned once per connection.
      const [row] = await database.prepared<{
        content_type: string
        etag: string
        bytes: Buffer | Uint8Array
      }>('media_file_by_name', 'select content_type, etag, bytes from media_files where name = $1', [name])
      if (!row) return null
      const bytes = Buffer.isBuffer(row.bytes) ? row.bytes : Buffer.from(row.bytes)
      return { name, contentType: row.content_type, etag: row.etag, bytes }
    },
    async list(prefix, db = database.db) {
      const rows = await db
        .select({ name: mediaFiles.name })
        .from(mediaFiles)
        .where(like(mediaFiles.name, likePrefix(prefix)))
        .orderBy(mediaFiles.name)
      return rows.map((row) => row.name)
    },
    async existing(names) {
      if (names.length === 0) return new Set()
      const rows = await database.db
        .select({ name: mediaFiles.name })
        .from(mediaFiles)
        .where(inArray(mediaFiles.name, [...names]))
      return new Set(rows.map((row) => row.name))
    },
    async remove(names) {
      if (names.length === 0) return
      await database.db
        .delete(mediaFiles)
        .where(inArray(mediaFiles.name, [...names]))
        .catch(() => {})
    },
  }
}
