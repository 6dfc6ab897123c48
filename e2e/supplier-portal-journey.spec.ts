import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { AreaMessages } from '@serendib/domain/messages'
import { SupplierProfileMessages } from '@serendib/domain/supplier-profile'
import { useAppAndBrowser } from './support/journey.ts'
import { newPage, snackbar, unexpected } from './support/page.ts'
import { DEMO_CUSTOMER, DEMO_PASSWORD, fillLogin } from './support/session.ts'

// A captcha cost of 1 makes the sign-up widget's proof of work instant (it still runs for real).
const journey = useAppAndBrowser({ CAPTCHA_COST: '1' })
const shots = process.env.SUPPLIER_SCREENSHOTS
const PASSWORD = 'Lanka!trip2026'
/** The logo the supplier uploads (the server checks it and re-encodes it to WebP). */
const logo = () =>
  sharp({ create: { width: 300, height: 300, channels: 3, background: { r: 15, g: 118, b: 110 } } })
    .png()
    .toBuffer()

function scriptsOf(page: Page): Set<string> {
  const names = new Set<string>()
  page.on('request', (request) => {
    if (request.resourceType() === 'script') names.add(new URL(request.url()).pathname.split('/').pop() ?? '')
  })
  return names
}

async function apiToken(email: string, password: string): Promise<string> {
  const config = (await (await fetch(`${journey.app.baseUrl}/api/auth/config`)).json()) as Record<
    string,
    string
  >
  const response = await fetch(`${journey.app.baseUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...config, grant_type: 'password', username: email, password }),
  })
  return ((await response.json()) as { access_token: string }).access_token
}

/** yyyy-MM-dd some days ahead (date inputs take this form). */
function isoDateAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
}

/** The admin approves a submitted tour through the API (issue 13's review route). */
async function approveTour(id: number) {
  const token = await apiToken('admin@serendib.lk', DEMO_PASSWORD)
  const approved = await fetch(`${journey.app.baseUrl}/api/admin/tours/${id}/approve`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{}',
  })
  expect(approved.status).toBe(200)
}

/** The admin approves the supplier through the API (the console's screen is another issue's). */
async function approveSupplier(email: string) {
  const token = await apiToken('admin@serendib.lk', DEMO_PASSWORD)
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
  const list = await fetch(`${journey.app.baseUrl}/api/admin/suppliers?approval=pending&q=${email}`, {
    headers,
  })
  const { data } = (await list.json()) as { data: { data: { id: number }[] } }
  const approved = await fetch(`${journey.app.baseUrl}/api/admin/suppliers/${data.data[0]!.id}/approve`, {
    method: 'POST',
    headers,
    body: '{}',
  })
  expect(approved.status).toBe(200)
}

describe('supplier portal: sign up, sign in, profile, dashboard, tour editor', () => {
  it('a new supplier signs up, fills its profile, prepares a tour while pending, is approved, completes and submits it', async () => {
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
    if (shots) await page.screenshot({ path: `${shots}/dashboard-pending-390.png`, fullPage: true })

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
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await logo() })
    await page.getByRole('img', { name: 'Business logo' }).waitFor()
    await page.getByRole('button', { name: 'Save profile' }).click()
    await snackbar(page, SupplierProfileMessages.saved).waitFor()
    if (shots) await page.screenshot({ path: `${shots}/profile-390.png`, fullPage: true })

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
    await approveSupplier(email)
    await page.goto(`${journey.site}/supplier`)
    await status.getByText('Approved', { exact: true }).waitFor()

    // Approved, the supplier completes the draft step by step and submits it for review.
    await page.getByRole('link', { name: 'Go to your tours' }).click()
    await page.getByRole('link', { name: 'Sigiriya sunrise climb', exact: true }).click()
    const saved = page.getByRole('status').filter({ hasText: 'All changes saved' })
    const step = async (name: RegExp) => {
      await saved.waitFor({ timeout: 15_000 })
      await page.getByRole('navigation', { name: 'Editor steps' }).getByRole('link', { name }).click()
    }
    await page.getByRole('checkbox', { name: 'Tea Country' }).check()
    await page
      .getByLabel('Overview')
      .fill('Climb Pidurangala in the dark and watch the sun rise over Sigiriya.')
    await page
      .getByRole('group', { name: 'Start locations' })
      .getByRole('checkbox', { name: 'Dambulla', exact: true })
      .check()
    await step(/Itinerary/)
    await page.getByRole('button', { name: 'Add an item' }).click()
    await page.getByLabel('Time and title').fill('04:30 Pick-up at your hotel')
    await page.getByLabel('Summary').fill('Our guide meets you with torches and water.')
    await step(/Photos/)
    await page.locator('input[type=file]').setInputFiles([
      { name: 'rock.png', mimeType: 'image/png', buffer: await logo() },
      { name: 'view.png', mimeType: 'image/png', buffer: await logo() },
    ])
    await page.getByText('Cover', { exact: true }).waitFor()
    expect(await page.getByRole('button', { name: 'Make cover' }).count()).toBe(1)
    await step(/Travellers/)
    await page.getByLabel('Adult rate').fill('45')
    await page.getByLabel('Child rate').fill('20')
    // A high season over the booking date: its rates are copied from the base rates.
    await page.getByRole('button', { name: 'Add a price period' }).click()
    const periods = page.getByRole('group', { name: 'Seasonal price periods' })
    await periods.getByLabel('Name').fill('High season')
    await periods.getByLabel('From').fill(isoDateAhead(14))
    await periods.getByLabel('To').fill(isoDateAhead(40))
    await step(/Pick-up/)
    await page.getByRole('button', { name: 'Add a pick-up point' }).click()
    await page.getByLabel('Pick-up point').selectOption({ label: 'Bandaranaike International Airport (CMB)' })
    await page.getByLabel('Pick-up time').fill('04:30')
    await step(/Availability/)
    // Two start times (the visitor books the second) and a blackout date.
    await page.getByRole('button', { name: 'Add a start time' }).click()
    await page.getByRole('button', { name: 'Add a start time' }).click()
    const starts = page.getByRole('group', { name: 'Start times' })
    await starts.getByLabel('Time', { exact: true }).nth(0).fill('05:00')
    await starts.getByLabel('Time', { exact: true }).nth(1).fill('09:30')
    await page.getByRole('button', { name: 'Add a blackout date' }).click()
    await page.getByRole('group', { name: 'Blackout dates' }).getByLabel('Date').fill(isoDateAhead(22))
    await step(/SEO/)
    await page.getByRole('button', { name: /^Use “sigiriya-sunrise-climb/ }).click()
    await saved.waitFor({ timeout: 15_000 })
    if (shots) await page.screenshot({ path: `${shots}/editor-seo-390.png`, fullPage: true })
    await page.getByRole('button', { name: 'Submit for review' }).click()
    await snackbar(page, 'Your tour was sent for review').waitFor()
    await page.getByRole('button', { name: 'Waiting for review' }).waitFor()
    const tourId = Number(/\/supplier\/tours\/(\d+)/.exec(page.url())?.[1])

    // The admin approves the tour through the API; a visitor then finds it in search.
    await approveTour(tourId)
    const traveller = await newPage(journey, 'desktop')
    await traveller.page.goto(`${journey.site}/search?key=Sigiriya%20sunrise%20climb`)
    await traveller.page.getByRole('link', { name: 'Sigiriya sunrise climb' }).first().click()
    await traveller.page.getByRole('heading', { name: 'Sigiriya sunrise climb' }).first().waitFor()
    // The server offers both start times of the booking date (the panel's pick-up point).
    const pickUp = await traveller.page
      .locator('#booking')
      .getByLabel('Pick-up location')
      .locator('option')
      .nth(1)
      .getAttribute('value')
    const quote = await fetch(`${journey.app.baseUrl}/api/activity/cost`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ aid: tourId, pul: pickUp, pud: isoDateAhead(21), na: 1, nc: 0, ni: 0 }),
    })
    expect(await quote.json()).toMatchObject({
      available_times: [{ time: '05:00' }, { time: '09:30' }],
    })
    // The blackout date is refused.
    const closedDay = await fetch(`${journey.app.baseUrl}/api/activity/cost`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ aid: tourId, pul: pickUp, pud: isoDateAhead(22), na: 1, nc: 0, ni: 0 }),
    })
    expect(closedDay.status).toBe(422)
    // In the booking panel the day's starts appear once it is priced; the visitor takes the
    // second, and without one the panel asks for it before anything reaches the cart.
    const panel = traveller.page.locator('#booking')
    await traveller.page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'))
    await panel.getByLabel('Pick-up location').selectOption({ index: 1 })
    await panel
      .getByRole('textbox', { name: 'Pick-up date' })
      .fill(isoDateAhead(21).split('-').reverse().join('/'))
    await panel.getByLabel(/^Adults/).selectOption('1')
    const start = panel.getByLabel('Start time')
    await start.waitFor()
    expect(await start.locator('option').allInnerTexts()).toEqual([
      'Choose a start time',
      expect.stringMatching(/^05:00/),
      expect.stringMatching(/^09:30/),
    ])
    await panel.getByRole('button', { name: 'Add to cart' }).click()
    await snackbar(traveller.page, 'Please select a start time').waitFor()
    await start.selectOption('09:30')
    await panel.locator('[data-estimate-amount]').waitFor()
    await panel.getByRole('button', { name: 'Add to cart' }).click()
    await snackbar(traveller.page, 'Item added to your cart').waitFor()
    const cart = await traveller.page.evaluate(() => sessionStorage.getItem('serendib.cart'))
    expect(JSON.parse(cart ?? '[]')).toMatchObject([{ start_time: '09:30' }])
    await traveller.context.close()

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

    expect(unexpected(problems)).toEqual([])
    expect(unexpected(visitor.problems)).toEqual([])
    expect(unexpected(other.problems, [403])).toEqual([])
    await other.context.close()
    await visitor.context.close()
    await context.close()
  })
})
