/**
 * The demo's pictures are drawn into a local folder (a cache: drawing skips files already there)
 * and then copied into the deployment's media store when that is not the same folder, so a
 * PostgreSQL deployment has them in the database for every process (decision 039).
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { contentTypeOf, type MediaStore } from './media-store.ts'

/** Rows per INSERT: a few megabytes at most, whatever the number of images. */
const BATCH = 24

export async function copyIntoStore(
  fromDir: string,
  names: readonly string[],
  media: MediaStore,
): Promise<number> {
  const present = await media.existing(names)
  const missing = names.filter((name) => !present.has(name))
  for (let i = 0; i < missing.length; i += BATCH) {
    const batch = missing.slice(i, i + BATCH)
    const files = await Promise.all(
      batch.map(async (name) => ({
        name,
        contentType: contentTypeOf(name),
        bytes: await readFile(join(fromDir, name)),
      })),
    )
    await media.put(files)
  }
  return missing.length
}
