/**
 * Issue 29 points 1-3 in a browser. A tour leaving at 08:00 and 14:00: its supplier says on a
 * phone (390 px) that the hotel pick-up is 30 minutes before the start; a traveller books the
 * 14:00 start and is told 13:30 on the tour page, at checkout, after payment and on the booking
 * (never 07:30, never with seconds). On a phone the supplier sees start and pick-up apart on the
 * booking, opens its voucher from the booking and from the manifest (the tour's number on the
 * day on it), and checks the traveller in: the voucher is for another day, so the page names
 * that day and asks first; a second scan says when it was checked in.
 * With SUPPLIER_SCREENSHOTS=<folder> each changed page is saved at 390 and 1366 px.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { addDays, formatDisplayDate, todayInColombo } from '@serendib/domain/dates'
import { VoucherMessages, voucherDayText } from '@serendib/domain/vouchers'
import { useAppAndBrowser } from './support/journey.ts'
import { apiCall, signIn } from './support/operations.ts'
import { newPage, unexpected } from './support/page.ts'
import { payOnSandbox } from './support/sandbox.ts'
import { DEMO_CUSTOMER, DEMO_PASSWORD, fillLogin, logIn } from './support/session.ts'
import { shootBothWidths } from './support/supplier-portal.ts'
import { fillCheckoutContact } from './support/checkout-details.ts'

const journey = useAppAndBrowser()
const SUPPLIER = { email: 'bookings@lankatrails.example', password: DEMO_PASSWORD }
const DAY_NUMBER = '+94 77 900 1122'
const day = addDays(todayInColombo(), 4)

interface EditorTour {
  id: number
  status: number
  tour_type: number
  sale_type: number
  full_seo_url: string
  start_times: unknown[]
  pickup_locations: { location_id: number; pickup_time: string | null; minutes_before_start: number | null }[]
}

/** One of the demo supplier's instant day tours, now leaving at 08:00 and 14:00 every day. */
async function tourWithTwoStarts(token: string): Promise<{ tour: EditorTour; point: string }> {
  const api = <T>(method: string, url: string, body?: unknown) =>
    apiCall<T>(journey.app.baseUrl, method, url, token, body)
  const list = await api<{ data: { tours: { id: number; status: number; tour_type: number }[] } }>(
    'GET',
    '/api/supplier/tours',
  )
  for (const row of list.data.tours.filter((t) => t.status === 1 && t.tour_type === 2)) {
    const tour = (await api<{ data: EditorTour }>('GET', `/api/supplier/tours/${row.id}`)).data
    if (tour.sale_type !== 1 || tour.pickup_locations.length === 0) continue
    const every = [1, 2, 3, 4, 5, 6, 7]
    const saved = await api<{ status: string; data: EditorTour }>('PATCH', `/api/supplier/tours/${tour.id}`, {
      contact_number: DAY_NUMBER,
      start_times: [
        { time: '08:00', weekdays: every, capacity: null },
        { time: '14:00', weekdays: every, capacity: null },
      ],
      // No time yet: the supplier gives it below, in the browser.
      pickup_locations: tour.pickup_locations.map((p) => ({
        ...p,
        pickup_time: null,
        minutes_before_start: null,
      })),
    })
    expect(saved.status).toBe('success')
    const detail = await apiCall<{ data: { pickup_locations: { id: number; location_name: string }[] } }>(
      journey.app.baseUrl,
      'GET',
      `/api/activity?id=${tour.id}`,
    )
    return { tour: saved.data, point: detail.data.pickup_locations[0]!.location_name }
  }
  throw new Error('no instant day tour of the demo supplier with a pick-up point')
}

const noSeconds = async (page: Page) =>
  expect(await page.locator('main').innerText()).not.toMatch(/\b\d{2}:\d{2}:\d{2}\b/)

describe('pick-up times per start, vouchers and check-in on the day', () => {
  it('tells the 14:00 group 13:30 everywhere; the supplier opens the voucher and is asked before checking in another day', async () => {
    const supplierToken = await signIn(journey.app.baseUrl, SUPPLIER.email, SUPPLIER.password)
    const { tour, point } = await tourWithTwoStarts(supplierToken)

    // 1. The supplier, on a phone, says the pick-up is 30 minutes before the start.
    const supplier = await newPage(journey, 'phone')
    const sp = supplier.page
    await sp.goto(`${journey.site}/supplier/login`)
    await fillLogin(sp, SUPPLIER)
    await sp.waitForURL(`${journey.site}/supplier`)
    await sp.goto(`${journey.site}/supplier/tours/${tour.id}/pickup`)
    const minutes = sp.getByLabel('Minutes before the start').first()
    await minutes.fill('30')
    await sp.getByText('Pick-up 07:30 for the 08:00 start · 13:30 for the 14:00 start').waitFor()
    await sp.getByRole('status').filter({ hasText: 'All changes saved' }).waitFor({ timeout: 15_000 })
    expect(await sp.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await shootBothWidths(sp, 'pickup-editor')

    // 2. The traveller: the point says "30 min before the start", then 13:30 for the 14:00 start.
    const customer = await newPage(journey, 'desktop')
    const cp = customer.page
    await logIn(cp, journey.site, DEMO_CUSTOMER)
    await cp.goto(`${journey.site}${tour.full_seo_url}`)
    const panel = cp.locator('#booking')
    const location = panel.getByLabel('Pick-up location')
    await location.selectOption({ label: `${point} (30 min before the start)` })
    await panel.getByRole('textbox', { name: 'Pick-up date' }).fill(formatDisplayDate(day))
    // The day's starts come with the estimate, which needs the travellers.
    await panel.getByLabel(/^Adults/).selectOption('2')
    await panel.getByLabel('Start time').selectOption('14:00')
    expect(await location.locator('option:checked').textContent()).toBe(`${point} (13:30)`)
    await panel.getByText('Pick-up at 13:30 for the 14:00 start').waitFor()
    await panel.locator('[data-estimate-amount]').waitFor()
    await shootBothWidths(cp, 'pickup-tour-page')
    await panel.getByRole('button', { name: 'Book Now' }).click()
    await cp.waitForURL(`${journey.site}/checkout`)
    await cp.getByText(`Pick-up area: ${point} (13:30)`).waitFor()
    await cp
      .getByText(/, pick-up at 13:30/)
      .first()
      .waitFor()
    await noSeconds(cp)
    await fillCheckoutContact(cp, {
      first: 'Ana',
      last: 'Perera',
      email: 'ana.pickup@example.com',
      phone: '+94 77 123 4567',
    })
    await cp.getByLabel('Hotel name').fill('Galle Face Hotel')
    await cp.getByLabel('Hotel address').fill('2 Galle Road, Colombo 3')
    await shootBothWidths(cp, 'pickup-checkout')
    await cp.getByLabel('I agree to the terms and conditions').check()
    await cp.getByRole('button', { name: 'Confirm & Pay' }).click()
    await cp.waitForURL(/\/payments\/sandbox\//)
    await payOnSandbox(cp, 'Ana Perera')
    await cp.waitForURL(/\/payment\/complete\?order=/)
    await cp.locator('[data-pickup-time]', { hasText: 'pick-up at 13:30' }).waitFor()
    const reference = (await cp.locator('[data-booking-reference]').first().textContent())!.trim()
    await shootBothWidths(cp, 'pickup-payment-complete')

    const inbox = await apiCall<{ data: { data: { id: number; booking_reference: string }[] } }>(
      journey.app.baseUrl,
      'GET',
      `/api/supplier/bookings?q=${reference}`,
      supplierToken,
    )
    const bookingId = inbox.data.data.find((b) => b.booking_reference === reference)!.id
    // The traveller's booking page (ids are the same in every area).
    await cp.goto(`${journey.site}/account/booking/detail/${bookingId}`)
    // The booking loads after the page's frame (the account area renders in the browser).
    await expect
      .poll(() => cp.locator('main').innerText(), { timeout: 15_000 })
      .toMatch(/Pick-up time\s+13:30/)
    await noSeconds(cp)
    await shootBothWidths(cp, 'pickup-account-booking')

    // 3. The supplier's booking: start and pick-up apart, and its voucher one tap away.
    await sp.goto(`${journey.site}/supplier/bookings/${bookingId}`)
    const facts = sp.locator('#tour')
    await facts.getByText('Start time').waitFor()
    expect(await facts.innerText()).toMatch(/Start time\s+14:00/)
    expect(await facts.innerText()).toMatch(/Pick-up time\s+13:30/)
    await shootBothWidths(sp, 'pickup-supplier-booking')
    await sp.getByRole('link', { name: 'Voucher' }).click()
    await sp.waitForURL(`${journey.site}/voucher/${reference}`)
    const card = sp.locator('article')
    await card.getByText(DAY_NUMBER).waitFor()
    expect(await card.innerText()).toMatch(/Pick-up time\s+13:30/)
    expect(await card.innerText()).toMatch(/Start time\s+14:00/)
    await noSeconds(sp)
    await shootBothWidths(sp, 'pickup-voucher')

    // The day's manifest: the row says 13:30 and links to the voucher.
    await sp.goto(`${journey.site}/supplier/manifest?date=${day}`)
    const row = sp.locator('li', { hasText: reference })
    await row.getByText(/^13:30 · /).waitFor()
    expect(await sp.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await shootBothWidths(sp, 'pickup-manifest')
    await row.getByRole('link', { name: `Voucher ${reference}` }).click()
    await sp.waitForURL(`${journey.site}/voucher/${reference}`)
    await sp.locator('article').getByText(DAY_NUMBER).waitFor()

    // 4. Check-in on the phone: another day, so it asks; confirmed, it records; again, it says when.
    await sp.goto(`${journey.site}/supplier/check-in`)
    await sp.getByLabel('Voucher code or reference').fill(reference)
    await sp.getByRole('button', { name: 'Check in', exact: true }).click()
    await sp.getByText(VoucherMessages.otherDay(day, todayInColombo())).waitFor()
    expect(await sp.getByText(voucherDayText(day)).count()).toBeGreaterThan(0)
    await shootBothWidths(sp, 'pickup-check-in-other-day')
    const before = await apiCall<{ data: { attendance: { checked_in_at: string | null } } }>(
      journey.app.baseUrl,
      'GET',
      `/api/supplier/bookings/${bookingId}`,
      supplierToken,
    )
    expect(before.data.attendance.checked_in_at).toBeNull()
    await sp.getByRole('button', { name: 'Check in anyway' }).click()
    await sp.getByText(VoucherMessages.checkedInOtherDay(day)).waitFor()
    await sp.getByLabel('Voucher code or reference').fill(reference)
    await sp.getByRole('button', { name: 'Check in', exact: true }).click()
    await sp.getByText(/^Already checked in at \d{2}:\d{2}\.$/).waitFor()
    expect(await sp.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await shootBothWidths(sp, 'pickup-check-in-already')

    expect(unexpected(customer.problems)).toEqual([])
    expect(unexpected(supplier.problems)).toEqual([])
    await customer.context.close()
    await supplier.context.close()
  }, 240_000)
})
