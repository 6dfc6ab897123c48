import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { formatUsd } from '@serendib/domain/money'
import { useAppAndBrowser } from './support/journey.ts'
import { newPage, unexpected, viewports } from './support/page.ts'
import { accessToken, DEMO_CUSTOMER, DEMO_PASSWORD, fillLogin } from './support/session.ts'
import { signUpSupplier } from './support/supplier-api.ts'

/**
 * Issue 29 point 4 in a browser, on a phone: a booking travelling next month shows on the
 * supplier's earnings without typing ?month= (it was invisible), with net booked, payable and
 * paid; a supplier without bookings reads that it has none instead of a page of zeros.
 */
const journey = useAppAndBrowser({ CAPTCHA_COST: '1' })
const SUPPLIER = { email: 'bookings@lankatrails.example', password: DEMO_PASSWORD }
/** SUPPLIER_SCREENSHOTS=/folder: the earnings page at 390 and 1366 px. */
const shots = process.env.SUPPLIER_SCREENSHOTS

async function shoot(page: Page, name: string) {
  if (!shots) return
  for (const [label, size] of [
    ['1366', viewports.desktop],
    ['390', viewports.phone],
  ] as const) {
    await page.setViewportSize(size)
    await page.waitForTimeout(200)
    await page.screenshot({ path: `${shots}/${name}-${label}.png`, fullPage: true })
  }
}

/** The 15th of the month after this one (Asia/Colombo), yyyy-MM-dd. */
function nextMonthDay(): string {
  const today = new Date(Date.now() + 5.5 * 3600_000)
  const next = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 15))
  return next.toISOString().slice(0, 10)
}

/** The demo customer books Lanka Trails' first tour for `day` and pays in the sandbox. */
async function bookAndPay(day: string): Promise<{ reference: string; cents: number }> {
  const base = journey.app.baseUrl
  const token = await accessToken(base, DEMO_CUSTOMER)
  const tour = (
    (await (await fetch(`${base}/api/activity?id=1`)).json()) as {
      data: { supplier_name: string; pickup_locations: { id: number }[] }
    }
  ).data
  expect(tour.supplier_name).toBe('Lanka Trails (Pvt) Ltd')
  const lead = {
    firstname: 'Ayesha',
    lastname: 'Silva',
    email: 'ayesha@example.com',
    phone: '+94 77 555 0101',
  }
  const checkout = await fetch(`${base}/api/booking/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      url: journey.site,
      booking: [
        {
          start_date: day,
          activity_id: 1,
          location_id: tour.pickup_locations[0]!.id,
          num_adults: 2,
          num_children: 0,
          num_infants: 0,
          pickup_location: 'hotel',
          hotel_name: 'Galle Face Hotel',
          hotel_address: '2 Galle Road, Colombo 3',
          contact_firstname: lead.firstname,
          contact_lastname: lead.lastname,
          contact_email: lead.email,
          contact_phone: lead.phone,
          travellers: [
            { ...lead, lead_traveller: 1 },
            { firstname: 'Dilan', lastname: 'Silva', email: '', phone: '', lead_traveller: 0 },
          ],
        },
      ],
    }),
  })
  expect(checkout.status).toBe(200)
  const order = (await checkout.json()) as {
    data: { payment_link: string; bookings: { booking_reference: string; amount_cents: number }[] }
  }
  const paid = await fetch(`${base}${new URL(order.data.payment_link).pathname}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      name: 'Ayesha Silva',
      number: '4242 4242 4242 4242',
      expiry: '12/39',
      cvc: '123',
    }),
    redirect: 'manual',
  })
  expect(paid.status).toBe(303)
  const [booking] = order.data.bookings
  return { reference: booking!.booking_reference, cents: booking!.amount_cents }
}

const monthName = (day: string) =>
  new Date(`${day.slice(0, 7)}-01T00:00:00Z`).toLocaleDateString('en-GB', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })

describe('supplier earnings: upcoming months and totals (issue 29)', () => {
  it('shows a booking travelling next month on a phone, without ?month=, with net booked, payable and paid', async () => {
    const day = nextMonthDay()
    const { reference, cents } = await bookAndPay(day)
    const net = cents - Math.round((cents * 1500) / 10_000)

    const { context, page, problems } = await newPage(journey, 'phone')
    await page.goto(`${journey.site}/supplier/login`)
    await fillLogin(page, SUPPLIER)
    await page.waitForURL(`${journey.site}/supplier`)
    await page
      .getByRole('navigation', { name: 'Supplier sections' })
      .getByRole('link', { name: 'Earnings' })
      .click()
    await page.getByRole('heading', { name: 'Earnings', level: 1 }).waitFor()
    const totals = page.getByRole('region', { name: 'Your net earnings' })
    for (const name of ['Booked', 'Payable', 'Paid']) await totals.getByText(name, { exact: true }).waitFor()
    // The booked total counts next month's booking.
    const booked = await totals.locator('div', { hasText: 'Booked' }).locator('dd').first().textContent()
    expect(Number((booked ?? '').replace(/[^\d.]/g, ''))).toBeGreaterThanOrEqual(net / 100)

    // Next month is listed among the upcoming months, with the booking's net in its figures.
    const upcoming = page
      .locator('div', { has: page.getByRole('heading', { name: 'Upcoming months' }) })
      .last()
    const month = upcoming.getByRole('listitem').filter({ hasText: monthName(day) })
    await month.getByText('Upcoming', { exact: true }).waitFor()
    await page
      .getByRole('img', { name: /Gross per travel month/ })
      .locator('canvas')
      .first()
      .waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await shoot(page, 'earnings-upcoming')

    // The month opens its bookings: the one just paid, with its net.
    await month.getByRole('link', { name: monthName(day) }).click()
    const row = page.locator('#bookings li', { hasText: reference })
    await row.getByText(`net ${formatUsd(net)}`).waitFor()
    expect(unexpected(problems)).toEqual([])
    await context.close()
  })

  it('tells a supplier without bookings that it has none, instead of a page of zeros', async () => {
    const fresh = await signUpSupplier(journey.app.baseUrl, 'Knuckles Trail Guides')
    const { context, page, problems } = await newPage(journey, 'phone')
    await page.goto(`${journey.site}/supplier/login`)
    await fillLogin(page, { email: fresh.email, password: fresh.password })
    await page.waitForURL(`${journey.site}/supplier`)
    await page.goto(`${journey.site}/supplier/earnings`)
    await page.getByText('No paid bookings travel in these months yet').waitFor()
    expect(await page.getByRole('img', { name: /Gross per travel month/ }).count()).toBe(0)
    await page.getByRole('region', { name: 'Your net earnings' }).getByText('USD 0.00').first().waitFor()
    await shoot(page, 'earnings-empty')
    expect(unexpected(problems)).toEqual([])
    await context.close()
  })
})
