/**
 * Draws a demo picture as SVG (a themed Sri Lankan scene plus its name) and stores it as WebP
 * at every width of IMAGE_WIDTHS: `${mediaDir}/${key}-${width}.webp`, the layout the media
 * route and `imageSources()` expect.
 */
import { access, mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { IMAGE_WIDTHS } from '@serendib/domain/images'
import { baseDefs, f, makePalette } from './scene-landscape.ts'
import { drawScene, sceneTimes } from './scene-themes.ts'
import type { ImageTheme } from './scene-themes.ts'
import { seededRandom } from './seeded-random.ts'
import { GLYPH_HEIGHT, measureText, textPath, wrapText } from './stroke-font.ts'

/** Width / height of tour pictures and of the wide home-page hero slides. */
export const TOUR_ASPECT = 3 / 2
export const HERO_ASPECT = 16 / 7
/** Hero slides span wide screens, so they get one extra, larger file. */
export const HERO_WIDTHS: readonly number[] = [...IMAGE_WIDTHS, 1600]

export interface RenderImageInput {
  key: string
  title: string
  subtitle?: string
  theme: ImageTheme
  mediaDir: string
  /** Width / height; TOUR_ASPECT unless given. */
  aspect?: number
  /**
   * 'large' puts the name across the lower left (cards); 'small' keeps it to a corner caption,
   * for hero slides where the page lays its own headline over the picture.
   */
  label?: 'large' | 'small'
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

/** Stroke-font text: `markup` from textPath(), placed at (x, y) and scaled from grid units. */
function strokeText(
  markup: string,
  x: number,
  y: number,
  scale: number,
  weight: number,
  colour: string,
  opacity = 1,
): string {
  return (
    `<g transform="translate(${f(x)} ${f(y)}) scale(${scale.toFixed(4)})" fill="none" stroke="${colour}" ` +
    `stroke-opacity="${opacity}" stroke-width="${f(weight / scale)}" stroke-linecap="round" stroke-linejoin="round">${markup}</g>`
  )
}

/** The name (up to two lines) and the subtitle above it, over a dark scrim for contrast. */
function label(
  input: Pick<RenderImageInput, 'title' | 'subtitle' | 'label'>,
  width: number,
  height: number,
): string {
  const small = input.label === 'small'
  const margin = width * 0.045
  const subtitle = (input.subtitle ?? '').toUpperCase()
  const capHeight = small ? height * 0.04 : height * 0.085
  const unit = capHeight / GLYPH_HEIGHT
  const maxUnits = (width * (small ? 0.5 : 0.86)) / unit
  const lines = wrapText(input.title.toUpperCase(), maxUnits, 2)
  const widest = Math.max(0, ...lines.map((line) => measureText(line)))
  // A title too long even for two lines is scaled down rather than cut.
  const scale = widest > maxUnits ? (unit * maxUnits) / widest : unit
  const lineGap = capHeight * 0.55
  const subScale = scale * 0.42
  const subGap = subtitle ? GLYPH_HEIGHT * subScale + lineGap * 0.9 : 0
  const blockHeight = lines.length * GLYPH_HEIGHT * scale + Math.max(0, lines.length - 1) * lineGap + subGap
  const top = height - margin - blockHeight
  const scrimTop = small ? height * 0.7 : Math.max(height * 0.45, top - height * 0.15)
  const weight = capHeight * 0.13
  const shadow = capHeight * 0.05
  let out = `<rect y="${f(scrimTop)}" width="${width}" height="${f(height - scrimTop)}" fill="url(#scrim)"/>`
  let y = top
  if (subtitle) {
    const markup = textPath(subtitle, 2.2)
    out += strokeText(
      markup,
      margin + shadow * 0.5,
      y + shadow * 0.5,
      subScale,
      weight * 0.5,
      '#000000',
      0.35,
    )
    out += strokeText(markup, margin, y, subScale, weight * 0.5, '#f2c14e')
    y += subGap
  }
  for (const line of lines) {
    const markup = textPath(line)
    out += strokeText(markup, margin + shadow, y + shadow, scale, weight * 1.25, '#000000', 0.4)
    out += strokeText(markup, margin, y, scale, weight, '#ffffff')
    y += GLYPH_HEIGHT * scale + lineGap
  }
  return out
}

/** The full SVG document for an image; exported for previews and tests. */
export function buildImageSvg(input: Omit<RenderImageInput, 'mediaDir'>, width: number): string {
  const height = Math.round(width / (input.aspect ?? TOUR_ASPECT))
  const random = seededRandom(`${input.theme}:${input.key}`)
  const palette = makePalette(random, sceneTimes(input.theme))
  const scene = drawScene(input.theme, { random, width, height, palette })
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>${baseDefs(palette)}</defs>${scene}${label(input, width, height)}</svg>`
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
