/**
 * Processed images are stored once per width as `${MEDIA_DIR}/${key}-${width}.webp` and served
 * under `/media/` (architecture brief, Images). The database keeps only the key and the widths.
 */
export const IMAGE_WIDTHS = [400, 800, 1200] as const

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
