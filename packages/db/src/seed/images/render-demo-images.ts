/**
 * Renders every demo picture into `mediaDir` (skipping files that already exist) so the seed
 * inserter has one call to make. Returns image key → stored widths, ascending: IMAGE_WIDTHS
 * for cards, plus 1600 for the 16:7 hero slides.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { demoImages } from '../content/demo-images.ts'
import type { SeedImage } from '../content/types.ts'
import { HERO_ASPECT, HERO_WIDTHS, TOUR_ASPECT, renderImage } from './render-image.ts'

export interface RenderDemoImagesOptions {
  /** Images rendered at the same time; defaults to the number of CPUs (capped at 4). */
  concurrency?: number
  /** Only these images (defaults to all demo images). */
  images?: readonly SeedImage[]
}

/**
 * Where `npm run build` draws the demo pictures once (scripts/prepare-first-start.ts), so a
 * first start copies files instead of spending 10–15 s of CPU drawing them.
 */
export const prerenderedDemoMediaDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../prepared/media',
)

export async function renderDemoImages(
  mediaDir: string,
  options: RenderDemoImagesOptions = {},
): Promise<Map<string, number[]>> {
  const images = options.images ?? demoImages
  if (!options.images && mediaDir !== prerenderedDemoMediaDir && existsSync(prerenderedDemoMediaDir)) {
    copyPrerendered(mediaDir)
  }
  // sharp runs each pipeline on libuv's thread pool; one image per core keeps every core busy
  // without queueing work behind the pool's 4 threads.
  const concurrency = Math.max(1, options.concurrency ?? Math.min(4, availableParallelism()))
  const result = new Map<string, number[]>()
  let next = 0
  const worker = async (): Promise<void> => {
    while (next < images.length) {
      const image = images[next++]
      if (!image) break
      const hero = image.shape === 'hero'
      const rendered = await renderImage({
        key: image.key,
        theme: image.theme,
        mediaDir,
        aspect: hero ? HERO_ASPECT : TOUR_ASPECT,
        ...(hero ? { widths: HERO_WIDTHS } : {}),
      })
      result.set(rendered.key, rendered.widths)
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, images.length) }, worker))
  // Workers finish in any order; return the map in the content's order for stable output.
  return new Map(images.map((image) => [image.key, result.get(image.key) ?? []]))
}

/**
 * Copies the pictures the build drew, keeping any already there. Several processes may seed
 * one folder at once (npm run cluster): each file is copied under a private name and renamed,
 * so nobody ever sees half a picture and two copies of one file do not collide.
 */
function copyPrerendered(mediaDir: string): void {
  mkdirSync(mediaDir, { recursive: true })
  for (const name of readdirSync(prerenderedDemoMediaDir)) {
    const target = path.join(mediaDir, name)
    if (existsSync(target)) continue
    const partial = `${target}.${process.pid}.partial`
    copyFileSync(path.join(prerenderedDemoMediaDir, name), partial)
    renameSync(partial, target)
  }
}
