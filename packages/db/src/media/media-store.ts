/**
 * Where processed images live (docs/decisions/039-shared-media-store.md). Every writer (the demo
 * seed, review photos, admin content images) and the /media/ route go through this interface:
 *
 * - `folder`: files under DATA_DIR/media; the embedded (PGlite) default, one process.
 * - `database`: rows of `media_files` on the shared PostgreSQL, so any number of app processes
 *   serve every upload without a shared disk; the default with DATABASE_URL.
 *
 * Names are flat (`${key}-${width}.webp`) and never change content, so they are served with
 * year-long immutable cache headers and a CDN or nginx can keep them.
 */
import type { DbOrTx } from '../client.ts'

export type MediaStoreKind = 'folder' | 'database'

export interface MediaFile {
  name: string
  contentType: string
  bytes: Buffer
}

export interface StoredMediaFile extends MediaFile {
  /** A strong validator (quoted), sent as ETag. */
  etag: string
}

export interface MediaStore {
  readonly kind: MediaStoreKind
  /** Writes (or overwrites) files. */
  put(files: readonly MediaFile[]): Promise<void>
  get(name: string): Promise<StoredMediaFile | null>
  /**
   * Names starting with `prefix`, sorted. `db`: the transaction to read in (a database store on
   * embedded PGlite must not wait for a second connection while one is open).
   */
  list(prefix: string, db?: DbOrTx): Promise<string[]>
  /** Which of these names exist. */
  existing(names: readonly string[]): Promise<Set<string>>
  /** Best effort: a file left behind is only space, never shown. */
  remove(names: readonly string[]): Promise<void>
}

/** A name the store accepts: flat, no path separators or dot-dot, as the writers make them. */
export function isMediaName(name: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9_-]*(?:\.[A-Za-z0-9]+)?$/.test(name) && name.length <= 200
}

export function contentTypeOf(name: string): string {
  const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase()
  return (
    { webp: 'image/webp', jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif' }[
      extension
    ] ?? 'application/octet-stream'
  )
}
