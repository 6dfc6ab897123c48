import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { formatChargedEstimate, formatEstimate, type CurrencyCode } from '@serendib/domain/currency'
import { useAppAndBrowser } from './support/journey.ts'
import { newPage, unexpected, waitForHydration } from './support/page.ts'
import { DEMO_CUSTOMER, logIn } from './support/session.ts'

// Issue 18: the chosen currency reaches the cart, checkout and the account's booking amounts,
// always beside the USD amount that is charged.
const journey = useAppAndBrowser()
const shots = '/work/shots/helpfaq'

async function chooseCurrency(page: Page, code: CurrencyCode) {
  await page.locator('[data-currency-menu] summary').click()
  await Promise.all([
    page.waitForURL(() => true, { waitUntil: 'load' }),
    page.locator('[data-currency-menu]').getByRole('button', { name: code, exact: true }).click(),
  ])
  await page.locator('[data-currency-menu] summary', { hasText: code }).waitFor()
}

async function rateOf(code: CurrencyCode): Promise<number> {
  const body = (await (await fetch(`${journey.app.baseUrl}/api/currency-rates`)).json()) as {
    data: { rates: Array<{ code: string; units_per_usd: number }> }
  }
  return body.data.rates.find((r) => r.code === code)!.units_per_usd
}

/** "USD 1,234.50" → 123450 */
const cents = (text: string) => {
  const match = /USD ([\d,]+)\.(\d{2})/.exec(text)
  if (!match) throw new Error(`no USD amount in "${text}"`)
  return Number(match[1]!.replace(/,/g, '')) * 100 + Number(match[2])
}

async function addFirstTourToCart(page: Page) {
  await page.goto(`${journey.site}/`)
  await page.locator('a[href*="/details/"]').first().click()
  const panel = page.locator('#booking')
  await panel.waitFor()
  await waitForHydration(page)
  await panel.getByLabel('Pick-up location').selectOption({ index: 1 })
  await panel.getByRole('button', { name: 'Choose pick-up date from calendar' }).click()
  await panel.locator('[data-availability-calendar] [data-status="open"]:not([disabled])').first().click()
  await panel.getByLabel(/^Adults/).selectOption('2')
  await panel.locator('[data-estimate-amount]').waitFor()
  await panel.getByRole('button', { name: 'Add to cart' }).click()
}

describe('converted prices at checkout and in the account (issue 18)', () => {
  it('the cart and checkout show "≈ LKR … · charged USD …" under the totals, at 390 and 1366 px', async () => {
    const lkr = await rateOf('LKR')
    for (const viewport of ['phone', 'desktop'] as const) {
      const width = viewport === 'phone' ? 390 : 1366
      const { context, page, problems } = await newPage(journey, viewport)
      await page.goto(`${journey.site}/`)
      await chooseCurrency(page, 'LKR')
      await addFirstTourToCart(page)

      await page.goto(`${journey.site}/cart`)
      const cartTotal = cents(await page.locator('[data-cart-total]').innerText())
      const charged = formatChargedEstimate(cartTotal, lkr, 'LKR')
      expect(charged).toMatch(/^≈ LKR [\d,]+ · charged USD [\d,]+\.\d{2}$/)
      await page.locator('[data-charged-price]', { hasText: charged }).waitFor()

      await page.getByRole('button', { name: 'Check out' }).click()
      await page.waitForURL(/\/checkout$/)
      const summary = page.getByRole('region', { name: 'Order summary' })
      const total = cents(await summary.locator('[data-checkout-total]').innerText())
      expect(total).toBe(cartTotal)
      // The summary's line, its total, and the total beside 'Confirm & Pay'.
      // One tour in the cart: its line's amount is the total (the line may show a deal's was-price too).
      const line = summary.locator('li').first()
      expect(await line.locator('[data-local-price]').innerText()).toBe(formatEstimate(total, lkr, 'LKR'))
      expect(await summary.locator('[data-charged-price]').innerText()).toBe(charged)
      await summary.locator('[data-charged-in-usd]').waitFor()
      const form = page.getByRole('form', { name: 'Checkout' })
      expect(await form.locator('[data-charged-price]').innerText()).toBe(charged)

      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow).toBe(0)
      await page.screenshot({ path: `${shots}/checkout-lkr-${width}.png`, fullPage: true })
      await summary.screenshot({ path: `${shots}/checkout-summary-lkr-${width}.png` })
      expect(unexpected(problems)).toEqual([])
      await context.close()
    }
  })

  it('My Bookings and the booking detail show the estimate beside what was charged in USD', async () => {
    const eur = await rateOf('EUR')
    const { context, page, problems } = await newPage(journey, 'desktop')
    await logIn(page, journey.site, DEMO_CUSTOMER)
    await page.goto(`${journey.site}/account/bookings`)
    await chooseCurrency(page, 'EUR')

    const upcoming = page.getByRole('region', { name: /Upcoming Tours/ })
    const row = upcoming.locator('tr[data-booking]', { hasText: 'Confirmed' }).first()
    await row.waitFor()
    const costCell = row.locator('td:has([data-local-price])')
    const rowCents = cents(await costCell.innerText())
    expect(await costCell.locator('[data-local-price]').innerText()).toBe(
      formatEstimate(rowCents, eur, 'EUR'),
    )

    await row.getByRole('link', { name: /^View booking/ }).click()
    await page.waitForURL(/\/account\/booking\/detail\/\d+$/)
    const payment = page.getByRole('region', { name: 'Payment' })
    const paid = cents(await payment.locator('[data-paid-amount]').innerText())
    expect(paid).toBeGreaterThan(0)
    expect(await payment.locator('[data-charged-price]').innerText()).toBe(
      formatChargedEstimate(paid, eur, 'EUR'),
    )
    await page.screenshot({ path: `${shots}/booking-detail-eur-1366.png`, fullPage: true })

    // Back to USD: only USD amounts, no estimates.
    await chooseCurrency(page, 'USD')
    await payment.locator('[data-paid-amount]').waitFor()
    expect(await page.locator('[data-charged-price], [data-local-price]').count()).toBe(0)
    expect(unexpected(problems)).toEqual([])
    await context.close()
  })
})
