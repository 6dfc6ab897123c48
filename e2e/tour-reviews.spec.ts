import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { ReviewBrowse } from '@serendib/domain/api/review-browse'
import { REVIEWS_PAGE_SIZE } from '@serendib/domain/review-browse'
import { useAppAndBrowser } from './support/journey.ts'
import { newPage, newPageWithoutJavaScript, unexpected, waitForHydration } from './support/page.ts'

const journey = useAppAndBrowser()
const shots = '/work/shots/traveller-b'

interface Card {
  id: number
  full_seo_url: string
  rating_count?: number
}

/** The demo tour with the most reviews (more than one page of them). */
async function mostReviewed(): Promise<Card & { browse: ReviewBrowse }> {
  const body = (await (await fetch(`${journey.app.baseUrl}/api/search?limit=50`)).json()) as {
    data: { results: Card[] | { data: Card[] } }
  }
  const cards = Array.isArray(body.data.results) ? body.data.results : body.data.results.data
  let best: (Card & { browse: ReviewBrowse }) | null = null
  for (const card of cards) {
    const browse = (
      (await (await fetch(`${journey.app.baseUrl}/api/activity/reviews?id=${card.id}`)).json()) as {
        data: ReviewBrowse
      }
    ).data
    if (!best || browse.total > best.browse.total) best = { ...card, browse }
  }
  if (!best || best.browse.last_page < 2) throw new Error('no demo tour with two pages of reviews')
  return best
}

const shownStars = (page: Page) =>
  page
    .locator('#reviews article [role="img"]')
    .evaluateAll((stars) =>
      stars.map((s) => Number(/Rated ([\d.]+)/.exec(s.getAttribute('aria-label') ?? '')?.[1])),
    )

describe('reviews that help decide (issue 18)', () => {
  it('breakdown, star filter, sort and pages work with JavaScript at 390 and 1366 px', async () => {
    const tour = await mostReviewed()
    mkdirSync(shots, { recursive: true })
    const fiveStars = tour.browse.breakdown.find((b) => b.stars === 5)!.count
    for (const viewport of ['phone', 'desktop'] as const) {
      const width = viewport === 'phone' ? 390 : 1366
      const { context, page, problems } = await newPage(journey, viewport)
      await page.goto(`${journey.site}${tour.full_seo_url}`)
      await waitForHydration(page)
      const section = page.locator('#reviews')
      const breakdown = section.getByRole('list', { name: 'Rating breakdown' })
      expect(await breakdown.locator('li').count()).toBe(5)
      expect(await breakdown.locator('[data-stars-filter="5"]').innerText()).toContain(String(fiveStars))
      expect((await shownStars(page)).length).toBe(REVIEWS_PAGE_SIZE)
      await section.scrollIntoViewIfNeeded()
      await page.screenshot({ path: `${shots}/reviews-${width}.png` })

      // Next page, then only 5 stars, then highest first.
      await section.getByRole('link', { name: 'Next' }).click()
      await section.getByText(`Page 2 of ${tour.browse.last_page}`).waitFor()
      await breakdown.locator('[data-stars-filter="5"]').click()
      await page.waitForURL(/stars=5/)
      await expect.poll(async () => (await shownStars(page)).every((s) => s === 5)).toBe(true)
      expect(page.url()).not.toContain('page=')
      await section.getByRole('link', { name: 'All (' }).click()
      await section.getByRole('link', { name: 'Highest rated' }).click()
      await page.waitForURL(/sort=highest/)
      await expect
        .poll(async () => {
          const stars = await shownStars(page)
          return stars.every((s, i) => i === 0 || stars[i - 1]! >= s)
        })
        .toBe(true)
      expect(unexpected(problems)).toEqual([])
      await context.close()
    }
  })

  it('the filters are plain links that work without JavaScript', async () => {
    const tour = await mostReviewed()
    const { context, page } = await newPageWithoutJavaScript(journey, 'phone')
    await page.goto(`${journey.site}${tour.full_seo_url}`)
    await page.locator('#reviews [data-stars-filter="4"]').click()
    await page.waitForURL(/stars=4/)
    const stars = await shownStars(page)
    expect(stars.length).toBeGreaterThan(0)
    expect(stars.every((s) => s === 4)).toBe(true)
    await context.close()
  })
})
