import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { dealPrice, youSaveText } from '@serendib/domain/deal-price'
import { formatUsd } from '@serendib/domain/money'
import { useAppAndBrowser } from './support/journey.ts'
import { newPage, snackbar, unexpected, viewports, waitForHydration } from './support/page.ts'

const journey = useAppAndBrowser()
const screenshotDir = path.resolve(fileURLToPath(import.meta.url), '../screenshots')

interface Card {
  id: number
  full_seo_url: string
  discount: number | null
  price: { selling_price_cents: number }
}

/** A per-person tour with a running deal, as the deals search lists it. */
async function dealTour(): Promise<Card> {
  const response = await fetch(`${journey.app.baseUrl}/api/search?deals=1&limit=20`)
  const body = (await response.json()) as { data: { results: Card[] | { data: Card[] } } }
  const results = Array.isArray(body.data.results) ? body.data.results : body.data.results.data
  const tour = results.find((card) => card.discount && card.full_seo_url.includes('/details/'))
  if (!tour) throw new Error('no tour with a deal in the demo catalogue')
  return tour
}

async function shots(page: Page, name: string) {
  mkdirSync(screenshotDir, { recursive: true })
  for (const viewport of [viewports.phone, viewports.desktop]) {
    await page.setViewportSize(viewport)
    await page.waitForTimeout(150)
    await page.screenshot({ path: path.join(screenshotDir, `${name}-${viewport.width}.png`), fullPage: true })
  }
}

function displayDateAhead(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000)
  const dd = String(date.getUTCDate()).padStart(2, '0')
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0')
  return `${dd}/${mm}/${date.getUTCFullYear()}`
}

describe('deals: the discounted price everywhere, the old one struck through', () => {
  for (const viewport of ['phone', 'desktop'] as const) {
    it(`cards and the tour page show the deal's "from" price (${viewport})`, async () => {
      const tour = await dealTour()
      const price = dealPrice(tour.price.selling_price_cents, tour.discount)
      expect(price.savingCents).toBeGreaterThan(0)
      const { context, page, problems } = await newPage(journey, viewport)

      await page.goto(`${journey.site}/search?deals=1`)
      const card = page.locator('article', { has: page.locator(`a[href="${tour.full_seo_url}"]`) }).first()
      const cardPrice = card.locator('[data-card-price]')
      expect(await cardPrice.locator('s').innerText()).toContain(formatUsd(price.listCents))
      expect(await cardPrice.innerText()).toMatch(
        new RegExp(`From\\s+(Was\\s+)?${formatUsd(price.listCents)}\\s+${formatUsd(price.priceCents)}`),
      )

      await page.goto(`${journey.site}${tour.full_seo_url}`)
      const tag = page.locator('#booking [data-price-tag], [data-price-tag]').first()
      await tag.waitFor()
      expect(await tag.locator('s').innerText()).toContain(formatUsd(price.listCents))
      expect(await tag.innerText()).toContain(formatUsd(price.priceCents))
      expect(unexpected(problems)).toEqual([])
      await context.close()
    })
  }

  it('the booking panel, cart and checkout say "You save"', async () => {
    const tour = await dealTour()
    const price = dealPrice(tour.price.selling_price_cents, tour.discount)
    const { context, page, problems } = await newPage(journey, 'desktop')
    await page.goto(`${journey.site}${tour.full_seo_url}`)
    await waitForHydration(page)
    const panel = page.locator('#booking')
    await panel.getByLabel('Pick-up location').selectOption({ index: 1 })
    await panel.getByRole('textbox', { name: 'Pick-up date' }).fill(displayDateAhead(21))
    await panel.getByLabel(/^Adults/).selectOption('1')
    await panel.locator('[data-estimate-amount]').waitFor()
    // One adult: the estimate is the card's "from" price, with the same saving.
    expect(await panel.locator('[data-estimate-amount]').innerText()).toBe(formatUsd(price.priceCents))
    expect(await panel.locator('[data-you-save]').innerText()).toBe(youSaveText(price.savingCents))
    await shots(page, 'deal-tour-page')

    await page.setViewportSize(viewports.desktop)
    await panel.getByRole('button', { name: 'Add to cart' }).click()
    await snackbar(page, 'added')
      .or(page.getByRole('button', { name: 'Cart, 1 item' }))
      .first()
      .waitFor()
    await page.goto(`${journey.site}/cart`)
    const saving = page.locator('main [data-you-save]').first()
    await saving.waitFor()
    expect(await saving.innerText()).toBe(youSaveText(price.savingCents))
    await shots(page, 'deal-cart')

    await page.goto(`${journey.site}/checkout`)
    const summary = page.getByRole('region', { name: 'Order summary' })
    await summary.locator('[data-you-save]').first().waitFor()
    expect(await summary.locator('[data-you-save]').first().innerText()).toBe(youSaveText(price.savingCents))
    expect(await summary.locator('s').first().innerText()).toContain(formatUsd(price.listCents))
    await shots(page, 'deal-checkout')
    expect(unexpected(problems)).toEqual([])
    await context.close()
  })
})
