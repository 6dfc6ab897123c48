import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { CheckoutMessages } from '@serendib/domain/checkout'
import { axeFindings } from './support/axe.ts'
import { useAppAndBrowser } from './support/journey.ts'
import { newPage, unexpected, waitForHydration } from './support/page.ts'
import { payOnSandbox } from './support/sandbox.ts'
import { DEMO_CUSTOMER, logIn } from './support/session.ts'

const journey = useAppAndBrowser()
const shots = process.env.SHOTS_DIR ?? path.resolve(import.meta.dirname, 'screenshots')

/** The demo's round tour with a 20 % deposit, balance 14 days before travel (decision 075). */
async function depositTour(): Promise<string> {
  const response = await fetch(`${journey.app.baseUrl}/api/search?limit=50&tour_type=1`)
  const body = (await response.json()) as {
    data: { results: Array<{ full_seo_url: string }> | { data: Array<{ full_seo_url: string }> } }
  }
  const results = Array.isArray(body.data.results) ? body.data.results : body.data.results.data
  const tour = results.find((t) => t.full_seo_url.includes('/grand-tour-sri-lanka-12-days/'))
  if (!tour) throw new Error('no deposit tour in the demo catalogue')
  return tour.full_seo_url
}

/** dd/MM/yyyy `days` ahead. */
function displayDateAhead(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000)
  return `${String(date.getUTCDate()).padStart(2, '0')}/${String(date.getUTCMonth() + 1).padStart(2, '0')}/${date.getUTCFullYear()}`
}

const balanceRow = (page: Page) => page.locator('[data-balance-due]:visible').first()

describe('payment plans (decision 075): a deposit today, the balance by its link', () => {
  it('books with a deposit, sees the balance due on My Bookings, pays it by the link', async () => {
    const { context, page, problems } = await newPage(journey, 'desktop', { bypassCSP: true })
    mkdirSync(shots, { recursive: true })
    await logIn(page, journey.site, DEMO_CUSTOMER)
    await page.waitForURL(`${journey.site}/account`)

    await page.goto(`${journey.site}${await depositTour()}`)
    await waitForHydration(page)
    const panel = page.locator('#booking')
    await panel.getByLabel('Pick-up location').selectOption({ index: 1 })
    await panel.getByRole('textbox', { name: 'Pick-up date' }).fill(displayDateAhead(45))
    await panel.getByLabel(/^Adults/).selectOption('1')
    const plan = panel.locator('[data-estimate-plan]')
    await plan.waitFor()
    expect(await plan.textContent()).toMatch(
      /Pay today USD [\d,.]+, balance USD [\d,.]+ due by \d{2}\/\d{2}\/\d{4}/,
    )
    const amounts = /Pay today (USD [\d,.]+), balance (USD [\d,.]+)/.exec((await plan.textContent()) ?? '')
    const today = amounts?.[1] ?? 'no amount today'
    const balance = amounts?.[2] ?? 'no balance'
    await panel.getByRole('button', { name: 'Book Now' }).click()
    await page.waitForURL(`${journey.site}/checkout`)

    // Checkout says what is paid today and what later.
    await page.locator('[data-checkout-due-today]').waitFor()
    expect(await page.locator('[data-checkout-due-today]').textContent()).toContain(today)
    expect(await page.locator('[data-item-balance]').first().textContent()).toContain(balance)
    expect(await page.locator('[data-confirm-due-today]').textContent()).toContain(today)
    await page.getByLabel('Hotel name').fill('Jetwing Lighthouse')
    await page.getByLabel('Hotel address').fill('Dadella, Galle')
    await page.screenshot({ path: path.join(shots, 'payment-plan-checkout-1366.png'), fullPage: true })
    await page.getByLabel(CheckoutMessages.consentLabel).check()
    await page.getByRole('button', { name: 'Confirm & Pay' }).click()
    await page.waitForURL(/\/payments\/sandbox\//)
    // The provider is asked for today's amount only.
    expect(await page.locator('[data-total]').textContent()).toBe(today)
    await payOnSandbox(page, 'Alex Morgan')
    await page.waitForURL(/\/payment\/complete\?order=/)
    const reference = (await page.locator('[data-booking-reference]').first().textContent())?.trim() ?? ''

    // My Bookings: the balance, its due date and the link that pays it, at 390 and 1366 px.
    for (const viewport of ['phone', 'desktop'] as const) {
      const view =
        viewport === 'phone' ? await newPage(journey, 'phone', { bypassCSP: true }) : { page, context: null }
      if (view.context) await logIn(view.page, journey.site, DEMO_CUSTOMER)
      await view.page.goto(`${journey.site}/account/bookings`)
      const item = view.page.locator(`[data-booking="${reference}"]:visible`)
      await item.waitFor()
      expect(await item.locator('[data-balance-due]').innerText()).toMatch(
        new RegExp(`Balance ${balance.replace(/[.$]/g, '\\$&')}\\s+due by \\d{2}/\\d{2}/\\d{4}`),
      )
      // the table keeps its width: the booking's View link is on screen, not scrolled off
      const box = await item.getByRole('link', { name: /View/ }).boundingBox()
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport === 'phone' ? 390 : 1366)
      await view.page.screenshot({
        path: path.join(shots, `payment-plan-my-bookings-${viewport === 'phone' ? 390 : 1366}.png`),
        fullPage: true,
      })
      expect(await axeFindings(view.page, `my bookings with a balance ${viewport}`)).toEqual([])
      await view.context?.close()
    }

    // Pay the balance by the link: the sandbox asks for the balance, then the booking shows it paid.
    await page
      .locator(`[data-booking="${reference}"]:visible`)
      .getByRole('link', { name: 'Pay the balance' })
      .click()
    await page.waitForURL(/\/payments\/sandbox\//)
    expect(await page.locator('[data-total]').textContent()).toBe(balance)
    await payOnSandbox(page, 'Alex Morgan')
    await page.waitForURL(/\/account\/booking\/detail\/\d+$/)
    await page.locator('[data-paid-amount]').waitFor()
    expect(await balanceRow(page).count()).toBe(0)
    await page.goto(`${journey.site}/account/bookings`)
    await page.locator(`[data-booking="${reference}"]:visible`).waitFor()
    expect(await page.locator(`[data-booking="${reference}"]:visible [data-balance-due]`).count()).toBe(0)

    expect(unexpected(problems)).toEqual([])
    await context.close()
    // Two pages, two card payments and axe at two widths: long on a loaded machine.
  }, 240_000)
})
