import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { axeFindings } from './support/axe.ts'
import { useAppAndBrowser } from './support/journey.ts'
import { apiCall, signIn } from './support/operations.ts'
import { newPage, unexpected } from './support/page.ts'
import { DEMO_CUSTOMER, logIn } from './support/session.ts'

const journey = useAppAndBrowser()
const shots = process.env.SHOTS_DIR ?? path.resolve(import.meta.dirname, 'screenshots')

/** dd/MM/yyyy of the first date a booking row or card shows, as yyyy-MM-dd for comparing. */
const isoOf = (text: string) => {
  const [, dd, mm, yyyy] = /(\d{2})\/(\d{2})\/(\d{4})/.exec(text) ?? []
  return `${yyyy}-${mm}-${dd}`
}

interface Listed {
  id: number
  booking_reference: string
  status: number
  ammendments?: Array<{ status: number }>
}

describe('My Bookings (issue 30 point 9): Upcoming only ahead, canceled and rejected apart, travellers in words', () => {
  it('cancels the booking with a pending change: the change reads Withdrawn, the booking moves tab', async () => {
    // The demo's confirmed booking with a pending request (insert-demo-people.ts), canceled by
    // its customer through the API as the page's Cancel Tour does.
    const token = await signIn(journey.app.baseUrl, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)
    const upcoming = await apiCall<{ data: { bookings: { data: Listed[] } } }>(
      journey.app.baseUrl,
      'GET',
      '/api/account/my-bookings?status=upcoming',
      token,
    )
    const details = await Promise.all(
      upcoming.data.bookings.data.map((b) =>
        apiCall<{ data: Listed }>(journey.app.baseUrl, 'GET', `/api/account/my-bookings/show/${b.id}`, token),
      ),
    )
    const amended = details.map((d) => d.data).find((b) => b.ammendments?.some((a) => a.status === 0))
    expect(amended, 'the demo booking with a pending amendment').toBeDefined()
    // Spec §7 cancels with a GET.
    const canceled = await fetch(`${journey.app.baseUrl}/api/account/my-bookings/cancel/${amended!.id}`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(canceled.status, await canceled.clone().text()).toBe(200)

    for (const viewport of ['phone', 'desktop'] as const) {
      const width = viewport === 'phone' ? 390 : 1366
      const { context, page, problems } = await newPage(journey, viewport, { bypassCSP: true })
      await logIn(page, journey.site, DEMO_CUSTOMER)
      await page.goto(`${journey.site}/account/bookings`)
      const lists = page.getByRole('navigation', { name: 'Booking lists' })
      const tab = (name: RegExp) => lists.getByRole('link', { name })
      expect(await tab(/^Upcoming Tours/).getAttribute('aria-current')).toBe('page')

      // Upcoming: only Pending and Confirmed, soonest first, travellers in words.
      const items = (region: string) =>
        page
          .getByRole('region', { name: new RegExp(region) })
          .locator(viewport === 'phone' ? 'li[data-booking]' : 'tr[data-booking]')
      await items('Upcoming Tours').first().waitFor()
      const rows = await items('Upcoming Tours').allInnerTexts()
      expect(rows.length).toBeGreaterThan(1)
      for (const row of rows) expect(row).toMatch(/Pending|Confirmed/)
      for (const row of rows) expect(row).not.toMatch(/Canceled|Rejected|\d+\/\d+\/\d+\s*$/)
      const dates = rows.map(isoOf)
      expect(dates).toEqual([...dates].sort())
      expect(rows.join('\n')).toContain('2 adults, 1 child')
      expect(rows.join('\n')).not.toMatch(/\b\d\/\d\/\d\b/)
      expect(await items('Upcoming Tours').filter({ hasText: amended!.booking_reference }).count()).toBe(0)
      await page.screenshot({ path: path.join(shots, `my-bookings-upcoming-${width}.png`), fullPage: true })
      const found = await axeFindings(page, `upcoming ${width}`)

      // Canceled & Rejected: the seed's canceled tour and the one just canceled, latest first.
      await tab(/^Canceled & Rejected/).click()
      await page.waitForURL(`${journey.site}/account/bookings?tab=canceled`)
      await expect.poll(() => tab(/^Canceled & Rejected/).getAttribute('aria-current')).toBe('page')
      await items('Canceled & Rejected').first().waitFor()
      const ended = await items('Canceled & Rejected').allInnerTexts()
      expect(ended).toHaveLength(2)
      for (const row of ended) expect(row).toContain('Canceled')
      expect(isoOf(ended[0]!) >= isoOf(ended[1]!)).toBe(true)
      await page.screenshot({ path: path.join(shots, `my-bookings-canceled-${width}.png`), fullPage: true })
      found.push(...(await axeFindings(page, `canceled ${width}`)))

      // Completed Tours: finished ones only.
      await tab(/^Completed Tours/).click()
      await items('Completed Tours').first().waitFor()
      for (const row of await items('Completed Tours').allInnerTexts())
        expect(row).toMatch(/Completed|Dispute/)

      // The canceled booking's detail: its request was withdrawn with it, not rejected.
      await tab(/^Canceled & Rejected/).click()
      await items('Canceled & Rejected')
        .filter({ hasText: amended!.booking_reference })
        .getByRole('link', { name: /^View/ })
        .click()
      await page.waitForURL(`${journey.site}/account/booking/detail/${amended!.id}`)
      const requests = page.locator('[data-amendment]:visible')
      await requests.first().waitFor()
      expect(await requests.first().innerText()).toContain('Withdrawn')
      expect(await requests.first().innerText()).not.toContain('Rejected')
      expect(await requests.first().innerText()).toContain('3 adults')
      await page.screenshot({ path: path.join(shots, `booking-withdrawn-${width}.png`), fullPage: true })
      found.push(...(await axeFindings(page, `booking detail ${width}`)))

      expect(found).toEqual([])
      expect(unexpected(problems)).toEqual([])
      await context.close()
    }
  }, 240_000)
})

mkdirSync(shots, { recursive: true })
