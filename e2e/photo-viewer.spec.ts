import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { Messages } from '@serendib/domain/messages'
import { axeFindings } from './support/axe.ts'
import { useAppAndBrowser } from './support/journey.ts'
import { newPage, unexpected } from './support/page.ts'

const journey = useAppAndBrowser()
const shots = process.env.SHOTS_DIR ?? path.resolve(import.meta.dirname, 'screenshots')

/** The name of the element that has the focus, for checking where focus went. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    return el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? ''
  })

describe('photos full screen (issue 30 point 10)', () => {
  it('opens the gallery and the review photos in a viewer: Esc closes, arrows move, focus stays in and comes back', async () => {
    // The demo's first tour review carries two photos (seed content/reviews.ts).
    const search = (await (
      await fetch(`${journey.app.baseUrl}/api/search?key=${encodeURIComponent('Classic Sri Lanka')}&limit=10`)
    ).json()) as { data: { results: Array<{ title: string; full_seo_url: string }> } }
    const tour = search.data.results.find((t) => t.title.startsWith('Classic Sri Lanka'))
    expect(tour, 'the demo round tour with review photos').toBeDefined()

    for (const viewport of ['phone', 'desktop'] as const) {
      const width = viewport === 'phone' ? 390 : 1366
      const { context, page, problems } = await newPage(journey, viewport, { bypassCSP: true })
      await page.goto(`${journey.site}${tour!.full_seo_url}`)

      // The gallery: its button opens the photo shown, full screen.
      const open = page.getByRole('button', { name: 'View full screen' })
      await open.click()
      const viewer = page.getByRole('dialog', { name: /^Photos of / })
      await viewer.waitFor()
      const position = viewer.locator('[data-photo-position]')
      const count = Number(/of (\d+)/.exec((await position.textContent()) ?? '')?.[1])
      expect(count).toBeGreaterThan(1)
      expect(await position.textContent()).toBe(`Photo 1 of ${count}`)
      expect(await focusedName(page)).toBe('Close')
      const box = await viewer.boundingBox()
      expect(box).toMatchObject({ x: 0, y: 0, width })
      await page.keyboard.press('ArrowRight')
      expect(await position.textContent()).toBe(`Photo 2 of ${count}`)
      await page.keyboard.press('End')
      expect(await position.textContent()).toBe(`Photo ${count} of ${count}`)
      await page.keyboard.press('ArrowRight')
      expect(await position.textContent()).toBe(`Photo 1 of ${count}`)
      await page.keyboard.press('ArrowLeft')
      expect(await position.textContent()).toBe(`Photo ${count} of ${count}`)
      // Focus stays inside: Close, Previous, Next, and round again.
      const visited: string[] = []
      for (let i = 0; i < 4; i++) {
        await page.keyboard.press('Tab')
        visited.push(await focusedName(page))
      }
      expect(visited).toEqual(['Previous photo', 'Next photo', 'Close', 'Previous photo'])
      await page.keyboard.press('Shift+Tab')
      expect(await focusedName(page)).toBe('Close')
      await page.keyboard.press('Enter')
      await viewer.waitFor({ state: 'hidden' })
      expect(await focusedName(page)).toBe('View full screen')
      await open.click()
      await viewer.waitFor()
      await page.screenshot({ path: path.join(shots, `photo-viewer-gallery-${width}.png`) })
      const found = await axeFindings(page, `gallery viewer ${width}`)
      await page.keyboard.press('Escape')
      await viewer.waitFor({ state: 'hidden' })
      expect(await focusedName(page)).toBe('View full screen')

      // A review's photos: the link opens the viewer instead of the file.
      const reviewPhotos = page.getByRole('list', { name: /^Photos from / }).first()
      await reviewPhotos.scrollIntoViewIfNeeded()
      const first = reviewPhotos.getByRole('link').first()
      await first.click()
      const reviewViewer = page.getByRole('dialog', { name: /^Photos from / })
      await reviewViewer.waitFor()
      expect(page.url()).toBe(`${journey.site}${tour!.full_seo_url}`)
      expect(await reviewViewer.locator('[data-photo-position]').textContent()).toMatch(/^Photo 1 of \d+$/)
      expect(await reviewViewer.getByRole('img').getAttribute('alt')).toMatch(/^Photo 1 from .+'s review$/)
      await page.screenshot({ path: path.join(shots, `photo-viewer-review-${width}.png`) })
      found.push(...(await axeFindings(page, `review viewer ${width}`)))
      await page.keyboard.press('Escape')
      await reviewViewer.waitFor({ state: 'hidden' })
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('A')

      // The travellers' photo strip above the reviews does the same.
      const strip = page.locator('[data-review-gallery] a').first()
      await strip.click()
      const stripViewer = page.getByRole('dialog', { name: "Travellers' photos" })
      await stripViewer.waitFor()
      await page.keyboard.press('Escape')
      await stripViewer.waitFor({ state: 'hidden' })

      found.push(...(await axeFindings(page, `tour page ${width}`)))
      expect(found).toEqual([])
      expect(unexpected(problems)).toEqual([])
      await context.close()
    }
  }, 180_000)

  it('answers /voucher/NOPE with HTTP 404 and the not-found page', async () => {
    const reply = await fetch(`${journey.app.baseUrl}/voucher/NOPE`)
    expect(reply.status).toBe(404)
    expect(await reply.text()).toContain(Messages.notFoundPage)
    for (const viewport of ['phone', 'desktop'] as const) {
      const width = viewport === 'phone' ? 390 : 1366
      const { context, page, problems } = await newPage(journey, viewport, { bypassCSP: true })
      const response = await page.goto(`${journey.site}/voucher/NOPE`)
      expect(response?.status()).toBe(404)
      await page.getByRole('heading', { name: Messages.notFoundPage }).waitFor()
      await page.screenshot({ path: path.join(shots, `voucher-nope-${width}.png`) })
      expect(await axeFindings(page, `voucher 404 ${width}`)).toEqual([])
      expect(unexpected(problems, [404])).toEqual([])
      await context.close()
    }
  })
})

mkdirSync(shots, { recursive: true })
