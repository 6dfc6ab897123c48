/**
 * Draws a demo picture as SVG (a themed Sri Lankan scene) and stores it as WebP at every width of
 * IMAGE_WIDTHS: `${mediaDir}/${key}-${width}.webp`, the layout the media route and
 * `imageSources()` expect. Pictures carry no text (issue 18): cards, tiles and slides crop them
 * differently and a baked-in caption was cut ("ILDLIFE SAFARIS"); the page writes names in HTML.
 */
import { access, mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { HERO_IMAGE_WIDTHS, IMAGE_WIDTHS } from '@serendib/domain/images'
import { baseDefs, makePalette } from './scene-landscape.ts'
import { drawScene, sceneTimes } from './scene-themes.ts'
import type { ImageTheme } from './scene-themes.ts'
import { seededRandom } from './seeded-random.ts'

/** Width / height of tour pictures and of the wide home-page hero slides. */
export const TOUR_ASPECT = 3 / 2
export const HERO_ASPECT = 16 / 7
/** Hero slides span wide screens, so they get one extra, larger file (as console images do). */
export const HERO_WIDTHS: readonly number[] = HERO_IMAGE_WIDTHS

export interface RenderImageInput {
  key: string
  theme: ImageTheme
  mediaDir: string
  /** Width / height; TOUR_ASPECT unless given. */
  aspect?: number
  /** IMAGE_WIDTHS unless given. */
  widths?: readonly number[]
}

export interface RenderedImage {
  key: string
  widths: number[]
}

/** Lower effort keeps the first start fast; 2 was measured as the knee (see the report). */
const WEBP_OPTIONS = { quality: 76, effort: 2, smartSubsample: false } as const

export function imageFileName(key: string, width: number): string {
  return `${key}-${width}.webp`
}

/** The full SVG document for an image; exported for previews and tests. */
export function buildImageSvg(input: Omit<RenderImageInput, 'mediaDir'>, width: number): string {
  const height = Math.round(width / (input.aspect ?? TOUR_ASPECT))
  const random = seededRandom(`${input.theme}:${input.key}`)
  const palette = makePalette(random, sceneTimes(input.theme))
  const scene = drawScene(input.theme, { random, width, height, palette })
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>${baseDefs(palette)}</defs>${scene}</svg>`
  )
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path)
    return true
  } catch {
    return false
  }
}

/**
 * Renders the SVG once at the largest width, then scales that raster down for the smaller
 * widths (cheaper than rasterising the SVG again). Files that already exist are kept, so a
 * second start does no work.
 */
export async function renderImage(input: RenderImageInput): Promise<RenderedImage> {
  const widths = [...(input.widths ?? IMAGE_WIDTHS)].sort((a, b) => b - a)
  const paths = widths.map((width) => join(input.mediaDir, imageFileName(input.key, width)))
  const present = await Promise.all(paths.map(exists))
  const missing = widths.filter((_, i) => !present[i])
  if (missing.length > 0) {
    await mkdir(input.mediaDir, { recursive: true })
    const largest = widths[0] ?? 1200
    const svg = buildImageSvg(input, largest)
    const { data, info } = await sharp(Buffer.from(svg))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
    const raw = { width: info.width, height: info.height, channels: info.channels }
    await Promise.all(
      missing.map((width) => {
        const image = sharp(data, { raw })
        const resized = width === info.width ? image : image.resize({ width, kernel: 'lanczos3' })
        return resized.webp(WEBP_OPTIONS).toFile(join(input.mediaDir, imageFileName(input.key, width)))
      }),
    )
  }
  return { key: input.key, widths: [...widths].sort((a, b) => a - b) }
}
