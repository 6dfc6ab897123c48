import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { StaffMessages } from '@serendib/domain/staff'
import { VoucherMessages } from '@serendib/domain/vouchers'
import { axeFindings } from './support/axe.ts'
import { useAppAndBrowser } from './support/journey.ts'
import { newPage, snackbar, unexpected } from './support/page.ts'
import { DEMO_PASSWORD, fillLogin } from './support/session.ts'
import { shootBothWidths } from './support/supplier-portal.ts'

const journey = useAppAndBrowser()
const GUIDE = { email: 'guide@lankatrails.example', password: DEMO_PASSWORD }
const SUPPLIER = { email: 'bookings@lankatrails.example', password: DEMO_PASSWORD }
const TRIP = 'SB500001'

describe('staff: a guide on a phone (decision 074)', () => {
  it("the demo guide signs in, sees today's trip with who drives whom, checks a guest in, and cannot open earnings", async () => {
    const { page, problems } = await newPage(journey, 'phone')
    await page.goto(`${journey.site}/supplier/login`)
    await fillLogin(page, GUIDE)
    // A guide lands on the trip sheet of today, not on the supplier's dashboard.
    await page.waitForURL(/\/supplier\/manifest\?date=\d{4}-\d{2}-\d{2}$/)
    const nav = page.getByRole('navigation', { name: 'Supplier sections' })
    await nav.getByRole('link', { name: 'My trips' }).waitFor()
    expect(await nav.getByRole('link').allTextContents()).toEqual(['My trips', 'Check-in'])

    const trip = page.getByRole('listitem').filter({ hasText: TRIP })
    await trip.waitFor()
    await trip.getByText('Sophie Martin').waitFor()
    await trip.getByText('Driver-guide: Kamal Perera').waitFor()
    await trip.getByText(/Vehicle: Toyota KDH \(van\) · WP PH-7310/).waitFor()
    await trip.getByRole('link', { name: '+33 6 12 34 56 78' }).waitFor()
    // No money anywhere on the sheet.
    expect(await page.locator('main').innerText()).not.toMatch(/\$|USD|price|earning/i)
    await shootBothWidths(page, 'guide-trip-sheet')

    await trip.getByRole('button', { name: `Check in ${TRIP}` }).click()
    await snackbar(page, VoucherMessages.checkedIn).waitFor()
    await page
      .getByRole('listitem')
      .filter({ hasText: TRIP })
      .getByText(/^Checked in \d{2}:\d{2}$/)
      .waitFor()

    // The language menu works for staff too (decision 078): the same trip sheet under /si. The
    // saved language is the supplier's own, so a guide's choice asks nothing of the server (no 403).
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'සිංහල' }).click()
    await page.waitForURL(/\/si\/supplier\/manifest\?date=\d{4}-\d{2}-\d{2}$/)
    const siNav = page.getByRole('navigation', { name: 'සැපයුම්කරු කොටස්' })
    await siNav.getByRole('link', { name: 'පැමිණීම' }).waitFor()
    expect(await siNav.getByRole('link').allTextContents()).toEqual(['මගේ ගමන්', 'පැමිණීම'])
    await page
      .getByRole('listitem')
      .filter({ hasText: TRIP })
      // Who drives whom in the page's language too (the vehicle and driver-guide line, decision 074).
      .getByText('රියැදුරු-මඟපෙන්වන්නා: Kamal Perera')
      .waitFor()
    expect(unexpected(problems)).toEqual([])

    // Earnings: no tab, and the address typed by hand is refused by the server.
    await page.goto(`${journey.site}/supplier/earnings`)
    await page.getByRole('alert').filter({ hasText: StaffMessages.staffOnlyForSupplier }).waitFor()
    expect(await page.locator('main').innerText()).not.toMatch(/\$\s?\d/)
    expect(unexpected(problems, [403])).toEqual([])
  })

  it('the supplier sees its vehicles, driver-guides and guide on Team, and the booking page shows who drives', async () => {
    const { page, problems } = await newPage(journey, 'phone', { bypassCSP: true })
    await page.goto(`${journey.site}/supplier/login`)
    await fillLogin(page, SUPPLIER)
    await page.waitForURL(`${journey.site}/supplier`)
    await page
      .getByRole('navigation', { name: 'Supplier sections' })
      .getByRole('link', { name: 'Team' })
      .click()
    await page.waitForURL(/\/supplier\/team$/)
    const vehicles = page.getByRole('region', { name: 'Vehicles' })
    for (const name of ['Toyota Axio (car)', 'Toyota KDH (van)', 'Yutong coach'])
      await vehicles.getByText(name).waitFor()
    const guides = page.getByRole('region', { name: 'Driver-guides' })
    for (const name of ['Kamal Perera', 'Nirosha Fernando'])
      await guides.getByText(name, { exact: true }).waitFor()
    await page
      .getByRole('region', { name: 'Staff' })
      .getByText('guide@lankatrails.example', { exact: false })
      .waitFor()
    // A phone camera's photo of the van: uploaded when chosen, shown on its card.
    const van = vehicles.getByRole('listitem').filter({ hasText: 'Toyota KDH (van)' })
    await van.getByLabel('Add a photo: Toyota KDH (van)').setInputFiles({
      name: 'IMG_2041.jpg',
      mimeType: 'image/jpeg',
      buffer: await sharp({
        create: { width: 1600, height: 1200, channels: 3, background: { r: 30, g: 110, b: 160 } },
      })
        .jpeg()
        .toBuffer(),
    })
    await van.getByRole('img', { name: 'Photo of Toyota KDH (van)' }).waitFor()
    await van.getByRole('button', { name: 'Remove photo: Toyota KDH (van)' }).waitFor()
    // Each photo control's name starts with the words it shows (axe label-content-name-mismatch).
    expect(await axeFindings(page, 'team 390')).toEqual([])
    await shootBothWidths(page, 'supplier-team')
    // Team exists in the portal's other languages too (routes.ts, supplierPortal), in their words.
    await page.goto(`${journey.site}/ta/supplier/team`)
    await page.getByRole('region', { name: 'வாகனங்கள்' }).getByText('Yutong coach').waitFor()
    await page.getByRole('region', { name: 'பணியாளர்கள்' }).waitFor()

    await page.goto(`${journey.site}/supplier/bookings`)
    await page.getByRole('link', { name: TRIP }).click()
    const panel = page.getByRole('region', { name: 'Vehicle and driver-guide' })
    await panel.waitFor()
    await expect.poll(() => panel.getByLabel('Vehicle').inputValue()).not.toBe('')
    expect(await panel.getByLabel('Vehicle').locator('option:checked').textContent()).toContain(
      'Toyota KDH (van)',
    )
    expect(await panel.getByLabel('Driver-guide').locator('option:checked').textContent()).toContain(
      'Kamal Perera',
    )
    await shootBothWidths(page, 'booking-resources')
    expect(unexpected(problems)).toEqual([])
  })
})
