/** Picks the media store for a deployment (docs/decisions/039-shared-media-store.md). */
import type { Database } from '../client.ts'
import { databaseMediaStore } from './database-media-store.ts'
import { folderMediaStore } from './folder-media-store.ts'
import type { MediaStore, MediaStoreKind } from './media-store.ts'

export interface OpenMediaStoreOptions {
  kind: MediaStoreKind
  /** The folder of a `folder` store. */
  mediaDir: string
  /** The database of a `database` store. */
  database: Database
}

export function openMediaStore({ kind, mediaDir, database }: OpenMediaStoreOptions): MediaStore {
  return kind === 'database' ? databaseMediaStore(database) : folderMediaStore(mediaDir)
}

/** With DATABASE_URL (PostgreSQL) the database; the embedded default keeps its folder. */
export function defaultMediaStoreKind(databaseUrl: string | undefined): MediaStoreKind {
  return databaseUrl ? 'database' : 'folder'
}
