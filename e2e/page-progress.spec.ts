import { describe, expect, it } from 'vitest'
import { useAppAndBrowser } from './support/journey.ts'
import { newPage, unexpected, waitForHydration } from './support/page.ts'

const journey = useAppAndBrowser()

describe('page-transition progress bar (spec §4 loading overlay, issue 18)', () => {
  for (const viewport of ['phone', 'desktop'] as const) {
    it(`shows while the next page's data loads, and goes when it has (${viewport})`, async () => {
      const { context, page, problems } = await newPage(journey, viewport)
      await page.goto(`${journey.site}/search`)
      await waitForHydration(page)
      expect(await page.locator('[data-page-progress]').count()).toBe(0)
      // A slow network: the client-side navigation's data request takes a second.
      await page.route(/\.data(\?|$)/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1000))
        await route.continue()
      })
      const card = page.locator('main a[href*="/details/"]').first()
      const href = (await card.getAttribute('href')) ?? ''
      await card.click()
      const bar = page.getByRole('progressbar', { name: 'Loading page' })
      await bar.waitFor({ state: 'visible' })
      await page.waitForURL((url) => url.pathname === href)
      await page.getByRole('heading', { level: 1 }).waitFor()
      await bar.waitFor({ state: 'detached' })
      expect(unexpected(problems)).toEqual([])
      await context.close()
    })
  }
})
