import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { IMAGE_WIDTHS } from '@serendib/domain/images'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HERO_ASPECT, buildImageSvg, imageFileName, renderImage } from './render-image.ts'
import { renderDemoImages } from './render-demo-images.ts'
import { imageThemes } from './scene-themes.ts'

let mediaDir: string

beforeAll(async () => {
  mediaDir = join(await mkdtemp(join(tmpdir(), 'serendib-images-')), 'media')
})

afterAll(async () => {
  await rm(join(mediaDir, '..'), { recursive: true, force: true })
})

describe('renderImage', () => {
  it('writes a 3:2 WebP per IMAGE_WIDTHS width, creating the folder', async () => {
    const result = await renderImage({
      key: 'test-sigiriya',
      theme: 'rock',
      mediaDir,
    })
    expect(result).toEqual({ key: 'test-sigiriya', widths: [...IMAGE_WIDTHS].sort((a, b) => a - b) })
    for (const width of IMAGE_WIDTHS) {
      const meta = await sharp(join(mediaDir, imageFileName('test-sigiriya', width))).metadata()
      expect(meta.format).toBe('webp')
      expect(meta.width).toBe(width)
      expect(meta.height).toBe(Math.round(width / 1.5))
    }
  })

  it('skips files that already exist', async () => {
    const file = join(mediaDir, imageFileName('test-sigiriya', 800))
    const before = (await stat(file)).mtimeMs
    await renderImage({ key: 'test-sigiriya', theme: 'beach', mediaDir })
    expect((await stat(file)).mtimeMs).toBe(before)
  })

  it('renders wide hero slides with custom widths', async () => {
    const result = await renderImage({
      key: 'test-hero',
      theme: 'train',
      mediaDir,
      aspect: HERO_ASPECT,
      widths: [400, 1600],
    })
    expect(result.widths).toEqual([400, 1600])
    const meta = await sharp(join(mediaDir, imageFileName('test-hero', 1600))).metadata()
    expect(meta.height).toBe(Math.round(1600 / HERO_ASPECT))
  })

  it('renders the demo images it is given and maps keys to widths', async () => {
    const map = await renderDemoImages(mediaDir, {
      images: [
        {
          key: 'test-demo',
          theme: 'whale',
          alt: 'Whale',
          shape: 'hero',
        },
      ],
    })
    expect(map.get('test-demo')).toEqual([...IMAGE_WIDTHS, 1600].sort((a, b) => a - b))
  })
})

describe('buildImageSvg', () => {
  it('draws every theme deterministically, with no text in the picture', () => {
    for (const theme of imageThemes) {
      const svg = buildImageSvg({ key: `k-${theme}`, theme }, 600)
      expect(svg).toBe(buildImageSvg({ key: `k-${theme}`, theme }, 600))
      expect(svg).not.toContain('<text')
      expect(svg).not.toContain('NaN')
      // The stroke-drawn captions were round-capped strokes scaled per glyph; none are left.
      expect(svg).not.toMatch(/scale\(0\.\d{4}\)" fill="none"/)
    }
    expect(buildImageSvg({ key: 'a', theme: 'beach' }, 600)).not.toBe(
      buildImageSvg({ key: 'b', theme: 'beach' }, 600),
    )
  })
})
