import { describe, expect, it } from 'vitest'
import { Messages } from '@serendib/domain/messages'
import { useAppAndBrowser } from './support/journey.ts'
import { snackbar } from './support/page.ts'

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

describe('Inquire Now', () => {
  it('opens from the footer, checks the fields in order and sends the inquiry', async () => {
    const context = await journey.browser.newContext({ viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    await page.goto(`${journey.app.baseUrl}/about`)
    await page.getByRole('button', { name: 'Inquire Now' }).click()
    const dialog = page.getByRole('dialog', { name: 'Send us an inquiry' })
    await dialog.waitFor()

    await dialog.getByRole('button', { name: 'Send' }).click()
    await dialog.getByText(Messages.inquiryNameRequired).waitFor()
    await dialog.getByLabel('Name').fill('Nimal Perera')
    await dialog.getByRole('button', { name: 'Send' }).click()
    await dialog.getByText(Messages.inquiryEmailRequired).waitFor()
    await dialog.getByLabel('Email').fill('nimal@example.com')
    await dialog.getByLabel('Phone').fill('+94 77 123 4567')
    await dialog.getByLabel('Message').fill('Can the Ella tour start from Kandy?')
    await dialog.getByRole('button', { name: 'Send' }).click()
    await snackbar(page, Messages.inquirySuccess).waitFor()
    expect(await dialog.isVisible()).toBe(false)

    // Opened again, the form is empty and ready.
    await page.getByRole('button', { name: 'Inquire Now' }).click()
    await dialog.waitFor()
    expect(await dialog.getByLabel('Name').inputValue()).toBe('')
    await context.close()
  })
})

describe('first paint before the JavaScript (decision 016)', () => {
  it('asks for no module before the page has painted, then hydrates without errors', async () => {
    const search = (await (await fetch(`${journey.app.baseUrl}/api/search?limit=1&tour_type=2`)).json()) as {
      data: { results: Array<{ full_seo_url: string }> }
    }
    const detailPath = search.data.results[0]!.full_seo_url
    const html = await (await fetch(`${journey.app.baseUrl}${detailPath}`)).text()
    expect(html).not.toContain('rel="modulepreload"')
    expect(html).not.toContain('type="module"')
    // Until hydration, the page's controls are disabled (HydrationGate) rather than dead.
    expect(html).toContain('<fieldset disabled="" role="none" class="contents">')

    const context = await journey.browser.newContext({ viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await page.goto(`${journey.app.baseUrl}${detailPath}`)
    await page.locator('h1').first().waitFor()

    // Hydrated: the controls are enabled and a click on a link is a client-side navigation.
    await page.waitForFunction(() => document.querySelectorAll('fieldset[disabled]').length === 0)
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]
      const modules = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/assets/') && entry.name.endsWith('.js'))
      return { paint: paint?.startTime ?? null, firstModule: Math.min(...modules.map((m) => m.startTime)) }
    })
    expect(timing.paint).not.toBeNull()
    expect(timing.firstModule).toBeGreaterThan(timing.paint!)

    await page.evaluate(() => Object.assign(window, { stillTheSameDocument: true }))
    await page.getByRole('link', { name: 'Cookie policy' }).click()
    await page.waitForURL(`${journey.app.baseUrl}/help/2`)
    expect(await page.evaluate(() => 'stillTheSameDocument' in window)).toBe(true)
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
