/**
 * Images of catalogue content go through the review photos' pipeline (decision 015): accepted by
 * content only, re-encoded to WebP widths under a random `content-…` key, metadata dropped, with
 * the hero slides' 1600 px file as well (any of them may become a slide). A form uploads first
 * and saves the key; the save looks the key's files up, so a key nobody uploaded (or a typo) is
 * refused instead of showing a broken image.
 */
import type { DbOrTx } from '@serendib/db/client'
import type { MediaStore } from '@serendib/db/media/media-store'
import { ContentMessages } from '@serendib/domain/admin-content'
import { UnprocessableError } from '@serendib/domain/errors'
import { HERO_IMAGE_WIDTHS, imageSources } from '@serendib/domain/images'
import { storeReviewImage } from '../../reviews/review-images.ts'

export async function storeContentImage(bytes: Buffer, media: MediaStore) {
  const image = await storeReviewImage(bytes, media, { prefix: 'content', widths: HERO_IMAGE_WIDTHS })
  return { key: image.key, ...imageSources(image.key, image.widths) }
}

/**
 * The stored widths of an image key; 422 when no file of it exists. Inside a transaction pass it
 * as `db`: embedded PGlite has one connection, which the transaction holds.
 */
export async function imageWidthsOf(media: MediaStore, key: string, db?: DbOrTx): Promise<number[]> {
  const safe = key.replace(/[^a-z0-9-]/g, '')
  const pattern = new RegExp(`^${safe}-(\\d+)\\.webp$`)
  const files = safe ? await media.list(`${safe}-`, db) : []
  const widths = files
    .map((file) => pattern.exec(file)?.[1])
    .filter((w): w is string => w !== undefined)
    .map(Number)
    .sort((a, b) => a - b)
  if (widths.length === 0) throw new UnprocessableError(ContentMessages.imageMissing)
  return widths
}

export function imageRef(key: string | null, widths: number[]) {
  return key ? { key, ...imageSources(key, widths) } : null
}
