import { mkdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { SupplierTour } from '@serendib/domain/api/supplier-tours'
import { axeFindings } from './support/axe.ts'
import { useAppAndBrowser } from './support/journey.ts'
import { newPage, unexpected, waitForHydration } from './support/page.ts'
import { accessToken, DEMO_CUSTOMER, DEMO_PASSWORD } from './support/session.ts'

const journey = useAppAndBrowser()
const shots = '/work/shots/traveller-b'

const apiToken = (email: string) => accessToken(journey.app.baseUrl, { email, password: DEMO_PASSWORD })

/** yyyy-MM-dd of day `d` in the month 45 days ahead: the three test days share one month. */
function dayInLaterMonth(d: number): string {
  const later = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 7)
  return `${later}-${String(d).padStart(2, '0')}`
}
const seasonal = dayInLaterMonth(10)
const blackout = dayInLaterMonth(11)
const ordinary = dayInLaterMonth(12)
const soldOut = dayInLaterMonth(13)
const early = dayInLaterMonth(3)

/** "Thursday 3 December 2026": how the calendar reads a date in words (issue 30). */
const inWords = (iso: string) => {
  const at = new Date(`${iso}T00:00:00Z`)
  const weekday = at.toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'UTC' })
  const month = at.toLocaleDateString('en-GB', { month: 'long', timeZone: 'UTC' })
  return `${weekday} ${at.getUTCDate()} ${month} ${at.getUTCFullYear()}`
}

/** The demo customer books `adults` on the tour's day (and start), paid on the sandbox: real seats. */
async function bookSeats(
  tour: { id: number; pickupId: number },
  day: string,
  adults: number,
  startTime?: string,
) {
  const token = await accessToken(journey.app.baseUrl, DEMO_CUSTOMER)
  const item = {
    start_date: day,
    activity_id: tour.id,
    location_id: tour.pickupId,
    num_adults: adults,
    num_children: 0,
    num_infants: 0,
    ...(startTime ? { start_time: startTime } : {}),
    pickup_location: 'hotel',
    hotel_name: 'Galle Face Hotel',
    hotel_address: '2 Galle Road, Colombo 3',
    contact_firstname: 'Nimali',
    contact_lastname: 'Perera',
    contact_email: 'nimali.contact@example.com',
    contact_phone: '+94 77 123 4567',
    travellers: Array.from({ length: adults }, (_, i) => ({
      firstname: i === 0 ? 'Nimali' : `Guest${i}`,
      lastname: 'Perera',
      email: i === 0 ? 'nimali.contact@example.com' : '',
      phone: i === 0 ? '+94 77 123 4567' : '',
      lead_traveller: i === 0 ? 1 : 0,
    })),
  }
  const checkout = await fetch(`${journey.app.baseUrl}/api/booking/checkout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ booking: [item], url: journey.site }),
  })
  const body = await checkout.text()
  expect(checkout.status, body).toBe(200)
  const link = (JSON.parse(body) as { data: { payment_link: string } }).data.payment_link
  const paid = await fetch(`${journey.app.baseUrl}${new URL(link).pathname}/pay`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      name: 'Nimali Perera',
      number: '4242 4242 4242 4242',
      expiry: '12/39',
      cvc: '123',
    }),
  })
  expect(paid.status).toBe(303)
}
const monthName = (iso: string) =>
  new Date(`${iso.slice(0, 7)}-01T00:00:00Z`).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })

/** A demo supplier's per-person tour without start times, given a season, a blackout and 3 places a day. */
async function preparedTour(): Promise<PreparedTour> {
  return prepare({
    daily_capacity: 3,
    blackout_dates: [{ day: blackout, reason: 'Poya day' }],
    price_periods: [
      {
        label: 'Festival',
        starts_on: seasonal,
        ends_on: seasonal,
        adult_price_cents: 99_900,
        child_price_cents: 50_000,
        infant_price_cents: null,
        group_price_cents: null,
      },
    ],
  })
}

/** Another of its tours given two start times every day: 09:00 for 4, 15:00 for 10. */
async function timedTour(): Promise<PreparedTour> {
  const everyDay = [1, 2, 3, 4, 5, 6, 7]
  return prepare(
    {
      daily_capacity: null,
      start_times: [
        { time: '09:00', weekdays: everyDay, capacity: 4 },
        { time: '15:00', weekdays: everyDay, capacity: 10 },
      ],
    },
    1,
  )
}

/** The `skip`-th per-person tour without start times of the demo supplier, changed by `patch`. */
interface PreparedTour {
  url: string
  id: number
  pickupId: number
}

async function prepare(patch: object, skip = 0): Promise<PreparedTour> {
  const token = await apiToken('bookings@lankatrails.example')
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
  const list = (await (await fetch(`${journey.app.baseUrl}/api/supplier/tours`, { headers })).json()) as {
    data: { tours: Array<{ id: number; status: number }> }
  }
  for (const row of list.data.tours.filter((t) => t.status === 1)) {
    const tour = (
      (await (await fetch(`${journey.app.baseUrl}/api/supplier/tours/${row.id}`, { headers })).json()) as {
        data: SupplierTour
      }
    ).data
    if (tour.pricing_basis !== 1 || tour.start_times.length > 0 || !tour.include_adults) continue
    if (skip-- > 0) continue
    const saved = await fetch(`${journey.app.baseUrl}/api/supplier/tours/${row.id}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify(patch),
    })
    expect(saved.status, await saved.text()).toBe(200)
    const detail = (await (await fetch(`${journey.app.baseUrl}/api/activity?id=${row.id}`)).json()) as {
      data: { full_seo_url: string; pickup_locations: Array<{ id: number }> }
    }
    return { url: detail.data.full_seo_url, id: row.id, pickupId: detail.data.pickup_locations[0]!.id }
  }
  throw new Error('no per-person demo tour without start times')
}

describe('availability at a glance in the booking panel (issues 18 and 30)', () => {
  it('shows open, closed and seasonal days, and the places left of the chosen day, at 390 and 1366 px', async () => {
    const tour = await preparedTour()
    // Issue 30: a day sold out by real bookings.
    await bookSeats(tour, soldOut, 3)
    mkdirSync(shots, { recursive: true })
    for (const viewport of ['phone', 'desktop'] as const) {
      const width = viewport === 'phone' ? 390 : 1366
      const { context, page, problems } = await newPage(journey, viewport, { bypassCSP: true })
      await page.goto(`${journey.site}${tour.url}`)
      await waitForHydration(page)
      const panel = page.locator('#booking')
      await panel.getByLabel('Pick-up location').selectOption({ index: 1 })
      const opener = panel.getByRole('button', { name: 'Choose pick-up date from calendar' })
      await opener.click()
      const calendar = panel.locator('[data-availability-calendar]')
      await calendar.waitFor()
      expect(await opener.getAttribute('aria-expanded')).toBe('true')
      for (let i = 0; i < 3 && !(await calendar.innerText()).includes(monthName(seasonal)); i++)
        await calendar.getByRole('button', { name: 'Next month' }).click()
      await calendar.locator(`[data-day="${seasonal}"]`).waitFor()
      // The festival day costs USD 999 for the one adult priced before counts are chosen, and
      // shows its 3 places (issue 30: they were only in the screen-reader label). Its accessible
      // name starts with the day number people see and reads the date in words.
      const festival = calendar.locator(`[data-day="${seasonal}"]`)
      expect(await festival.innerText()).toContain('USD 999')
      expect(await festival.locator('[data-day-left]').innerText()).toContain('3 left')
      // Browsers may put a space between the cell's lines: "3 , Thursday …" reads the same.
      const dayName = (iso: string, rest: string) =>
        new RegExp(
          `^${[Number(iso.slice(8)), inWords(iso), ...rest.split(', ')].join(', ').replace(/, /g, ' ?, ')}$`,
        )
      await calendar.getByRole('button', { name: dayName(seasonal, '3 left, USD 999') }).waitFor()
      // A day of 1..9 too (axe's label-content-name-mismatch was on those).
      await calendar.getByRole('button', { name: dayName(early, '3 left') }).waitFor()
      const closed = calendar.locator(`[data-day="${blackout}"]`)
      expect(await closed.getAttribute('data-status')).toBe('closed')
      expect(await closed.getAttribute('aria-disabled')).toBe('true')
      await calendar.getByRole('button', { name: dayName(blackout, 'Not available') }).waitFor()
      // Sold out: said, not selectable (clicking it changes nothing).
      const full = calendar.locator(`[data-day="${soldOut}"]`)
      expect(await full.getAttribute('data-status')).toBe('sold_out')
      expect(await full.getAttribute('aria-disabled')).toBe('true')
      await calendar.getByRole('button', { name: dayName(soldOut, 'Sold out') }).waitFor()
      // aria-disabled keeps it focusable; the click is forced past Playwright's own refusal.
      await full.click({ force: true })
      expect(await calendar.isVisible()).toBe(true)
      expect(await panel.getByRole('textbox', { name: 'Pick-up date' }).inputValue()).toBe('')
      // A plain day shows no price: it costs the usual amount.
      expect(await calendar.locator(`[data-day="${ordinary}"] [data-day-left]`).innerText()).toContain(
        '3 left',
      )
      expect(await calendar.locator(`[data-day="${ordinary}"]`).innerText()).not.toContain('USD')
      expect(await axeFindings(page, `calendar ${width}`)).toEqual([])
      await calendar.scrollIntoViewIfNeeded()
      await page.screenshot({ path: `${shots}/date-picker-${width}.png` })

      await calendar.locator(`[data-day="${ordinary}"]`).click()
      await calendar.waitFor({ state: 'detached' })
      const [y, m, d] = ordinary.split('-')
      expect(await panel.getByRole('textbox', { name: 'Pick-up date' }).inputValue()).toBe(`${d}/${m}/${y}`)
      await panel.locator('[data-day-notes]', { hasText: '3 left' }).waitFor()
      // Four adults do not fit in three places: the calendar now refuses the day.
      await panel.getByLabel(/^Adults/).selectOption('4')
      await opener.click()
      // Opened again, the picker shows the chosen day's month, not today's.
      await expect.poll(() => calendar.innerText()).toContain(monthName(ordinary))
      const refused = panel.locator(`[data-availability-calendar] [data-day="${ordinary}"]`)
      await expect.poll(() => refused.getAttribute('aria-disabled')).toBe('true')
      expect(await page.locator('[data-confirmation-badge]').first().isVisible()).toBe(true)
      await panel.screenshot({ path: `${shots}/booking-panel-${width}.png` })
      // The estimate for 4 adults in 3 places is refused (422), as it should be.
      expect(unexpected(problems, [422])).toEqual([])
      await context.close()
    }
  })

  it('lists the open start times of the chosen day with their places left and filling fast', async () => {
    const tour = await timedTour()
    // 3 of 09:00's 4 places booked this week: '1 left' and 'Likely to sell out' (issue 30).
    await bookSeats(tour, ordinary, 3, '09:00')
    for (const viewport of ['phone', 'desktop'] as const) {
      const { context, page, problems } = await newPage(journey, viewport, { bypassCSP: true })
      await page.goto(`${journey.site}${tour.url}`)
      await waitForHydration(page)
      const panel = page.locator('#booking')
      await panel.getByLabel('Pick-up location').selectOption({ index: 1 })
      const [y, m, d] = ordinary.split('-')
      await panel.getByRole('textbox', { name: 'Pick-up date' }).fill(`${d}/${m}/${y}`)
      const notes = panel.locator('[data-day-notes]')
      await notes.waitFor()
      await expect
        .poll(() => notes.locator('[data-start-notes="09:00"]').innerText())
        .toBe('09:00 · 1 left · Likely to sell out')
      expect(await notes.locator('[data-start-notes="15:00"]').innerText()).toBe('15:00')
      // The start-time list of the estimate offers the same starts.
      await panel.getByLabel(/^Adults/).selectOption('1')
      await panel.getByLabel('Start time').waitFor()
      expect(await panel.getByLabel('Start time').innerText()).toContain('09:00 (1 left)')
      // With the calendar open too, axe finds nothing.
      await panel.getByRole('button', { name: 'Choose pick-up date from calendar' }).click()
      await panel.locator(`[data-availability-calendar] [data-day="${ordinary}"]`).waitFor()
      expect(await axeFindings(page, `start times ${viewport}`)).toEqual([])
      await panel.screenshot({ path: `${shots}/start-times-${viewport === 'phone' ? 390 : 1366}.png` })
      expect(unexpected(problems)).toEqual([])
      await context.close()
    }
  })
})
