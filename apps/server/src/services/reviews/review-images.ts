/**
 * Travellers' review photos (architecture brief, Images): accepted by content, never by name or
 * declared type; decoded and re-encoded to WebP, so nothing of the uploaded file (EXIF, GPS,
 * trailing payloads) is ever served; stored like every other image as `${key}-${width}.webp`
 * under a random key, in the deployment's media store (decision 039).
 */
import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { asc, eq } from 'drizzle-orm'
import type { DbOrTx } from '@serendib/db/client'
import type { MediaStore } from '@serendib/db/media/media-store'
import { reviewImages } from '@serendib/db/schema/reviews'
import { UnprocessableError } from '@serendib/domain/errors'
import { IMAGE_WIDTHS, imageSources } from '@serendib/domain/images'
import { Messages } from '@serendib/domain/messages'
import { detectImageFormat } from '@serendib/domain/reviews'

import type { ReviewImageJson } from '@serendib/domain/booking-json'

export type { ReviewImageJson }

export interface StoredImage {
  key: string
  widths: number[]
}

/** A 5 MB file can still declare a 30 000 × 30 000 canvas; refuse such bombs before decoding. */
const MAX_INPUT_PIXELS = 40_000_000
const WEBP_OPTIONS = { quality: 80, effort: 4 } as const

export function reviewImageFiles(image: StoredImage): string[] {
  return image.widths.map((width) => `${image.key}-${width}.webp`)
}

/**
 * The stored widths for a picture `width` pixels wide: the standard widths below it, plus its
 * own width when it is narrower than the largest, so a srcset never claims pixels that are not there.
 */
export function widthsFor(width: number): number[] {
  const widths: number[] = IMAGE_WIDTHS.filter((w) => w < width)
  widths.push(Math.min(width, Math.max(...IMAGE_WIDTHS)))
  return widths
}

const refuseUpload = () => new UnprocessableError(Messages.imageUploadFailed)

/**
 * Checks the bytes are a JPEG, PNG or GIF (signature and decoder agree), then writes the WebP
 * widths. Animated GIFs keep their first frame; EXIF orientation is applied, then dropped with
 * all other metadata. Throws 422 'Could not upload image' for anything else.
 */
export async function storeReviewImage(
  bytes: Buffer,
  media: MediaStore,
  prefix = 'review',
  // Which formats the caller takes, by signature (tour photos: JPEG, PNG, WebP).
  detect: (bytes: Uint8Array) => string | null = detectImageFormat,
  refuse: () => Error = refuseUpload,
): Promise<StoredImage> {
  const format = detect(bytes)
  if (!format) throw refuse()
  const input = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, autoOrient: true })
  let width: number
  try {
    const metadata = await input().metadata()
    if (metadata.format !== format) throw refuse()
    width = metadata.autoOrient.width
  } catch {
    throw refuse()
  }
  const image = { key: `${prefix}-${randomBytes(16).toString('hex')}`, widths: widthsFor(width) }
  const names = reviewImageFiles(image)
  let encoded: Buffer[]
  try {
    encoded = await Promise.all(
      image.widths.map((w) =>
        input().resize({ width: w, withoutEnlargement: true }).webp(WEBP_OPTIONS).toBuffer(),
      ),
    )
  } catch {
    // A file that only fails deep in decoding (truncated data) stores nothing.
    throw refuse()
  }
  await media.put(names.map((name, i) => ({ name, contentType: 'image/webp', bytes: encoded[i]! })))
  return image
}

/** Best effort: a file left behind is only disk space, never shown. */
export async function removeReviewImageFiles(media: MediaStore, image: StoredImage): Promise<void> {
  await media.remove(reviewImageFiles(image)).catch(() => {})
}

export async function listBookingImages(db: DbOrTx, bookingId: number): Promise<ReviewImageJson[]> {
  const rows = await db
    .select({ id: reviewImages.id, key: reviewImages.key, widths: reviewImages.widths })
    .from(reviewImages)
    .where(eq(reviewImages.bookingId, bookingId))
    .orderBy(asc(reviewImages.id))
  return rows.map((row) => ({ id: row.id, name: row.key, url: imageSources(row.key, row.widths).url }))
}
