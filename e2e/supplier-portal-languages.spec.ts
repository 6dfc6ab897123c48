import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { SupplierBookingsPage } from '@serendib/domain/api/supplier-bookings'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import { axeFindings } from './support/axe.ts'
import { useAppAndBrowser } from './support/journey.ts'
import { apiCall } from './support/operations.ts'
import { newPage, unexpected } from './support/page.ts'
import { accessToken, DEMO_PASSWORD, fillLogin } from './support/session.ts'

/**
 * Issue 31 / decision 078: a supplier uses the portal in Sinhala and Tamil on a 390 px phone.
 * The language menu moves to /si/supplier/… and saves the choice on the account; the dashboard,
 * the bookings, a booking and the check-in speak Sinhala; the manifest (screen and print) Tamil.
 * axe finds nothing on those pages and no page is wider than the phone (Tamil words are long).
 * SUPPLIER_SCREENSHOTS=<folder> keeps a picture of each page at 390 and 1366 px.
 */
const journey = useAppAndBrowser()
const SUPPLIER = { email: 'bookings@lankatrails.example', password: DEMO_PASSWORD }
const shots = process.env.SUPPLIER_SCREENSHOTS
const SINHALA = /[\u0D80-\u0DFF]/
const TAMIL = /[\u0B80-\u0BFF]/

async function checkPage(page: Page, where: string) {
  expect(await axeFindings(page, where)).toEqual([])
  const [scrollWidth, clientWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ])
  expect(scrollWidth, `${where}: wider than the screen`).toBeLessThanOrEqual(clientWidth)
  if (shots) {
    await page.screenshot({ path: `${shots}/${where}-390.png`, fullPage: true })
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.screenshot({ path: `${shots}/${where}-1366.png`, fullPage: true })
    await page.setViewportSize({ width: 390, height: 844 })
  }
}

/** A confirmed booking of the demo supplier from tomorrow on, nobody checked in yet. */
async function upcomingBooking(token: string) {
  const page = await apiCall<{ data: SupplierBookingsPage }>(
    journey.app.baseUrl,
    'GET',
    `/api/supplier/bookings?status=1&from=${addDays(todayInColombo(), 1)}`,
    token,
  )
  const row = page.data.data.find((b) => b.status === 1)
  expect(row, 'a confirmed upcoming booking in the demo').toBeTruthy()
  return row!
}

const savedLanguage = async (token: string) =>
  (await apiCall<{ data: { locale: string } }>(journey.app.baseUrl, 'GET', '/api/supplier/language', token))
    .data.locale

describe('the supplier portal in Sinhala and Tamil (decision 078)', () => {
  it('switches to Sinhala, shows the dashboard and bookings, opens a booking and checks a guest in', async () => {
    const token = await accessToken(journey.app.baseUrl, SUPPLIER)
    const booking = await upcomingBooking(token)
    const { page, problems } = await newPage(journey, 'phone', { bypassCSP: true })
    const site = journey.site

    await page.goto(`${site}/supplier/login`)
    await fillLogin(page, SUPPLIER)
    await page.waitForURL(`${site}/supplier`)
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'සිංහල' }).click()
    await page.waitForURL(`${site}/si/supplier`)
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('si')
    await page.getByRole('heading', { name: /^ආයුබෝවන්, / }).waitFor()
    await page.getByRole('heading', { name: 'අද වැඩ' }).waitFor()
    await page.getByRole('heading', { name: 'ගිණුමේ තත්ත්වය' }).waitFor()
    expect(await page.title()).toBe('මුල් පිටුව · Serendib සැපයුම්කරුවන්')
    await expect.poll(() => savedLanguage(token)).toBe('si')
    await checkPage(page, 'si-dashboard')

    const sections = page.getByRole('navigation', { name: 'සැපයුම්කරු කොටස්' })
    await sections.getByRole('link', { name: 'වෙන්කිරීම්' }).click()
    await page.waitForURL(`${site}/si/supplier/bookings`)
    await page.getByRole('heading', { name: 'වෙන්කිරීම්', level: 1 }).waitFor()
    await page.getByText(/^වෙන්කිරීම් \d+$/).waitFor()
    await page.getByText('පෙරහන් සහ පිළිවෙළ').waitFor()
    await checkPage(page, 'si-bookings')

    await page.goto(`${site}/si/supplier/bookings?q=${booking.booking_reference}`)
    await page.getByRole('link', { name: `වෙන්කිරීම ${booking.booking_reference}` }).click()
    await page.waitForURL(`${site}/si/supplier/bookings/${booking.id}`)
    await page.getByRole('heading', { name: `වෙන්කිරීම ${booking.booking_reference}` }).waitFor()
    await page.getByText('පැමිණීම සටහන් කර නැත').waitFor()
    const facts = await page.locator('#tour').innerText()
    expect(facts).toContain('දිනය')
    expect(facts).toMatch(SINHALA)
    await checkPage(page, 'si-booking')

    await sections.getByRole('link', { name: 'පැමිණීම' }).click()
    await page.waitForURL(`${site}/si/supplier/check-in`)
    await page.getByLabel('වවුචර කේතය හෝ යොමු අංකය').fill(booking.booking_reference)
    await page.getByRole('button', { name: 'පැමිණීම සටහන් කරන්න' }).click()
    // The booking is for a later day: the portal asks first, in Sinhala, and records nothing yet.
    const outcome = page.locator('[data-check-in-outcome]')
    await page.locator('[data-check-in-outcome="other_day"]').waitFor()
    expect(await outcome.innerText()).toContain('කෙසේ හෝ සටහන් කරන්නද?')
    await page.getByRole('button', { name: 'කෙසේ හෝ සටහන් කරන්න' }).click()
    await page.locator('[data-check-in-outcome="checked_in"]').waitFor()
    expect(await outcome.innerText()).toMatch(/^පැමිණීම සටහන් විය, වෙන්කිරීම .+ සඳහා වුවද\./)
    await checkPage(page, 'si-check-in')

    await page.goto(`${site}/si/supplier/bookings/${booking.id}`)
    await page.getByText(/ පැමිණීම සටහන් විය$/).waitFor()

    expect(unexpected(problems)).toEqual([])

    // Signed out and in again from the English login page: the portal opens in Sinhala. (A
    // request still on its way when the session ends may be refused: 401.)
    await page.getByRole('button', { name: 'ඉවත් වන්න' }).click()
    await page.waitForURL(`${site}/si/supplier/login`)
    await page.getByRole('heading', { name: 'සැපයුම්කරු පිවිසුම' }).waitFor()
    await checkPage(page, 'si-login')
    await page.goto(`${site}/supplier/login`)
    await fillLogin(page, SUPPLIER)
    await page.waitForURL(`${site}/si/supplier`)
    expect(unexpected(problems, [401])).toEqual([])
    await page.context().close()
  })

  it('shows the day manifest in Tamil, on screen and printed', async () => {
    const token = await accessToken(journey.app.baseUrl, SUPPLIER)
    const booking = await upcomingBooking(token)
    const { page, problems } = await newPage(journey, 'phone', { bypassCSP: true })
    const site = journey.site

    await page.goto(`${site}/ta/supplier/login`)
    await page.getByRole('heading', { name: 'வழங்குநர் உள்நுழைவு' }).waitFor()
    await page.getByLabel('மின்னஞ்சல்', { exact: true }).fill(SUPPLIER.email)
    await page.getByLabel('கடவுச்சொல்', { exact: true }).fill(SUPPLIER.password)
    await page.getByRole('button', { name: 'உள்நுழை' }).click()
    await page.waitForURL(`${site}/ta/supplier`)
    expect(await page.getAttribute('html', 'lang')).toBe('ta')

    await page
      .getByRole('navigation', { name: 'வழங்குநர் பகுதிகள்' })
      .getByRole('link', { name: 'பயணிகள் பட்டியல்' })
      .click()
    await page.waitForURL(`${site}/ta/supplier/manifest`)
    await page.goto(`${site}/ta/supplier/manifest?date=${booking.start_date}`)
    await page.getByRole('heading', { name: 'நாள் பயணிகள் பட்டியல்', level: 1 }).waitFor()
    const sheet = page.locator('section', { hasText: booking.booking_reference })
    await sheet.waitFor()
    const text = await sheet.innerText()
    expect(text).toMatch(TAMIL)
    expect(text).toMatch(/பயணிகள் \d+/)
    expect(text).toMatch(/பெரியவர்/)
    expect(text).not.toMatch(/\btravellers\b|\badults?\b|Not checked in/)
    await checkPage(page, 'ta-manifest')

    await page.emulateMedia({ media: 'print' })
    const heading = sheet.locator('[data-print-heading]')
    expect(await heading.isVisible()).toBe(true)
    expect(await heading.innerText()).toMatch(/^நாள் பயணிகள் பட்டியல் · .+ · .*[\u0B80-\u0BFF]/)
    if (shots) await page.pdf({ path: `${shots}/ta-manifest-print.pdf`, format: 'A4' }).catch(() => undefined)
    await page.emulateMedia({ media: 'screen' })
    expect(unexpected(problems)).toEqual([])
    await page.context().close()
  })
})
