import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import pino from 'pino'
import { chromium, type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '@serendib/db/client'
import { openTestDatabase } from '@serendib/db/testing'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import { formatUsd } from '@serendib/domain/money'
import { PayoutMessages } from '@serendib/domain/payouts'
import { SupplierBookingMessages } from '@serendib/domain/supplier-bookings'
import { VoucherMessages } from '@serendib/domain/vouchers'
import { loadConfig } from '../apps/server/src/config.ts'
import { rejectOverdueRequests } from '../apps/server/src/jobs/response-deadline.ts'
import { paymentProviders } from '../apps/server/src/services/payments/payment-provider.ts'
import { startSmtp } from '../apps/server/src/testing/smtp-inbox.ts'
import { startApp, type RunningApp } from './support/app-server.ts'
import { chromiumFlags, chromiumPath, launchBrowser } from './support/browser.ts'
import { writeQrVideo } from './support/fake-camera.ts'
import { apiCall, bookAndPayOn, signIn, waitForMail } from './support/operations.ts'
import { newPage, snackbar, unexpected, viewports } from './support/page.ts'
import { DEMO_CUSTOMER, DEMO_PASSWORD, fillLogin, logIn } from './support/session.ts'

/**
 * Issue 14's "Done means", in a browser: an on-request tour booked and paid, confirmed by its
 * supplier in the inbox, the customer's booking Confirmed and the voucher mail (real SMTP) with
 * its PDF, the day's manifest printed, the traveller checked in by the voucher's QR through the
 * camera (Chromium's fake camera playing a video of the QR), the booking's net in the earnings;
 * and a second request left alone, rejected and refunded by the response-deadline job. The app
 * runs on a fresh PostgreSQL database so this test can run that job itself.
 */
const TOUR = 'Wilpattu National Park Safari Day from Negombo'
const SUPPLIER = { email: 'safari@ceylonwild.example', password: DEMO_PASSWORD }
const shots = process.env.SUPPLIER_SCREENSHOTS
// Two days ahead: a request for tomorrow is already past its response deadline (24 h before the start).
const travelDay = addDays(todayInColombo(), 2)

let smtp: Awaited<ReturnType<typeof startSmtp>>
let database: Database
let app: RunningApp
let browser: Browser
let site: string

beforeAll(async () => {
  smtp = await startSmtp()
  database = await openTestDatabase('pg')
  const url = (database.client as { options: { connectionString: string } }).options.connectionString
  app = await startApp({ DATABASE_URL: url, SMTP_URL: smtp.url })
  site = app.baseUrl.replace('//127.0.0.1:', '//localhost:')
  browser = await launchBrowser()
}, 240_000)

afterAll(async () => {
  await browser?.close()
  await app?.stop()
  await database?.close()
  await smtp?.close()
})

const api = <T>(method: string, url: string, token?: string, body?: unknown) =>
  apiCall<T>(app.baseUrl, method, url, token, body)
const apiToken = (email: string, password: string) => signIn(app.baseUrl, email, password)
const mailTo = (to: string[], subject: RegExp) => waitForMail(smtp.received, to, subject)
const bookAndPay = (page: Page, tourUrl: string, day: string, email: string) =>
  bookAndPayOn(page, site, tourUrl, day, email)

interface Row {
  id: number
  booking_reference: string
  status: number
}

describe('supplier operations: request, confirmation, voucher, manifest, check-in, earnings', () => {
  it('runs a request from booking to check-in, and rejects the unanswered one at its deadline', async () => {
    const search = await api<{ data: { results: { title: string; full_seo_url: string }[] } }>(
      'GET',
      `/api/search?limit=50&tour_type=2&keyword=${encodeURIComponent('Wilpattu')}`,
    )
    const tour = search.data.results.find((t) => t.title === TOUR)
    expect(tour, 'the demo on-request day tour').toBeTruthy()

    // 1. The customer books the on-request tour and pays with the sandbox card. The traveller's
    // pages download none of the portal's chart, QR reader or payout code.
    const customer = await newPage(journeyLike(), 'desktop')
    const scripts = new Set<string>()
    customer.page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.add(new URL(r.url()).pathname.split('/').pop() ?? '')
    })
    await logIn(customer.page, site, DEMO_CUSTOMER)
    const contact = `ana.${Date.now()}@example.com`
    const reference = await bookAndPay(customer.page, tour!.full_seo_url, travelDay, contact)
    expect(scripts.size).toBeGreaterThan(3)
    expect([...scripts].filter((name) => /^(months-chart|uPlot|jsQR|payouts|earnings)/.test(name))).toEqual(
      [],
    )
    const supplierToken = await apiToken(SUPPLIER.email, SUPPLIER.password)
    const inbox = await api<{ data: { data: Row[] } }>(
      'GET',
      `/api/supplier/bookings?q=${reference}`,
      supplierToken,
    )
    const booking = inbox.data.data.find((b) => b.booking_reference === reference)!
    expect(booking.status).toBe(0)

    // 2. The supplier answers the request in the inbox.
    const supplier = await newPage(journeyLike(), 'desktop')
    await supplier.page.goto(`${site}/supplier/login`)
    await fillLogin(supplier.page, SUPPLIER)
    await supplier.page.waitForURL(`${site}/supplier`)
    await supplier.page
      .getByRole('navigation', { name: 'Supplier sections' })
      .getByRole('link', { name: 'Bookings' })
      .click()
    await supplier.page.getByRole('link', { name: reference }).click()
    await supplier.page.getByRole('button', { name: 'Confirm', exact: true }).click()
    await snackbar(supplier.page, SupplierBookingMessages.confirmed).waitFor()

    // 3. The customer sees it Confirmed, and the voucher mail arrives with its PDF.
    await customer.page.goto(`${site}/account/booking/detail/${booking.id}`)
    await customer.page.getByText('Confirmed', { exact: true }).first().waitFor()
    const mail = await mailTo([contact, DEMO_CUSTOMER.email], new RegExp(`Booking ${reference} confirmed`))
    expect(mail.raw).toMatch(new RegExp(`filename="?voucher-${reference}\\.pdf`))
    const pdf = /Content-Type: application\/pdf[\s\S]*?\r\n\r\n([A-Za-z0-9+/=\r\n]+)/.exec(mail.raw)?.[1]
    expect(Buffer.from(pdf!.replace(/\s/g, ''), 'base64').subarray(0, 5).toString()).toBe('%PDF-')

    // 4. The supplier opens the day's manifest and prints it.
    await supplier.page.goto(`${site}/supplier/manifest?date=${travelDay}`)
    await supplier.page.getByText(reference).first().waitFor()
    await supplier.page.emulateMedia({ media: 'print' })
    expect(await supplier.page.getByRole('navigation', { name: 'Supplier sections' }).isVisible()).toBe(false)
    if (shots) await supplier.page.screenshot({ path: `${shots}/manifest-print.png`, fullPage: true })
    await supplier.page.emulateMedia({ media: 'screen' })

    // 5. Check-in: the phone's camera (Chromium's fake camera) sees the voucher's QR.
    const voucher = await api<{ data: { token: string } }>('GET', `/api/voucher/${reference}`, supplierToken)
    const video = path.join(mkdtempSync(path.join(tmpdir(), 'serendib-camera-')), 'voucher-qr.y4m')
    writeQrVideo(video, voucher.data.token)
    const phone = await chromium.launch({
      executablePath: chromiumPath,
      args: [
        ...chromiumFlags,
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    })
    try {
      const context = await phone.newContext({ viewport: viewports.phone, permissions: ['camera'] })
      const page = await context.newPage()
      const problems: string[] = []
      page.on('pageerror', (error) => problems.push(error.message))
      await page.goto(`${site}/supplier/login`)
      await fillLogin(page, SUPPLIER)
      await page.waitForURL(`${site}/supplier`)
      if (shots) await page.screenshot({ path: `${shots}/portal-nav-390.png` })
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
      await page
        .getByRole('navigation', { name: 'Supplier sections' })
        .getByRole('link', { name: 'Check-in' })
        .click()
      await page.getByRole('button', { name: 'Scan with camera' }).click()
      // The booking is two days ahead: the page names that day and asks first (issue 29).
      await page.getByText(VoucherMessages.otherDay(travelDay, todayInColombo())).waitFor({ timeout: 30_000 })
      await page.getByRole('button', { name: 'Check in anyway' }).click()
      await page.getByText(VoucherMessages.checkedInOtherDay(travelDay)).waitFor()
      await page.getByText(reference).first().waitFor()
      if (shots) await page.screenshot({ path: `${shots}/check-in-scanned-390.png`, fullPage: true })
      // The earnings chart fits a phone too.
      await page.goto(`${site}/supplier/earnings`)
      await page
        .getByRole('img', { name: /Gross per travel month/ })
        .locator('canvas')
        .first()
        .waitFor()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
      if (shots) await page.screenshot({ path: `${shots}/earnings-390.png`, fullPage: true })
      expect(problems).toEqual([])
    } finally {
      await phone.close()
    }
    const detail = await api<{ data: { attendance: { checked_in_at: string | null } } }>(
      'GET',
      `/api/supplier/bookings/${booking.id}`,
      supplierToken,
    )
    expect(detail.data.attendance.checked_in_at).toEqual(expect.any(String))

    // 6. The earnings of the travel month show the booking's net.
    const month = travelDay.slice(0, 7)
    const earnings = await api<{ data: { bookings: { id: number; net_cents: number }[] } }>(
      'GET',
      `/api/supplier/earnings?month=${month}`,
      supplierToken,
    )
    const net = earnings.data.bookings.find((b) => b.id === booking.id)!.net_cents
    expect(net).toBeGreaterThan(0)
    await supplier.page.goto(`${site}/supplier/earnings?month=${month}`)
    const row = supplier.page.locator('#bookings li', { hasText: reference })
    await row.getByText(`net ${formatUsd(net)}`).waitFor()
    // The chart (a lazy chunk) draws; its figures are also in the table.
    await supplier.page
      .getByRole('img', { name: /Gross per travel month/ })
      .locator('canvas')
      .first()
      .waitFor()
    if (shots) await supplier.page.screenshot({ path: `${shots}/earnings-1366.png`, fullPage: true })

    // 7. A second request, for tomorrow, is left alone: past its deadline, the job rejects and refunds it.
    const second = await bookAndPay(customer.page, tour!.full_seo_url, addDays(todayInColombo(), 1), contact)
    const config = loadConfig({
      NODE_ENV: 'test',
      APP_SECRET: 'x'.repeat(32),
      OAUTH_CLIENT_SECRET: 'x'.repeat(32),
    })
    await rejectOverdueRequests({
      database,
      providers: paymentProviders(config),
      publicUrl: site,
      log: pino({ level: 'silent' }),
    })
    const rejected = await api<{ data: { data: Row[] } }>(
      'GET',
      `/api/supplier/bookings?q=${second}`,
      supplierToken,
    )
    const secondRow = rejected.data.data.find((b) => b.booking_reference === second)!
    expect(secondRow.status).toBe(2)
    const money = await api<{ data: { payment: { refunded_cents: number; paid_cents: number } } }>(
      'GET',
      `/api/supplier/bookings/${secondRow.id}`,
      supplierToken,
    )
    expect(money.data.payment.refunded_cents).toBe(money.data.payment.paid_cents)
    await mailTo([contact, DEMO_CUSTOMER.email], new RegExp(`Booking ${second} could not be accepted`))
    const [audit] = await database.execute<{ n: number }>(
      // Exactly one rejection, whether this run of the job or the app's own got there first.
      sql`select count(*)::int as n from booking_status_changes c
        join bookings b on b.id = c.booking_id where b.booking_reference = ${second} and c.to_status = 2`,
    )
    expect(audit!.n).toBe(1)

    // 8. An admin pays one of this supplier's statements; the supplier sees the reference.
    const adminToken = await apiToken('admin@serendib.lk', DEMO_PASSWORD)
    const payable = await api<{
      data: { data: { id: number; month: string; supplier: { id: number; email: string } }[] }
    }>('GET', '/api/admin/payout-statements?status=payable', adminToken)
    const statement = payable.data.data.find((x) => x.supplier.email === SUPPLIER.email)!
    const admin = await newPage(journeyLike(), 'desktop')
    await admin.page.goto(`${site}/admin/login`)
    await fillLogin(admin.page, { email: 'admin@serendib.lk', password: DEMO_PASSWORD })
    await admin.page.waitForURL(`${site}/admin`)
    await admin.page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Payouts' })
      .click()
    await admin.page.getByRole('heading', { name: 'Payouts' }).waitFor()
    await admin.page.goto(
      `${site}/admin/payouts?supplier_id=${statement.supplier.id}&month=${statement.month}`,
    )
    await admin.page.getByRole('button', { name: 'Mark paid' }).waitFor()
    if (shots) await admin.page.screenshot({ path: `${shots}/admin-payouts-1366.png`, fullPage: true })
    await admin.page.getByRole('button', { name: 'Mark paid' }).click()
    const dialog = admin.page.getByRole('dialog')
    await dialog.getByRole('button', { name: /^Mark .* paid$/ }).click()
    await dialog.getByRole('alert').filter({ hasText: PayoutMessages.referenceRequired }).waitFor()
    await dialog.getByLabel('Transfer reference').fill('BOC-TT-77881')
    await dialog.getByRole('button', { name: /^Mark .* paid$/ }).click()
    await snackbar(admin.page, PayoutMessages.markedPaid).waitFor()
    await admin.page.getByText('BOC-TT-77881').waitFor()
    if (shots) await admin.page.screenshot({ path: `${shots}/admin-payouts-paid-1366.png`, fullPage: true })
    await supplier.page.goto(`${site}/supplier/earnings`)
    await supplier.page
      .locator('#payouts')
      .getByText(/Paid on .* · reference BOC-TT-77881/)
      .waitFor()

    expect(unexpected(admin.problems, [400])).toEqual([])
    await admin.context.close()
    expect(unexpected(customer.problems)).toEqual([])
    expect(unexpected(supplier.problems)).toEqual([])
    await customer.context.close()
    await supplier.context.close()
  }, 300_000)
})

/** newPage() wants a journey; this spec runs its own app and browser. */
function journeyLike() {
  return { app, browser, site }
}
