/**
 * Processed images are stored once per width as `${MEDIA_DIR}/${key}-${width}.webp` and served
 * under `/media/` (architecture brief, Images). The database keeps only the key and the widths.
 */
import { Messages } from './messages.ts'

export const IMAGE_WIDTHS = [400, 800, 1200] as const
/**
 * Hero slides span the whole screen (`sizes="100vw"`), so the demo's heroes and every console
 * image (any of which may become a slide) also get a 1600 px file.
 */
export const HERO_IMAGE_WIDTHS = [...IMAGE_WIDTHS, 1600] as const

/**
 * One size limit for every photo upload (reviews, supplier pictures, tour photos, console
 * images): a 24-megapixel camera JPEG at its finest weighs about 12 MB (issue 27). The proxy in
 * front allows a little more (deploy/nginx/cluster.conf.template), so the app's clear message
 * is what a person sees.
 */
export const PHOTO_MAX_MB = 15
export const PHOTO_MAX_BYTES = PHOTO_MAX_MB * 1024 * 1024

export const ImageMessages = {
  /** The spec's 'Could not upload image' with the reason, for a file past PHOTO_MAX_BYTES. */
  tooLarge: `${Messages.imageUploadFailed}: a photo may be at most ${PHOTO_MAX_MB} MB`,
  /** A body that is no complete multipart form (no boundary, cut off): the spec's words. */
  notAForm: Messages.imageUploadFailed,
} as const

/**
 * The widths stored for a picture `width` pixels wide (after EXIF orientation): each standard
 * width below it, then its own width when it is narrower than the largest, else the largest.
 * Never a width twice (issue 27: a 4000 px photo listed 1200 twice, and PostgreSQL's media
 * store refused the insert), never a width the picture does not have.
 */
export function storedWidths(width: number, standard: readonly number[] = IMAGE_WIDTHS): number[] {
  const widths = standard.filter((w) => w < width)
  const top = Math.min(width, Math.max(...standard))
  if (!widths.includes(top)) widths.push(top)
  return widths
}

/** Width of the default `src`, a fit for cards and phones. */
const DEFAULT_WIDTH = 800

export function mediaUrl(key: string, width: number): string {
  return `/media/${key}-${width}.webp`
}

export function imageSources(key: string, widths: readonly number[]): { url: string; srcset: string } {
  const sorted = [...widths].sort((a, b) => a - b)
  const fallback = sorted.find((w) => w >= DEFAULT_WIDTH) ?? sorted[sorted.length - 1] ?? DEFAULT_WIDTH
  return {
    url: mediaUrl(key, fallback),
    srcset: sorted.map((w) => `${mediaUrl(key, w)} ${w}w`).join(', '),
  }
}
