import { describe, expect, it } from 'vitest'
import { Messages } from '@serendib/domain/messages'
import { useAppAndBrowser } from './support/journey.ts'

const journey = useAppAndBrowser()

describe('a traveller browses the catalogue', () => {
  it('searches, filters, switches views, pages, reads a tour, follows related tours, a destination and help', async () => {
    const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))

    // Home → keyword search (Enter submits).
    await page.goto(`${journey.app.baseUrl}/`)
    await page.getByLabel('Keyword').fill('tea')
    await page.getByLabel('Keyword').press('Enter')
    await page.waitForURL(/\/search\?.*key=tea/)
    await page.getByRole('heading', { level: 1, name: 'All Tours', exact: true }).waitFor()
    const teaResults = page.locator('main a[href*="/details/"]')
    await teaResults.first().waitFor()

    // Filter by tour type: the type links narrow to day tours.
    await page.getByRole('link', { name: 'Day Tours', exact: true }).first().click()
    await page.waitForURL(/\/day-tours/)
    await page.getByRole('heading', { level: 1, name: /^Day Tours/ }).waitFor()

    // All tours, list view, then page 2.
    await page.goto(`${journey.app.baseUrl}/search`)
    await page.getByRole('group', { name: 'Show results as' }).getByRole('link', { name: 'List' }).click()
    await page.waitForURL(/view=list/)
    await page
      .getByRole('navigation', { name: 'Pages of results' })
      .getByRole('link', { name: 'Page 2' })
      .click()
    await page.waitForURL(/page=2/)
    await page
      .getByRole('navigation', { name: 'Pages of results' })
      .locator('[aria-current="page"]', { hasText: '2' })
      .waitFor()

    // A keyword that matches nothing says so.
    await page.goto(`${journey.app.baseUrl}/search?key=zzqxv`)
    await page.getByText(Messages.noResults).waitFor()

    // Detail page from a result, then its tabs.
    await page.goto(`${journey.app.baseUrl}/round-tours`)
    const firstTour = page.locator('main a[href*="/round-tours/"][href*="/details/"]').first()
    const tourTitle = (await firstTour.innerText()).split('\n').find((line) => line.trim().length > 10) ?? ''
    await firstTour.click()
    await page.waitForURL(/\/round-tours\/[^/]+\/details\/\d+/)
    await page
      .getByRole('heading', { level: 1, name: tourTitle.replace('…', '').trim().slice(0, 20) })
      .waitFor()
    // A click before hydration is replayed once the page is interactive (decision 019).
    await page.getByRole('tab', { name: 'Includes' }).click()
    await page.getByRole('tab', { name: 'Includes', selected: true }).waitFor({ timeout: 10_000 })
    await page.getByRole('tabpanel').filter({ visible: true }).first().waitFor()
    await page.getByRole('tab', { name: /Conditions/ }).click()
    await page.getByRole('tab', { name: /Conditions/, selected: true }).waitFor({ timeout: 10_000 })

    // Related tour.
    const detailUrl = page.url()
    const related = page.locator('section[aria-labelledby="related-heading"] a[href*="/details/"]').first()
    const relatedTitle = (await related.innerText()).split('\n').find((line) => line.trim().length > 10) ?? ''
    await related.click()
    await page.waitForURL((url) => url.href !== detailUrl && /\/details\/\d+/.test(url.pathname))
    await page
      .getByRole('heading', { level: 1, name: relatedTitle.replace('…', '').trim().slice(0, 15) })
      .waitFor()

    // A destination from the footer tags.
    await page.locator('footer a[href*="/location/"]').first().click()
    await page.waitForURL(/\/location\/\d+/)
    await page.getByRole('heading', { level: 1 }).filter({ hasText: /\w/ }).first().waitFor()

    // Help centre tabs.
    await page.goto(`${journey.app.baseUrl}/help`)
    await page.locator('main').getByRole('link', { name: 'Disclaimers' }).click()
    await page.waitForURL(/\/help\/1$/)
    await page.locator('main').getByRole('link', { name: 'Cookie policy' }).click()
    await page.waitForURL(/\/help\/2$/)
    expect(errors).toEqual([])
    await context.close()
  })

  it('suggests round and day tours in the home keyword box and opens the chosen one', async () => {
    const context = await journey.browser.newContext({ viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    await page.goto(`${journey.app.baseUrl}/`)
    const keyword = page.getByLabel('Keyword')
    await keyword.fill('kandy')
    const option = page.getByRole('option').first()
    await option.waitFor()
    await keyword.press('ArrowDown')
    await keyword.press('Enter')
    await page.waitForURL(/\/(round-tours|day-tours)\/[^/]+\/details\/\d+/)
    await page.getByRole('heading', { level: 1 }).waitFor()
    await context.close()
  })

  it('serves findable pages: titles, canonical URLs and product data', async () => {
    const search = (await (await fetch(`${journey.app.baseUrl}/api/search?limit=1&tour_type=2`)).json()) as {
      data: { results: Array<{ id: number; full_seo_url: string; rating_count: number }> }
    }
    const tour = search.data.results[0]!
    const html = await (await fetch(`${journey.app.baseUrl}/activity/details/${tour.id}`)).text()
    expect(html).toContain(`<link rel="canonical" href="${journey.app.baseUrl}${tour.full_seo_url}"`)
    expect(html).toContain('"@type":"BreadcrumbList"')
    expect(html).toContain('"@type":"Product"')
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/)
    const missing = await fetch(`${journey.app.baseUrl}/activity/details/99999999`)
    expect(missing.status).toBe(404)
    expect(await missing.text()).toContain(Messages.notFoundPage.replace("'", '&#x27;'))
  })
})
