/**
 * Travellers' review photos (architecture brief, Images): accepted by content, never by name or
 * declared type; decoded and re-encoded to WebP, so nothing of the uploaded file (EXIF, GPS,
 * trailing payloads) is ever served; stored like every other image as `${key}-${width}.webp`
 * under a random key, in the deployment's media store (decision 039).
 */
import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { asc, count, eq } from 'drizzle-orm'
import type { DbOrTx } from '@serendib/db/client'
import type { MediaStore } from '@serendib/db/media/media-store'
import { reviewImages } from '@serendib/db/schema/reviews'
import { UnprocessableError } from '@serendib/domain/errors'
import { imageSources, storedWidths } from '@serendib/domain/images'
import { Messages } from '@serendib/domain/messages'
import { detectImageFormat, ReviewMessages } from '@serendib/domain/reviews'

import type { ReviewImageJson } from '@serendib/domain/booking-json'

export type { ReviewImageJson }

/** 'Maximum 3 images can upload' (spec §5), from the link's page and the account alike. */
export const tooMany = () => new UnprocessableError(Messages.reviewMaxImages)
export const notAPicture = () => new UnprocessableError(ReviewMessages.imageNotPicture)

/** Photos uploaded so far for a booking's review (attached or still waiting for it). */
export async function imageCount(db: DbOrTx, bookingId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reviewImages)
    .where(eq(reviewImages.bookingId, bookingId))
  return Number(row?.n ?? 0)
}

export interface StoredImage {
  key: string
  widths: number[]
}

/** A 15 MB file can still declare a 30 000 × 30 000 canvas; refuse such bombs before decoding. */
const MAX_INPUT_PIXELS = 40_000_000
const WEBP_OPTIONS = { quality: 80, effort: 4 } as const

export function reviewImageFiles(image: StoredImage): string[] {
  return image.widths.map((width) => `${image.key}-${width}.webp`)
}

const refuseUpload = () => new UnprocessableError(Messages.imageUploadFailed)

export interface StoreImageOptions {
  /** The key's prefix, which says whose picture it is: `review`, `avatar`, `tour`, `content`. */
  prefix: string
  /** Which formats the caller takes, by signature (tour photos: JPEG, PNG, WebP). */
  detect?: (bytes: Uint8Array) => string | null
  /** The error for bytes that are no picture of those formats. */
  refuse?: () => Error
  /** The standard widths (storedWidths): IMAGE_WIDTHS, or HERO_IMAGE_WIDTHS for console images. */
  widths?: readonly number[]
}

/**
 * Checks the bytes are a picture of an accepted format (signature and decoder agree), then writes
 * the WebP widths. EXIF orientation is applied, so a phone's sideways-stored photo comes out as
 * it was taken, then dropped with all other metadata; animated GIFs keep their first frame.
 * Throws `refuse()` (422 'Could not upload image') for anything else.
 */
export async function storeReviewImage(
  bytes: Buffer,
  media: MediaStore,
  { prefix, detect = detectImageFormat, refuse = refuseUpload, widths: standard }: StoreImageOptions,
): Promise<StoredImage> {
  const format = detect(bytes)
  if (!format) throw refuse()
  let width: number
  let height: number
  try {
    const metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()
    if (metadata.format !== format) throw refuse()
    ;({ width, height } = metadata.autoOrient)
  } catch {
    throw refuse()
  }
  // Each width's height from the picture itself, so the two steps below round as one would.
  const size = (w: number) => ({
    width: w,
    height: Math.max(1, Math.round((w * height) / width)),
    fit: 'fill' as const,
  })
  const image = { key: `${prefix}-${randomBytes(16).toString('hex')}`, widths: storedWidths(width, standard) }
  let encoded: Buffer[]
  try {
    // Decoded once, at the largest width (a JPEG shrinks while it loads); each width is made from
    // those pixels. Decoding a 24-megapixel photo once per width took up to three times as long.
    const largest = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, autoOrient: true })
      .resize(size(Math.max(...image.widths)))
      // 8 bits a channel whatever the source (a 16-bit PNG), as the WebP will be.
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true })
    const { width: w0, height: h0, channels } = largest.info
    encoded = await Promise.all(
      image.widths.map((w) =>
        sharp(largest.data, { raw: { width: w0, height: h0, channels } })
          .resize(size(w))
          .webp(WEBP_OPTIONS)
          .toBuffer(),
      ),
    )
  } catch {
    // A file that only fails deep in decoding (truncated data) stores nothing.
    throw refuse()
  }
  const names = reviewImageFiles(image)
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
