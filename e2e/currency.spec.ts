import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { CurrencyWords } from '@serendib/domain/currency'
import { axeFindings } from './support/axe.ts'
import { useAppAndBrowser } from './support/journey.ts'
import { newPage, newPageWithoutJavaScript, unexpected, waitForHydration } from './support/page.ts'
import { DEMO_PASSWORD } from './support/session.ts'

const journey = useAppAndBrowser()
const shots = '/work/shots/traveller-b'

async function chooseCurrency(page: Page, code: string) {
  await page.locator('[data-currency-menu] summary').click()
  await Promise.all([
    page.waitForURL(() => true, { waitUntil: 'load' }),
    page.locator('[data-currency-menu]').getByRole('button', { name: code, exact: true }).click(),
  ])
  await page.locator('[data-currency-menu] summary', { hasText: code }).waitFor()
}

/** "From USD 60.00 USD 51.00" → 5100: the last USD amount, the price after any deal. */
const usdCents = (text: string) =>
  Math.round(Number([...text.matchAll(/USD ([\d,.]+)/g)].at(-1)![1]!.replace(/,/g, '')) * 100)

describe("prices in the traveller's currency (issue 18)", () => {
  it('the header choice converts prices on cards, the tour page and the cart, charged in USD', async () => {
    for (const viewport of ['phone', 'desktop'] as const) {
      const width = viewport === 'phone' ? 390 : 1366
      const { context, page, problems } = await newPage(journey, viewport)
      await page.goto(`${journey.site}/`)
      await waitForHydration(page)
      await chooseCurrency(page, 'EUR')
      const card = page.locator('[data-card-price]').first()
      await card.locator('[data-local-price]').waitFor()
      const rates = (await (await fetch(`${journey.app.baseUrl}/api/currency-rates`)).json()) as {
        data: { rates: Array<{ code: string; units_per_usd: number }> }
      }
      const eur = rates.data.rates.find((r) => r.code === 'EUR')!.units_per_usd
      const cardText = await card.innerText()
      const shown = Number(/EUR ([\d,.]+)/.exec(cardText)![1]!.replace(/,/g, ''))
      const expected = (usdCents(cardText.split('≈')[0]!) / 100) * eur
      expect(Math.abs(shown - expected)).toBeLessThanOrEqual(0.5)
      await page.screenshot({ path: `${shots}/currency-home-${width}.png` })

      // The choice is remembered: another page, rendered by the server, shows it too.
      await page.locator('a[href*="/details/"]').first().click()
      await page.locator('[data-price-tag] [data-local-price]').waitFor()
      const panel = page.locator('#booking')
      await waitForHydration(page)
      await panel.getByLabel('Pick-up location').selectOption({ index: 1 })
      await panel.getByRole('button', { name: 'Choose pick-up date from calendar' }).click()
      await panel.locator('[data-availability-calendar] [data-status="open"]:not([disabled])').first().click()
      await panel.getByLabel(/^Adults/).selectOption('2')
      await panel.locator('[data-estimate-amount]').waitFor()
      await panel.locator('[data-charged-in-usd]', { hasText: CurrencyWords.chargedInUsd }).waitFor()
      await panel.getByRole('button', { name: 'Add to cart' }).click()
      await page.goto(`${journey.site}/cart`)
      await waitForHydration(page)
      await page.locator('[data-cart-total]').waitFor()
      expect(await page.locator('[data-charged-in-usd]').innerText()).toBe(CurrencyWords.chargedInUsd)
      expect(await page.locator('[data-cart-total]').innerText()).toMatch(/^USD /)
      await page.screenshot({ path: `${shots}/currency-cart-${width}.png` })
      expect(unexpected(problems)).toEqual([])
      await context.close()
    }
  })

  it('works without JavaScript: the form posts, the cookie is set, the page comes back converted', async () => {
    const { context, page } = await newPageWithoutJavaScript(journey, 'phone')
    await page.goto(`${journey.site}/search?key=`)
    await page.locator('[data-currency-menu] summary').click()
    await page.locator('[data-currency-menu]').getByRole('button', { name: 'LKR', exact: true }).click()
    await page.waitForURL(/\/search/)
    await page.locator('[data-local-price]', { hasText: 'LKR' }).first().waitFor()
    expect((await context.cookies()).find((c) => c.name === 'currency')?.value).toBe('LKR')
    await context.close()
  })

  it('an admin changes a rate on the admin screen and travellers see it', async () => {
    // bypassCSP: axe is injected into the page (e2e/support/axe.ts).
    const { context, page } = await newPage(journey, 'desktop', { bypassCSP: true })
    await page.goto(`${journey.site}/admin/currency-rates`)
    await page.waitForURL(/\/admin\/login/)
    await page.getByLabel('E-mail').fill('admin@serendib.lk')
    await page.getByLabel('Password').fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL(/\/admin\/currency-rates/)
    const row = page.locator('[data-rate-row="GBP"]')
    await row.getByLabel('GBP per 1 USD').fill('2')
    await row.getByLabel('Rate date').fill('2026-11-20')
    await row.getByRole('button', { name: 'Save' }).click()
    // Issue 29: 2 GBP per USD is far from the rate it replaces: said, then kept on confirmation.
    await row.getByRole('alert').filter({ hasText: 'Check the rate, then confirm to save it' }).waitFor()
    // The warning, the rate histories (headings and table) pass axe, contrast included.
    expect(await axeFindings(page, 'currency rates, warning')).toEqual([])
    await row.getByRole('button', { name: 'Save 2 GBP per USD anyway' }).click()
    await row.getByRole('status').filter({ hasText: 'Rate saved' }).waitFor()
    expect(await axeFindings(page, 'currency rates, saved')).toEqual([])
    await row.getByLabel('GBP per 1 USD').fill('0')
    await row.getByRole('button', { name: 'Save' }).click()
    await row.getByRole('alert').filter({ hasText: 'Enter a rate above 0' }).waitFor()
    await page.screenshot({ path: `${shots}/admin-currency-rates-1366.png` })
    await page.goto(`${journey.site}/`)
    // As in the first test: the menu is opened once the page is live. Clicked before hydration on
    // a loaded machine, the GBP button was not reached in 30 s (twice in full-file runs).
    await waitForHydration(page)
    await chooseCurrency(page, 'GBP')
    const cardText = await page.locator('[data-card-price]').first().innerText()
    const usd = usdCents(cardText.split('≈')[0]!) / 100
    expect(cardText).toContain(`GBP ${usd * 2 >= 100 ? Math.round(usd * 2) : (usd * 2).toFixed(2)}`)
    await context.close()
  })
})
