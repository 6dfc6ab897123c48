/**
 * Issue 30 points 2 and 5 in the browser: the Transfers tab (from, to, date, passengers) finds
 * transfers that no other list shows; the search page sorts, narrows by a date, tells an
 * impossible or past date what is wrong, and carries the date into the tour's booking panel.
 * Screenshots at 390 and 1366 px, and axe-core on each page touched.
 */
import { mkdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import type { ActivityCard, Paginated } from '@serendib/domain/catalogue-api'
import { addDays, formatDisplayDate, todayInColombo } from '@serendib/domain/dates'
import { Messages } from '@serendib/domain/messages'
import { axeFindings } from './support/axe.ts'
import { useAppAndBrowser } from './support/journey.ts'
import { newPage, unexpected, viewports, waitForHydration } from './support/page.ts'

const journey = useAppAndBrowser()
const shots = 'e2e/screenshots'

async function shootAndCheck(page: Page, name: string, width: number, found: string[]) {
  await page.waitForLoadState('networkidle')
  mkdirSync(shots, { recursive: true })
  await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true })
  found.push(...(await axeFindings(page, `${name} @${width}`)))
}

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${journey.app.baseUrl}${path}`)
  expect(response.status, path).toBe(200)
  return (await response.json()) as T
}

const summary = (page: Page) => page.locator('main p[aria-live="polite"]')

describe('search by date and order, and transfers (issue 30)', () => {
  for (const viewport of ['phone', 'desktop'] as const) {
    const width = viewports[viewport].width

    it(`dates are checked, narrow the results, sort, and carry into the booking panel at ${width} px`, async () => {
      const { context, page, problems } = await newPage(journey, viewport, { bypassCSP: true })
      const found: string[] = []
      await page.goto(`${journey.site}/search`)
      await waitForHydration(page)
      const bar = page.getByRole('form', { name: 'Date and order' })
      const dateField = bar.getByRole('textbox', { name: 'Date' })

      // An impossible date is told how to write one; the results are not narrowed by it.
      await dateField.fill('31/02/2026')
      await bar.getByRole('button', { name: 'Apply' }).click()
      await page.waitForURL(/date=31%2F02%2F2026/)
      await page.getByText(Messages.searchDateFormat).waitFor()
      expect(await bar.getByRole('textbox', { name: 'Date' }).getAttribute('aria-invalid')).toBe('true')
      await shootAndCheck(page, 'search-date-impossible', width, found)

      // A past date has its own message.
      const yesterday = formatDisplayDate(addDays(todayInColombo(), -1))
      await bar.getByRole('textbox', { name: 'Date' }).fill(yesterday)
      await bar.getByRole('button', { name: 'Apply' }).click()
      await page.getByText(Messages.searchDatePast).waitFor()
      // (The URL changes before React renders the new page: wait for the DOM, not the URL.)
      await page.getByText(Messages.searchDateFormat).waitFor({ state: 'detached' })

      // A real future day narrows the list to the tours bookable then, as the API counts them.
      const day = addDays(todayInColombo(), 9)
      await bar.getByRole('textbox', { name: 'Date' }).fill(formatDisplayDate(day))
      await bar.getByRole('button', { name: 'Apply' }).click()
      await page.waitForURL(new RegExp(`date=${day}`))
      const dated = (await api<{ data: { results: Paginated<ActivityCard> } }>(`/api/search?date=${day}`))
        .data.results
      await summary(page)
        .filter({ hasText: String(dated.total) })
        .waitFor()
      await page.getByText(Messages.searchDatePast).waitFor({ state: 'detached' })

      // Sorting: price, low to high, as the API orders it, the date kept.
      await bar.getByLabel('Sort by').selectOption({ label: 'Price: low to high' })
      await page.waitForURL(/sort=price_asc/)
      expect(page.url()).toContain(`date=${day}`)
      const cheapest = (
        await api<{ data: { results: Paginated<ActivityCard> } }>(`/api/search?date=${day}&sort=price_asc`)
      ).data.results.data
      const links = page.locator('main section[aria-labelledby="results-title"] h3 a')
      await expect
        .poll(async () =>
          (await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).slice(0, 6),
        )
        .toEqual(cheapest.slice(0, 6).map((card) => `${card.full_seo_url}?date=${day}`))
      await shootAndCheck(page, 'search-sorted-by-price', width, found)

      // The tour page's booking panel starts on the searched day.
      await links.first().click()
      await page.waitForURL(new RegExp(`/details/\\d+\\?date=${day}`))
      await waitForHydration(page)
      const panel = page.locator('#booking')
      await expect
        .poll(() => panel.getByRole('textbox', { name: 'Pick-up date' }).inputValue())
        .toBe(formatDisplayDate(day))
      await shootAndCheck(page, 'tour-date-from-search', width, found)

      expect(found, found.join('\n')).toEqual([])
      expect(unexpected(problems, [400])).toEqual([])
      await context.close()
    })

    it(`the Transfers tab finds transfers by from, to, date and passengers at ${width} px`, async () => {
      const { context, page, problems } = await newPage(journey, viewport, { bypassCSP: true })
      const found: string[] = []
      await page.goto(`${journey.site}/search`)
      await waitForHydration(page)
      // The tours list never shows a transfer.
      const allTitles = await page.locator('main h3 a').allInnerTexts()
      expect(allTitles.some((title) => /Transfer/.test(title))).toBe(false)

      await page
        .getByRole('navigation', { name: 'What to search' })
        .getByRole('link', { name: 'Transfers' })
        .click()
      await page.waitForURL(/type=4/)
      await page.getByRole('heading', { level: 1, name: 'Transfers' }).waitFor()
      const every = (await api<{ data: { results: Paginated<ActivityCard> } }>('/api/search?tour_type=4'))
        .data.results
      expect(every.total).toBeGreaterThan(5)
      await summary(page)
        .filter({ hasText: `${every.total} transfers found` })
        .waitFor()
      await shootAndCheck(page, 'search-transfers-tab', width, found)

      const form = page.getByRole('form', { name: 'Find a transfer' })
      await form.getByRole('textbox', { name: 'From' }).fill('Airport')
      await form.getByRole('textbox', { name: 'To' }).fill('Ella')
      await form.getByRole('textbox', { name: 'Date' }).fill(formatDisplayDate(addDays(todayInColombo(), 5)))
      await form.getByLabel('Passengers').selectOption('2')
      await form.getByRole('button', { name: 'Find transfers' }).click()
      await page.waitForURL(/from=Airport&to=Ella&passengers=2/)
      await summary(page).filter({ hasText: '1 transfer found' }).waitFor()
      expect(await page.locator('main h3 a').allInnerTexts()).toEqual([
        'Private Airport Transfer: CMB to Ella',
      ])
      await shootAndCheck(page, 'search-transfers-found', width, found)

      expect(found, found.join('\n')).toEqual([])
      expect(unexpected(problems)).toEqual([])
      await context.close()
    })
  }
})
