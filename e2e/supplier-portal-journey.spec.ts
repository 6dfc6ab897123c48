import { describe, expect, it } from 'vitest'
import { dateInWords } from '@serendib/domain/date-in-words'
import { AreaMessages } from '@serendib/domain/messages/areas'
import { SupplierProfileMessages } from '@serendib/domain/supplier-profile'
import { useAppAndBrowser } from './support/journey.ts'
import { newPage, snackbar, unexpected } from './support/page.ts'
import { DEMO_CUSTOMER, DEMO_PASSWORD, fillLogin } from './support/session.ts'
import { bookSecondStartAndPay } from './support/supplier-journey-visitor.ts'
import { BOOKED_DAY, createRoundTour, fillDayTour, shootCalendar } from './support/supplier-tour-forms.ts'
import {
  approveSupplier,
  approveTour,
  picture,
  scriptsOf,
  shootBothWidths,
} from './support/supplier-portal.ts'

// A captcha cost of 1 makes the sign-up widget's proof of work instant (it still runs for real).
const journey = useAppAndBrowser({ CAPTCHA_COST: '1' })
const PASSWORD = 'Lanka!trip2026'
const tourIdIn = (url: string) => Number(/\/supplier\/tours\/(\d+)/.exec(url)?.[1])

describe('supplier portal: sign up, sign in, profile, dashboard, tour editor', () => {
  it('a new supplier signs up, fills its profile, prepares tours while pending, is approved, submits a day and a round tour; a visitor books and pays the second start; the calendar shows the seat', async () => {
    const visitor = await newPage(journey, 'phone')
    const homeScripts = scriptsOf(visitor.page)
    await visitor.page.goto(`${journey.site}/`)
    await visitor.page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'))
    await visitor.page.waitForTimeout(1500)

    const { context, page, problems } = await newPage(journey, 'phone')
    const portalScripts = scriptsOf(page)
    const email = `rambles.${Date.now()}@example.com`
    await page.goto(`${journey.site}/signup`)
    await page.locator('altcha-widget').waitFor()
    await page.getByLabel('First name').fill('Kamal')
    await page.getByLabel('Last name').fill('Silva')
    await page.getByLabel('E-mail', { exact: true }).fill(email)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByLabel('Confirm password').fill(PASSWORD)
    await page.locator('altcha-widget [data-state="verified"]').waitFor({ timeout: 30_000 })
    await page.getByRole('button', { name: 'Create account' }).click()
    await page.waitForURL(`${journey.site}/signup/complete`)

    // The thank-you page's button leads to the portal's own sign-in.
    await page.getByRole('main').getByRole('link', { name: 'Supplier login' }).click()
    await page.waitForURL(`${journey.site}/supplier/login`)
    await page.getByRole('heading', { name: 'Supplier login' }).waitFor()
    await fillLogin(page, { email, password: PASSWORD })
    await page.waitForURL(`${journey.site}/supplier`)
    const status = page.getByRole('region', { name: 'Account status' })
    await status.getByText('Pending', { exact: true }).waitFor()
    await status.getByRole('link', { name: 'Business address' }).waitFor()
    await shootBothWidths(page, 'dashboard-pending')

    // The profile: a wrong NIC gets the domain's message on its field; fixed, everything saves.
    await status.getByRole('link', { name: 'Business address' }).click()
    await page.waitForURL(/\/supplier\/profile/)
    await page.getByLabel('Business name').fill('Ceylon Rambles')
    await page.getByLabel('Business address').fill('12 Temple Road, Kandy')
    await page.getByLabel('Business mobile').fill('+94 77 123 4567')
    await page.getByLabel('Contact NIC').fill('12345')
    await page.getByLabel('Contact mobile phone').fill('+94 71 765 4321')
    await page.getByLabel('Bank name').fill('Commercial Bank of Ceylon')
    await page.getByLabel('Account holder').fill('Ceylon Rambles (Pvt) Ltd')
    await page.getByLabel('Account number').fill('8001 2345 6789')
    await page.getByRole('checkbox', { name: 'Tea Country' }).check()
    await page.getByRole('button', { name: 'Save profile' }).click()
    await page.getByText(SupplierProfileMessages.nic).waitFor()
    expect(await page.getByLabel('Contact NIC').getAttribute('aria-invalid')).toBe('true')
    await page.getByLabel('Contact NIC').fill('851234567V')
    await page
      .locator('input[type=file]')
      .first()
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await picture() })
    await page.getByRole('img', { name: 'Business logo' }).waitFor()
    await page.getByRole('button', { name: 'Save profile' }).click()
    await snackbar(page, SupplierProfileMessages.saved).waitFor()
    await shootBothWidths(page, 'profile')

    // Back on the dashboard only the e-mail confirmation is left.
    await page
      .getByRole('navigation', { name: 'Supplier sections' })
      .getByRole('link', { name: 'Dashboard' })
      .click()
    await status.getByText('Confirm your e-mail address', { exact: true }).waitFor()
    expect(await status.getByRole('link').count()).toBe(0)

    // A tour can be prepared while pending; it autosaves; submitting waits for approval.
    await page.getByRole('link', { name: 'Go to your tours' }).click()
    await page.getByText('Your account is waiting for approval').waitFor()
    await page.getByRole('button', { name: 'New tour' }).click()
    await page.waitForURL(/\/supplier\/tours\/\d+\/basics/)
    await page.getByLabel('Title', { exact: true }).fill('Sigiriya sunrise climb')
    await page.getByRole('status').filter({ hasText: 'All changes saved' }).waitFor({ timeout: 15_000 })
    await page.getByRole('heading', { name: 'Sigiriya sunrise climb' }).waitFor()
    expect(await page.getByRole('button', { name: 'Submit for review' }).isDisabled()).toBe(true)
    await page.getByRole('link', { name: 'All tours' }).click()
    await page.getByRole('link', { name: 'Sigiriya sunrise climb', exact: true }).waitFor()

    // Approved through the admin API: the dashboard says so.
    await approveSupplier(journey, email)
    await page.goto(`${journey.site}/supplier`)
    await status.getByText('Approved', { exact: true }).waitFor()

    // Approved, the supplier completes the draft step by step (every step shot at both widths)
    // and submits it for review; then a round tour from scratch, submitted too.
    await page.getByRole('link', { name: 'Go to your tours' }).click()
    await page.getByRole('link', { name: 'Sigiriya sunrise climb', exact: true }).click()
    await fillDayTour(page)
    await page.getByRole('button', { name: 'Submit for review' }).click()
    await snackbar(page, 'Your tour was sent for review').waitFor()
    await page.getByRole('button', { name: 'Waiting for review' }).waitFor()
    const tourId = tourIdIn(page.url())
    await createRoundTour(page)
    await page.getByRole('button', { name: 'Submit for review' }).click()
    await snackbar(page, 'Your tour was sent for review').waitFor()
    await page.getByRole('button', { name: 'Waiting for review' }).waitFor()
    const roundId = tourIdIn(page.url())

    // The admin approves both through the API; the round tour is found in search too.
    await approveTour(journey, tourId)
    await approveTour(journey, roundId)
    await bookSecondStartAndPay(journey, tourId)

    // The supplier's calendar (editor step 7) shows the seat taken on that date and start.
    await page.goto(`${journey.site}/supplier/tours/${tourId}/availability`)
    const calendar = page.getByRole('region', { name: /^Calendar/ })
    // The calendar opens on this month in Colombo (UTC+5:30).
    if (BOOKED_DAY.slice(0, 7) !== new Date(Date.now() + 19_800_000).toISOString().slice(0, 7))
      await calendar.getByRole('button', { name: 'Next →' }).click()
    // Days are named in words ("Sunday 1 November 2026: 1 booked, …"), with the visible number.
    await calendar.getByRole('button', { name: `${dateInWords(BOOKED_DAY)}: 1 booked`, exact: false }).click()
    await calendar
      .getByText(/09:30 · 1 booked/)
      .first()
      .waitFor()
    await calendar
      .getByText(/05:00 · 0 booked/)
      .first()
      .waitFor()
    await shootCalendar(page)

    // A customer is refused on the supplier sign-in; a supplier on /login lands in the portal.
    const other = await newPage(journey, 'desktop')
    await other.page.goto(`${journey.site}/supplier/login`)
    await fillLogin(other.page, DEMO_CUSTOMER)
    await other.page.getByRole('alert').filter({ hasText: AreaMessages.suppliersOnly }).waitFor()
    await other.page.goto(`${journey.site}/login`)
    await fillLogin(other.page, { email: 'bookings@lankatrails.example', password: DEMO_PASSWORD })
    await other.page.waitForURL(`${journey.site}/supplier`)

    // None of the portal's code reached the traveller's home page.
    const portalOnly = [...portalScripts].filter((name) => !homeScripts.has(name))
    expect(portalOnly.some((name) => name.startsWith('supplier-shell'))).toBe(true)
    const leaks: string[] = []
    for (const name of homeScripts) {
      const body = await (await fetch(`${journey.app.baseUrl}/assets/${name}`)).text()
      for (const marker of ['Supplier sections', 'What happens next', 'Before you can submit'])
        if (body.includes(marker)) leaks.push(`${name}: ${marker}`)
    }
    expect(homeScripts.size).toBeGreaterThan(3)
    expect(leaks).toEqual([])

    // The PDF renamed .jpg is refused with 422 on purpose.
    expect(unexpected(problems, [422])).toEqual([])
    expect(unexpected(visitor.problems)).toEqual([])
    expect(unexpected(other.problems, [403])).toEqual([])
    await other.context.close()
    await visitor.context.close()
    await context.close()
  }, 300_000)
})
