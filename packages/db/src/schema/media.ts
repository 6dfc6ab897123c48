/**
 * Processed images kept in the database, so every app process on one PostgreSQL serves the same
 * files without a shared disk (docs/decisions/039-shared-media-store.md). The embedded default
 * keeps its folder instead; both sit behind packages/db/src/media/media-store.ts.
 */
import { customType, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt } from './columns.ts'

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
})

export const mediaFiles = pgTable('media_files', {
  /** The file name under /media/, e.g. `review-…-800.webp`; never changes content. */
  name: text('name').primaryKey(),
  contentType: text('content_type').notNull(),
  /** Strong validator: a hash of the bytes, sent as the ETag. */
  etag: text('etag').notNull(),
  size: integer('size').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
})
