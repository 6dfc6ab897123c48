import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { axeViolations, describeViolations } from './support/axe.ts'
import { useAppAndBrowser } from './support/journey.ts'
import { newPage, unexpected, waitForHydration, type viewports } from './support/page.ts'
import { DEMO_CUSTOMER, logIn } from './support/session.ts'

const journey = useAppAndBrowser()

/** The app's settled state: hydrated, the browser-rendered data in, nothing still loading. */
async function settle(page: Page) {
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')
  await page
    .locator('[aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => {})
}

async function checkPage(page: Page, path: string, found: string[]) {
  await page.goto(`${journey.site}${path}`)
  await settle(page)
  const violations = await axeViolations(page)
  if (violations.length) found.push(...describeViolations(path, violations))
}

async function json<T>(path: string): Promise<T> {
  return (await (await fetch(`${journey.app.baseUrl}${path}`)).json()) as T
}

/** Paths found the way a visitor finds them: the search API and the links on the pages. */
async function publicPaths() {
  const search = await json<{ data: { results: Array<{ full_seo_url: string }> } }>(
    '/api/search?limit=1&tour_type=2',
  )
  const tour = search.data.results[0]?.full_seo_url
  const home = await (await fetch(`${journey.app.baseUrl}/`)).text()
  const location = home.match(/href="(\/[^"]+\/location\/\d+)"/)?.[1]
  const inspirations = await (await fetch(`${journey.app.baseUrl}/travel-inspiration`)).text()
  const article = inspirations.match(/href="(\/travel-inspiration\/[^"]+)"/)?.[1]
  if (!tour || !location || !article) throw new Error(`demo pages not found: ${[tour, location, article]}`)
  return { tour, location, article }
}

/** A tour in the cart (it lives in the browser's localStorage, decision 057), so the cart and checkout show one. */
async function putTourInCart(page: Page, tourPath: string) {
  await page.goto(`${journey.site}${tourPath}`)
  await waitForHydration(page)
  const panel = page.locator('#booking')
  await panel.getByLabel('Pick-up location').selectOption({ index: 1 })
  const date = new Date(Date.now() + 21 * 86_400_000)
  const display = `${String(date.getUTCDate()).padStart(2, '0')}/${String(date.getUTCMonth() + 1).padStart(2, '0')}/${date.getUTCFullYear()}`
  await panel.getByRole('textbox', { name: 'Pick-up date' }).fill(display)
  await panel.getByLabel(/^Adults/).selectOption('2')
  await panel.locator('[data-estimate-amount]').waitFor()
  await panel.getByRole('button', { name: 'Add to cart' }).click()
  await page.getByRole('button', { name: 'Cart, 1 item' }).waitFor()
}

describe('accessibility: axe-core finds nothing on the traveller pages (issue 18)', () => {
  for (const viewport of ['phone', 'desktop'] as Array<keyof typeof viewports>) {
    it(`public, cart and account pages at the ${viewport} width`, async () => {
      // The site's CSP rightly refuses the injected axe script; the check may bypass it.
      const { context, page, problems } = await newPage(journey, viewport, { bypassCSP: true })
      const { tour, location, article } = await publicPaths()
      const found: string[] = []

      for (const path of [
        '/',
        '/search',
        '/day-tours',
        tour,
        location,
        '/travel-inspiration',
        article,
        '/help',
        '/about',
        '/cart',
        '/login',
        '/account/signup',
        '/account/reset-password',
        '/no-such-page',
        // The portal's and the console's own sign-in pages and the supplier sign-up.
        '/signup',
        '/supplier/login',
        '/admin/login',
      ])
        await checkPage(page, path, found)

      // The phone's drawers and dialogs, open: the search filters and the login dialog.
      if (viewport === 'phone') {
        await page.goto(`${journey.site}/search`)
        await settle(page)
        await page.getByRole('button', { name: /^Filters/ }).click()
        await page.getByRole('dialog', { name: 'Filters' }).waitFor()
        const violations = await axeViolations(page)
        if (violations.length) found.push(...describeViolations('/search with the filters open', violations))
      }

      await putTourInCart(page, tour)
      await checkPage(page, '/cart', found)
      await checkPage(page, '/checkout', found)

      await logIn(page, journey.site, DEMO_CUSTOMER)
      for (const path of [
        '/account',
        '/account/bookings',
        '/account/reviews',
        '/account/favorites',
        '/account/deals',
        '/account/settings',
      ])
        await checkPage(page, path, found)
      await page.goto(`${journey.site}/account/bookings`)
      await page
        .getByRole('link', { name: /^View booking / })
        .first()
        .click()
      await page.waitForURL(/\/account\/booking\/detail\/\d+$/)
      await checkPage(page, new URL(page.url()).pathname, found)
      await checkPage(page, '/checkout', found)

      expect(found, `axe-core violations at the ${viewport} width:\n${found.join('\n')}`).toEqual([])
      expect(unexpected(problems, [404])).toEqual([])
      await context.close()
    }, 240_000)
  }
})
