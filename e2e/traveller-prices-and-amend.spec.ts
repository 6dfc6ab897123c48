/**
 * Issue 30 points 3 and 6: the booking panel shows each age band's price, lets 5 adults book and
 * the phone's Book Now bar shows its whole price; an amendment that changes nothing costs nothing.
 */
import { mkdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { formatUsd } from '@serendib/domain/money'
import { dealPrice } from '@serendib/domain/deal-price'
import { axeFindings } from './support/axe.ts'
import { useAppAndBrowser } from './support/journey.ts'
import { newPage, unexpected, waitForHydration } from './support/page.ts'
import { accessToken, DEMO_CUSTOMER, logIn } from './support/session.ts'

const journey = useAppAndBrowser()
const shots = '/work/shots/issue-30'

interface Detail {
  id: number
  full_seo_url: string
  pricing_basis: number
  include_children: boolean
  price: { selling_price_cents: number }
  rates: { adult_cents: number | null; child_cents: number | null }
  deals: { subscription: { deals: { discount: number } } } | null
  discount?: number | null
}

const detailOf = async (id: number) =>
  ((await (await fetch(`${journey.app.baseUrl}/api/activity?id=${id}`)).json()) as { data: Detail }).data
const discountOf = (d: Detail) => d.deals?.subscription.deals.discount || d.discount || 0

interface Booking {
  id: number
  activity_id: number
  can_amend_or_cancel: boolean
  booking_amount_cents: number
  payment_amount_cents: number
}

describe('traveller prices and amendments (issue 30 points 3 and 6)', () => {
  it('an amendment that changes nothing offers no refund at today’s deal; a change charges only itself', async () => {
    const token = await accessToken(journey.app.baseUrl, DEMO_CUSTOMER)
    const listed = (await (
      await fetch(`${journey.app.baseUrl}/api/account/my-bookings?status=upcoming`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { data: { bookings: { data: Booking[] } } }
    // A booking paid at list price whose tour runs a deal today (the booking 4).
    let booking: Booking | undefined
    let tour: Detail | undefined
    for (const b of listed.data.bookings.data.filter((x) => x.can_amend_or_cancel)) {
      const detail = await detailOf(b.activity_id)
      if (
        detail.pricing_basis === 1 &&
        discountOf(detail) > 0 &&
        b.payment_amount_cents === b.booking_amount_cents
      ) {
        ;[booking, tour] = [b, detail]
        break
      }
    }
    expect(booking, 'a demo booking whose tour has a deal today').toBeDefined()
    mkdirSync(shots, { recursive: true })
    for (const viewport of ['phone', 'desktop'] as const) {
      const width = viewport === 'phone' ? 390 : 1366
      const { context, page, problems } = await newPage(journey, viewport, { bypassCSP: true })
      await logIn(page, journey.site, DEMO_CUSTOMER)
      await page.goto(`${journey.site}/account/booking/detail/${booking!.id}`)
      await page.getByRole('button', { name: 'Amend Tour' }).click()
      const amend = page.getByRole('dialog', { name: 'Amend Tour' })
      const amount = amend.locator('[data-amend-amount]')
      const balance = amend.locator('[data-amend-balance]')
      await amount.waitFor()
      // Nothing changed: the booking's own amount, no refund (it read 'USD 240.00 refund').
      expect(await amount.textContent()).toBe(formatUsd(booking!.booking_amount_cents))
      expect(await balance.textContent()).toBe('No change')
      await page.screenshot({ path: `${shots}/amend-unchanged-${width}.png` })
      expect(await axeFindings(page, `amend dialog ${width}`)).toEqual([])

      // One more adult: only that adult is charged, at the booking's own (no) deal.
      const adults = amend.getByLabel(/^Adults/)
      const before = Number(await adults.inputValue())
      await adults.selectOption(String(before + 1))
      await expect.poll(() => balance.textContent()).toMatch(/to pay$/)
      const added = Number((await balance.textContent())!.replace(/[^\d.]/g, '')) * 100
      const newAmount = Number((await amount.textContent())!.replace(/[^\d.]/g, '')) * 100
      expect(Math.round(newAmount - booking!.booking_amount_cents)).toBe(Math.round(added))
      // The adult rate in full: the booking was paid at list price, today's deal is not its deal.
      expect(Math.round(added)).toBe(tour!.rates.adult_cents)
      expect(unexpected(problems)).toEqual([])
      await context.close()
    }
  })

  it('shows each age band’s price, books 5 adults, and the phone bar shows the whole price', async () => {
    // The demo's per-person tour with children and today's deal, the highest priced one.
    const search = (await (await fetch(`${journey.app.baseUrl}/api/search?limit=50`)).json()) as {
      data: { results: Array<{ id: number }> }
    }
    const details = await Promise.all(search.data.results.map((t) => detailOf(t.id)))
    const tour = details
      .filter((d) => d.pricing_basis === 1 && d.include_children && d.rates.child_cents && discountOf(d) > 0)
      .sort((a, b) => b.price.selling_price_cents - a.price.selling_price_cents)[0]
    expect(tour, 'a per-person demo tour with children and a deal').toBeDefined()
    const discount = discountOf(tour!)
    const adultPrice = formatUsd(dealPrice(tour!.rates.adult_cents!, discount).priceCents)
    const childPrice = formatUsd(dealPrice(tour!.rates.child_cents!, discount).priceCents)
    const fromPrice = formatUsd(dealPrice(tour!.price.selling_price_cents, discount).priceCents)

    for (const viewport of ['phone', 'desktop'] as const) {
      const width = viewport === 'phone' ? 390 : 1366
      const { context, page, problems } = await newPage(journey, viewport, { bypassCSP: true })
      await page.goto(`${journey.site}${tour!.full_seo_url}`)
      await waitForHydration(page)
      if (viewport === 'phone') {
        // The sticky bar: the whole price, clear of the Book Now button and inside the screen.
        const book = page.getByRole('link', { name: 'Book Now' })
        const price = book.locator('xpath=..').locator('p').first()
        await price.waitFor()
        expect(await price.innerText()).toContain(fromPrice)
        const [p, b] = [await price.boundingBox(), await book.boundingBox()]
        const textRight = await price.evaluate((el) => {
          const range = document.createRange()
          range.selectNodeContents(el)
          return range.getBoundingClientRect().right
        })
        expect(textRight).toBeLessThanOrEqual(b!.x)
        expect(p!.x).toBeGreaterThanOrEqual(0)
        await page.screenshot({ path: `${shots}/book-bar-${width}.png` })
      }
      const panel = page.locator('#booking')
      await panel.scrollIntoViewIfNeeded()
      expect(await panel.locator('[data-band-price="adults"]').innerText()).toBe(`${adultPrice} each`)
      expect(await panel.locator('[data-band-price="children"]').innerText()).toBe(`${childPrice} each`)
      // A group of 5 adults: offered, priced and added to the cart (the cap was 4).
      await panel.getByLabel('Pick-up location').selectOption({ index: 1 })
      const start = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10)
      const [y, m, d] = start.split('-')
      await panel.getByRole('textbox', { name: 'Pick-up date' }).fill(`${d}/${m}/${y}`)
      await panel.getByLabel(/^Adults/).selectOption('5')
      const total = panel.locator('[data-estimate-amount]')
      await total.waitFor()
      expect(await total.innerText()).toContain(
        formatUsd(dealPrice(5 * tour!.rates.adult_cents!, discount).priceCents),
      )
      await panel.screenshot({ path: `${shots}/booking-panel-${width}.png` })
      expect(await axeFindings(page, `tour page ${width}`)).toEqual([])
      expect(unexpected(problems)).toEqual([])
      await context.close()
    }
  })
})
