/**
 * Issue 32 point 1 in a browser (decision 073). The demo supplier looks at a day tour's options on
 * a phone (390 px) and saves them; a family of 6 (2 adults, 4 children) chooses the private option
 * on the tour page and is given the van, sees "Private van (up to 8) × 1" and its price at checkout,
 * pays, and finds the option on the payment page's booking and on the voucher. A group of 11 is
 * given the van and the car (two vehicles), and the supplier's day manifest shows both, each with
 * its driver-guide (decision 074).
 * With SUPPLIER_SCREENSHOTS=<folder> each page is saved at 390 and 1366 px.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { addDays, formatDisplayDate, todayInColombo } from '@serendib/domain/dates'
import { useAppAndBrowser } from './support/journey.ts'
import { apiCall, signIn } from './support/operations.ts'
import { newPage, snackbar, unexpected } from './support/page.ts'
import { payOnSandbox } from './support/sandbox.ts'
import { DEMO_CUSTOMER, DEMO_PASSWORD, fillLogin, logIn } from './support/session.ts'
import { shootBothWidths } from './support/supplier-portal.ts'
import { fillCheckoutContact } from './support/checkout-details.ts'

const journey = useAppAndBrowser()
const SUPPLIER = { email: 'bookings@lankatrails.example', password: DEMO_PASSWORD }
const PRIVATE = 'Private vehicle with driver-guide'
const VAN = 'Private van (up to 8) × 1'
const day = addDays(todayInColombo(), 21)
const groupDay = addDays(todayInColombo(), 23)

/** The demo supplier's token and its Sigiriya day tour (two options, the private one by vehicle). */
async function sigiriya() {
  const token = await signIn(journey.app.baseUrl, SUPPLIER.email, SUPPLIER.password)
  const list = await apiCall<{ data: { tours: { id: number; title: string }[] } }>(
    journey.app.baseUrl,
    'GET',
    '/api/supplier/tours',
    token,
  )
  const tour = list.data.tours.find((t) => t.title.startsWith('Sigiriya Rock Fortress'))!
  return { token, tour }
}

/** The demo customer on the tour's page with the private option and a pick-up point chosen. */
async function privateOptionPanel(cp: Page, tourId: number) {
  const detail = await apiCall<{ data: { full_seo_url: string } }>(
    journey.app.baseUrl,
    'GET',
    `/api/activity?id=${tourId}`,
  )
  await logIn(cp, journey.site, DEMO_CUSTOMER)
  await cp.goto(`${journey.site}${detail.data.full_seo_url}`)
  const panel = cp.locator('#booking')
  await panel.getByRole('radio', { name: new RegExp(PRIVATE) }).check()
  await panel.getByLabel('Pick-up location').selectOption({ index: 1 })
  return panel
}

describe('a private day tour priced per vehicle', () => {
  it('the supplier keeps the options on a phone; a family of 6 books the private option and gets the van', async () => {
    const { tour } = await sigiriya()
    expect(tour).toBeDefined()

    // 1. The supplier's Options step on a phone: both options, the private one's three vehicles.
    const supplier = await newPage(journey, 'phone')
    const sp = supplier.page
    await sp.goto(`${journey.site}/supplier/login`)
    await fillLogin(sp, SUPPLIER)
    await sp.waitForURL(`${journey.site}/supplier`)
    await sp.goto(`${journey.site}/supplier/tours/${tour.id}/options`)
    await sp.getByLabel('Name').nth(1).waitFor()
    expect(await sp.getByLabel('Name').nth(1).inputValue()).toBe(PRIVATE)
    expect(await sp.getByRole('textbox', { name: 'Vehicle 2', exact: true }).inputValue()).toBe('Private van')
    expect(await sp.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await shootBothWidths(sp, 'options-editor')
    await sp.getByRole('button', { name: 'Save options' }).click()
    await snackbar(sp, 'Options saved').waitFor()
    expect(unexpected(supplier.problems)).toEqual([])

    // 2. The family on the tour page: the private option, 2 adults and 4 children → the van.
    const customer = await newPage(journey, 'desktop')
    const cp = customer.page
    const panel = await privateOptionPanel(cp, tour.id)
    await panel.getByRole('textbox', { name: 'Pick-up date' }).fill(formatDisplayDate(day))
    await panel.getByLabel(/^Adults/).selectOption('2')
    await panel.getByLabel(/^Children/).selectOption('4')
    await panel.locator('[data-option-label]', { hasText: VAN }).waitFor()
    expect(await panel.locator('[data-estimate-amount]').textContent()).toContain('320.00')
    await shootBothWidths(cp, 'options-tour-page')
    await panel.getByRole('button', { name: 'Book Now' }).click()
    await cp.waitForURL(`${journey.site}/checkout`)
    await cp.locator('[data-option-label]', { hasText: VAN }).first().waitFor()
    await fillCheckoutContact(cp, {
      first: 'Ana',
      last: 'Perera',
      email: 'ana.family@example.com',
      phone: '+94 77 123 4567',
    })
    await cp.getByLabel('Hotel name').fill('Hotel Sigiriya')
    await cp.getByLabel('Hotel address').fill('Sigiriya, Dambulla')
    await shootBothWidths(cp, 'options-checkout')
    await cp.getByLabel('I agree to the terms and conditions').check()
    await cp.getByRole('button', { name: 'Confirm & Pay' }).click()
    await cp.waitForURL(/\/payments\/sandbox\//)
    expect(await cp.locator('body').innerText()).toContain('320.00')
    await payOnSandbox(cp, 'Ana Perera')
    await cp.waitForURL(/\/payment\/complete\?order=/)
    const reference = (await cp.locator('[data-booking-reference]').first().textContent())!.trim()

    // 3. The voucher names the option and the van.
    await cp.goto(`${journey.site}/voucher/${reference}`)
    const card = cp.locator('article')
    await expect.poll(() => card.innerText(), { timeout: 15_000 }).toContain(`${PRIVATE}: ${VAN}`)
    await shootBothWidths(cp, 'options-voucher')
    expect(unexpected(customer.problems)).toEqual([])
  }, 180_000)

  it('a group of 11 gets the van and the car, and the manifest shows both with their driver-guides', async () => {
    const { token, tour } = await sigiriya()
    const customer = await newPage(journey, 'desktop')
    const cp = customer.page
    const panel = await privateOptionPanel(cp, tour.id)
    await panel.getByRole('textbox', { name: 'Pick-up date' }).fill(formatDisplayDate(groupDay))
    await panel.getByLabel(/^Adults/).selectOption('11')
    // The cheapest vehicles for 11: the van (8) and the car (3), 320 + 220.
    await panel.locator('[data-option-label]', { hasText: /van/i }).waitFor()
    const label = (await panel.locator('[data-option-label]').first().textContent())!
    expect(label).toMatch(/car/i)
    await panel.getByRole('button', { name: 'Book Now' }).click()
    await cp.waitForURL(`${journey.site}/checkout`)
    await fillCheckoutContact(cp, {
      first: 'Ravi',
      last: 'Silva',
      email: 'ravi.group@example.com',
      phone: '+94 77 765 4321',
    })
    await cp.getByLabel('Hotel name').fill('Hotel Sigiriya')
    await cp.getByLabel('Hotel address').fill('Sigiriya, Dambulla')
    await cp.getByLabel('I agree to the terms and conditions').check()
    await cp.getByRole('button', { name: 'Confirm & Pay' }).click()
    await cp.waitForURL(/\/payments\/sandbox\//)
    await payOnSandbox(cp, 'Ravi Silva')
    await cp.waitForURL(/\/payment\/complete\?order=/)
    const reference = (await cp.locator('[data-booking-reference]').first().textContent())!.trim()
    expect(unexpected(customer.problems)).toEqual([])

    // An on-request booking is assigned when the supplier confirms it; an instant one already was.
    const rows = await apiCall<{
      data: { data: { id: number; booking_reference: string; status: number }[] }
    }>(journey.app.baseUrl, 'GET', `/api/supplier/bookings?from=${groupDay}&to=${groupDay}`, token)
    const mine = rows.data.data.find((b) => b.booking_reference === reference)!
    expect(mine).toBeDefined()
    if (mine.status === 0)
      await apiCall(journey.app.baseUrl, 'POST', `/api/supplier/bookings/${mine.id}/confirm`, token)
    const supplier = await newPage(journey, 'phone')
    const sp = supplier.page
    await sp.goto(`${journey.site}/supplier/login`)
    await fillLogin(sp, SUPPLIER)
    await sp.waitForURL(`${journey.site}/supplier`)
    await sp.goto(`${journey.site}/supplier/manifest?date=${groupDay}`)
    const crews = sp.locator('li', { hasText: reference }).locator('[data-crews="2"]')
    await crews.waitFor()
    const lines = await crews.locator('[data-crew]').allInnerTexts()
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatch(/^Vehicle 1: Toyota KDH \(van\) · WP PH-7310 · Driver-guide: /)
    expect(lines[1]).toMatch(/^Vehicle 2: Toyota Axio \(car\) · WP CAR-4821 · Driver-guide: /)
    // Two different driver-guides, one per vehicle.
    const guides = lines.map((l) => l.split('Driver-guide: ')[1]!.split(' (')[0])
    expect(new Set(guides).size).toBe(2)
    expect(await sp.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await shootBothWidths(sp, 'options-manifest-two-vehicles')
    expect(unexpected(supplier.problems)).toEqual([])
  }, 180_000)
})
