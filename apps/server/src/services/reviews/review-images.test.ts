import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { folderMediaStore } from '@serendib/db/media/folder-media-store'
import type { MediaStore } from '@serendib/db/media/media-store'
import { storeReviewImage } from './review-images.ts'

/**
 * The pipeline decodes a photo once, at its largest stored width, and makes the smaller ones
 * from those pixels (issue 27). These pictures are the ones that could go wrong on the way: more
 * than 8 bits a channel, transparency, CMYK, a width the steps could round differently.
 */
describe('storeReviewImage', () => {
  let dir: string
  let media: MediaStore
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'serendib-review-images-'))
    media = folderMediaStore(dir)
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  const red = { r: 200, g: 30, b: 40 }
  /** The mean colour of a stored width, with its size and channels. */
  const stored = async (key: string, width: number) => {
    const file = await media.get(`${key}-${width}.webp`)
    const meta = await sharp(file!.bytes).metadata()
    const { data } = await sharp(file!.bytes).resize(1, 1).raw().toBuffer({ resolveWithObject: true })
    return { width: meta.width, height: meta.height, channels: meta.channels, colour: [...data] }
  }
  const near = (actual: number[], expected: number[]) =>
    expected.every((value, i) => Math.abs(actual[i]! - value) <= 4)

  it('keeps the colour and transparency of a 16-bit PNG', async () => {
    const png = await sharp({
      create: { width: 1500, height: 1000, channels: 4, background: { ...red, alpha: 0.5 } },
    })
      .toColourspace('rgb16')
      .png()
      .toBuffer()
    expect((await sharp(png).metadata()).depth).toBe('ushort')
    const image = await storeReviewImage(png, media, { prefix: 'test' })
    expect(image.widths).toEqual([400, 800, 1200])
    for (const width of image.widths) {
      const out = await stored(image.key, width)
      expect(out).toMatchObject({ width, height: Math.round((width * 2) / 3), channels: 4 })
      expect(near(out.colour, [200, 30, 40, 128]), String(out.colour)).toBe(true)
    }
  })

  it('turns a CMYK JPEG into sRGB and gives each width the height a single resize would', async () => {
    // 1300 × 784: 1200 wide is 723.7 → 724 high, and 724 scaled to 800 wide is 482.7 → 483,
    // but 784 scaled to 800 wide is 482.5 → 482: two rounding steps would drift a pixel.
    const jpeg = await sharp({ create: { width: 1300, height: 784, channels: 3, background: red } })
      .toColourspace('cmyk')
      .jpeg()
      .toBuffer()
    const image = await storeReviewImage(jpeg, media, { prefix: 'test' })
    const heights = await Promise.all(image.widths.map(async (w) => (await stored(image.key, w)).height))
    expect(heights).toEqual([241, 482, 724])
    const out = await stored(image.key, 800)
    expect(out.channels).toBe(3)
    expect(out.colour[0]! > 150 && out.colour[1]! < 80 && out.colour[2]! < 80, String(out.colour)).toBe(true)
  })
})
