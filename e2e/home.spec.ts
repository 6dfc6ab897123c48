import { describe, expect, it } from 'vitest'
import { Messages } from '@serendib/domain/messages'
import { useAppAndBrowser } from './support/journey.ts'

const journey = useAppAndBrowser()

describe('home → 404 → home', () => {
  it('renders tours from the database before any JavaScript runs', async () => {
    const response = await fetch(`${journey.app.baseUrl}/`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('Made for you')
    expect(html).toContain('Top Selling')
    // A featured tour title straight from the demo catalogue, in the server-rendered HTML.
    const search = (await (await fetch(`${journey.app.baseUrl}/api/search?featured=1&limit=5`)).json()) as {
      data: { results: Array<{ title: string }> }
    }
    const firstTitle = search.data.results[0]?.title
    expect(firstTitle).toBeTruthy()
    expect(html).toContain(escapeHtml(firstTitle!))
  })

  it('walks from home to an unknown page and back', async () => {
    const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))

    await page.goto(`${journey.app.baseUrl}/`)
    await page.locator('h1').first().waitFor()

    const notFound = await page.goto(`${journey.app.baseUrl}/no-such-page/anywhere`)
    expect(notFound?.status()).toBe(404)
    await page.getByText(Messages.notFoundPage).waitFor()

    await page.getByRole('link', { name: /home/i }).first().click()
    await page.waitForURL(`${journey.app.baseUrl}/`)
    await page.getByText('Made for you').first().waitFor()
    expect(errors).toEqual([])
    await context.close()
  })
})

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')
}
