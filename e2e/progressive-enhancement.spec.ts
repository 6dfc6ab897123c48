import { describe, expect, it } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'
import { CartMessages } from '@serendib/domain/cart'
import { Messages } from '@serendib/domain/messages'
import { useAppAndBrowser } from './support/journey.ts'
import { newPage, newPageWithoutJavaScript, snackbar, unexpected, waitForHydration } from './support/page.ts'
import { DEMO_CUSTOMER } from './support/session.ts'

// Decision 019: links are links and forms are forms, before and without JavaScript; what needs
// the script says so, and a click made before hydration is held and replayed, not lost.
const journey = useAppAndBrowser()

interface Paged<T> {
  data: { results: { data: T[]; total: number } }
}

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${journey.app.baseUrl}${path}`)
  expect(response.status).toBe(200)
  return (await response.json()) as T
}

/** "12 tours found", "Showing 1–12 of 40 tours" or "No tours found", as a number. */
function totalIn(summary: string): number {
  if (summary === 'No tours found') return 0
  const match = /^(\d+) tours? found$/.exec(summary) ?? /of (\d+) tours?$/.exec(summary)
  if (!match) throw new Error(`no total in "${summary}"`)
  return Number(match[1])
}

/** The first day tour of the demo catalogue. */
async function dayTourUrl(): Promise<string> {
  const body = await api<{ data: { results: Array<{ full_seo_url: string }> } }>(
    '/api/search?limit=1&tour_type=2',
  )
  return body.data.results[0]!.full_seo_url
}

/** dd/MM/yyyy three weeks ahead, well inside the booking window. */
function displayDateAhead(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000)
  const dd = String(date.getUTCDate()).padStart(2, '0')
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0')
  return `${dd}/${mm}/${date.getUTCFullYear()}`
}

/** Holds every script of the site back until `release()`: the page as a slow phone has it. */
async function holdScripts(context: BrowserContext) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await context.route('**/assets/*.js', async (route) => {
    await released
    await route.continue()
  })
  return release
}

const hydrated = (page: Page) => page.locator('html[data-hydrated]').count()

describe('without JavaScript', () => {
  it('the search filters are a form: a category and a price limit give the filtered results page', async () => {
    const categories = await api<{ data: Array<{ id: number; name: string }> }>('/api/categories/get')
    // A category that narrows the catalogue without emptying it.
    const all = (await api<Paged<unknown>>('/api/search')).data.results.total
    let category: { id: number; name: string } | undefined
    for (const candidate of categories.data) {
      const total = (await api<Paged<unknown>>(`/api/search?category=${candidate.id}`)).data.results.total
      if (total > 0 && total < all) {
        category = candidate
        break
      }
    }
    if (!category) throw new Error('no category narrows the demo catalogue')

    const { context, page, problems } = await newPageWithoutJavaScript(journey, 'desktop')
    await page.goto(`${journey.app.baseUrl}/search`)
    const filters = page.getByRole('complementary', { name: 'Filters' })
    await filters.getByText('Choose categories').click()
    await filters.getByRole('checkbox', { name: category.name, exact: true }).check()
    // The highest price down by 50 steps of USD 10: USD 1,000+ (no limit) becomes USD 500.
    await filters.getByRole('slider', { name: 'Highest price' }).focus()
    for (let step = 0; step < 50; step++) await page.keyboard.press('ArrowLeft')
    await filters.getByRole('button', { name: 'Apply filters' }).click()

    await page.waitForURL((url) => url.searchParams.get('category') === String(category.id))
    const url = new URL(page.url())
    expect(url.pathname).toBe('/search')
    expect(url.searchParams.get('price_max')).toBe('500')
    await page.getByRole('heading', { level: 1, name: `All Tours on ${category.name}` }).waitFor()
    const expected = (await api<Paged<unknown>>(`/api/search?category=${category.id}&price_max=500`)).data
      .results.total
    const summary = await page
      .locator('p[aria-live="polite"]', { hasText: /tours? found|Showing/ })
      .textContent()
    expect(totalIn(summary ?? '')).toBe(expected)
    // The chosen category shows as a removable chip, and the slider keeps its value.
    await filters.getByRole('link', { name: category.name }).waitFor()
    expect(await filters.getByRole('slider', { name: 'Highest price' }).inputValue()).toBe('500')
    expect(await hydrated(page)).toBe(0)
    expect(unexpected(problems)).toEqual([])
    await context.close()
  })

  it('the header search, the view toggle and the page links work as a form and links', async () => {
    const { context, page } = await newPageWithoutJavaScript(journey, 'phone')
    await page.goto(`${journey.app.baseUrl}/about`)
    const box = page.getByLabel('Search tours and activities')
    await box.fill('tour')
    await box.press('Enter')
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('key') === 'tour')
    await page.getByText('Results for “tour”').waitFor()

    await page.getByRole('link', { name: 'List' }).click()
    await page.waitForURL((url) => url.searchParams.get('view') === 'list')
    const pages = page.getByRole('navigation', { name: 'Pages of results' })
    if ((await pages.count()) > 0) {
      await pages.getByRole('link', { name: 'Page 2' }).click()
      await page.waitForURL((url) => url.searchParams.get('page') === '2')
      expect(new URL(page.url()).searchParams.get('view')).toBe('list')
    }
    await context.close()
  })

  it('a tour page shows every tab and says where booking needs JavaScript', async () => {
    const { context, page } = await newPageWithoutJavaScript(journey, 'phone')
    await page.goto(`${journey.app.baseUrl}${await dayTourUrl()}`)
    const panel = page.locator('#booking')
    await panel.getByText('Booking needs JavaScript').waitFor()
    expect(await panel.getByRole('button', { name: 'Add to cart' }).isVisible()).toBe(false)
    // Every detail tab is readable, one after the other.
    for (const tab of ['Itinerary', 'Includes', 'Excludes', 'Conditions']) {
      expect(await page.getByRole('heading', { level: 3, name: tab, exact: true }).isVisible()).toBe(true)
    }
    await context.close()
  })
})

describe('before hydration', () => {
  it('nothing is disabled, and Add to cart clicked before the script runs adds the tour once it does', async () => {
    const { context, page, problems } = await newPage(journey, 'phone')
    const release = await holdScripts(context)
    await page.goto(`${journey.site}${await dayTourUrl()}`, { waitUntil: 'domcontentloaded' })
    // (A gallery arrow at its end is disabled on purpose, and invisible; nothing waits disabled.)
    expect(await page.locator('fieldset:disabled, #booking :disabled').count()).toBe(0)

    const panel = page.locator('#booking')
    await panel.getByLabel('Pick-up location').selectOption({ index: 1 })
    await panel.getByRole('textbox', { name: 'Pick-up date' }).fill(displayDateAhead(21))
    await panel.getByLabel(/^Adults/).selectOption('2')
    const add = panel.getByRole('button', { name: 'Add to cart' })
    await add.click()
    // Held, and shown as waiting, while the script is still on its way.
    await page.locator('#booking button[data-held]').waitFor({ state: 'attached' })
    expect(await hydrated(page)).toBe(0)

    release()
    await snackbar(page, CartMessages.itemAdded).waitFor()
    await page.getByRole('button', { name: 'Cart, 1 item' }).waitFor()
    expect(await page.locator('[data-held]').count()).toBe(0)
    const cart = await page.evaluate(() => JSON.parse(window.localStorage.getItem('serendib.cart') ?? '[]'))
    expect(cart).toHaveLength(1)
    expect(unexpected(problems)).toEqual([])
    await context.close()
  })

  it('a pick-up location and date chosen before the script runs raise no "location first" warning', async () => {
    const { context, page, problems } = await newPage(journey, 'phone')
    const release = await holdScripts(context)
    await page.goto(`${journey.site}${await dayTourUrl()}`, { waitUntil: 'domcontentloaded' })
    const panel = page.locator('#booking')
    await panel.getByLabel('Pick-up location').selectOption({ index: 1 })
    await panel.getByRole('textbox', { name: 'Pick-up date' }).fill(displayDateAhead(21))
    expect(await hydrated(page)).toBe(0)

    // Both choices are handed to React together after hydration: the date's check must see the
    // location chosen with it.
    release()
    await waitForHydration(page)
    // The warning would be shown at once, when the handed-over date reaches the panel.
    await page.waitForTimeout(1000)
    expect(await snackbar(page, Messages.pickupLocationFirst).count()).toBe(0)
    // The rule itself still holds: with no location, a new date is warned about.
    await panel.getByLabel('Pick-up location').selectOption({ index: 0 })
    await panel.getByRole('textbox', { name: 'Pick-up date' }).fill(displayDateAhead(22))
    await snackbar(page, Messages.pickupLocationFirst).waitFor()

    // The warning is about this page's fields: once fixed and on to checkout, it is gone at once
    // (it used to stay its full 5 seconds over the checkout form).
    await panel.getByLabel('Pick-up location').selectOption({ index: 1 })
    await panel.getByRole('textbox', { name: 'Pick-up date' }).fill(displayDateAhead(21))
    await panel.getByLabel(/^Adults/).selectOption('2')
    await panel.locator('[data-estimate-amount]').waitFor()
    await panel.getByRole('button', { name: 'Book Now' }).click()
    await page.waitForURL(`${journey.site}/checkout`)
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor()
    // Well inside the warning's own 5 seconds.
    await snackbar(page, Messages.pickupLocationFirst).waitFor({ state: 'detached', timeout: 1000 })
    expect(unexpected(problems)).toEqual([])
    await context.close()
  })

  it('a login typed and sent before the script runs logs in once it does', async () => {
    const { context, page, problems } = await newPage(journey, 'desktop')
    const release = await holdScripts(context)
    await page.goto(`${journey.site}/login`, { waitUntil: 'domcontentloaded' })
    // Not even the social buttons wait disabled: whether a provider is set up is not known yet.
    expect(await page.locator('button:disabled').count()).toBe(0)
    await page.getByLabel('E-mail', { exact: true }).fill(DEMO_CUSTOMER.email)
    await page.getByLabel('Password', { exact: true }).fill(DEMO_CUSTOMER.password)
    await page.getByLabel('Password', { exact: true }).press('Enter')
    await page.locator('form[data-held], form button[data-held]').first().waitFor({ state: 'attached' })
    expect(page.url()).toBe(`${journey.site}/login`)

    release()
    await page.waitForURL(`${journey.site}/account`)
    await page.getByRole('heading', { name: /^Hello / }).waitFor()
    expect(unexpected(problems)).toEqual([])
    await context.close()
  })

  it('a GET form sent before the script runs is an ordinary page load', async () => {
    const { context, page } = await newPage(journey, 'desktop')
    const release = await holdScripts(context)
    await page.goto(`${journey.site}/`, { waitUntil: 'domcontentloaded' })
    await page.getByLabel('Keyword').fill('safari')
    await page.getByLabel('Date', { exact: true }).fill(displayDateAhead(30))
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('key') === 'safari')
    await page.getByText('Results for “safari”').waitFor()
    // The typed dd/MM/yyyy date is read as the travel date.
    await page.getByText(/Travel date \d{2}\/\d{2}\/\d{4}/).waitFor()
    release()
    await waitForHydration(page)
    await context.close()
  })
})
