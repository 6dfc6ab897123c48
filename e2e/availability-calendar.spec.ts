import { mkdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { SupplierTour } from '@serendib/domain/api/supplier-tours'
import { useAppAndBrowser } from './support/journey.ts'
import { newPage, unexpected, waitForHydration } from './support/page.ts'
import { accessToken, DEMO_PASSWORD } from './support/session.ts'

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
const monthName = (iso: string) =>
  new Date(`${iso.slice(0, 7)}-01T00:00:00Z`).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })

/** A demo supplier's per-person tour without start times, given a season, a blackout and 3 places a day. */
async function preparedTour(): Promise<{ url: string }> {
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
async function timedTour(): Promise<{ url: string }> {
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
async function prepare(patch: object, skip = 0): Promise<{ url: string }> {
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
      data: { full_seo_url: string }
    }
    return { url: detail.data.full_seo_url }
  }
  throw new Error('no per-person demo tour without start times')
}

describe('availability at a glance in the booking panel (issue 18)', () => {
  it('shows open, closed and seasonal days, and the places left of the chosen day, at 390 and 1366 px', async () => {
    const tour = await preparedTour()
    mkdirSync(shots, { recursive: true })
    for (const viewport of ['phone', 'desktop'] as const) {
      const width = viewport === 'phone' ? 390 : 1366
      const { context, page, problems } = await newPage(journey, viewport)
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
      // The festival day costs USD 999 for the one adult priced before counts are chosen.
      const festival = calendar.locator(`[data-day="${seasonal}"]`)
      expect(await festival.innerText()).toContain('USD 999')
      expect(await festival.getAttribute('aria-label')).toContain('Only 3 places left')
      const closed = calendar.locator(`[data-day="${blackout}"]`)
      expect(await closed.getAttribute('data-status')).toBe('closed')
      expect(await closed.isDisabled()).toBe(true)
      expect(await closed.getAttribute('aria-label')).toContain('Not available')
      // A plain day shows no price: it costs the usual amount.
      expect(await calendar.locator(`[data-day="${ordinary}"]`).innerText()).toBe(
        String(Number(ordinary.slice(8))),
      )
      await calendar.scrollIntoViewIfNeeded()
      await page.screenshot({ path: `${shots}/date-picker-${width}.png` })

      await calendar.locator(`[data-day="${ordinary}"]`).click()
      await calendar.waitFor({ state: 'detached' })
      const [y, m, d] = ordinary.split('-')
      expect(await panel.getByRole('textbox', { name: 'Pick-up date' }).inputValue()).toBe(`${d}/${m}/${y}`)
      await panel.locator('[data-day-notes]', { hasText: 'Only 3 places left' }).waitFor()
      // Four adults do not fit in three places: the calendar now refuses the day.
      await panel.getByLabel(/^Adults/).selectOption('4')
      await opener.click()
      // Opened again, the picker shows the chosen day's month, not today's.
      await expect.poll(() => calendar.innerText()).toContain(monthName(ordinary))
      const refused = panel.locator(`[data-availability-calendar] [data-day="${ordinary}"]`)
      await expect.poll(() => refused.isDisabled()).toBe(true)
      expect(await page.locator('[data-confirmation-badge]').first().isVisible()).toBe(true)
      await panel.screenshot({ path: `${shots}/booking-panel-${width}.png` })
      // The estimate for 4 adults in 3 places is refused (422), as it should be.
      expect(unexpected(problems, [422])).toEqual([])
      await context.close()
    }
  })

  it('lists the open start times of the chosen day with their places left', async () => {
    const tour = await timedTour()
    for (const viewport of ['phone', 'desktop'] as const) {
      const { context, page, problems } = await newPage(journey, viewport)
      await page.goto(`${journey.site}${tour.url}`)
      await waitForHydration(page)
      const panel = page.locator('#booking')
      await panel.getByLabel('Pick-up location').selectOption({ index: 1 })
      await panel.getByRole('button', { name: 'Choose pick-up date from calendar' }).click()
      await panel.locator('[data-availability-calendar] [data-status="open"]:not([disabled])').first().click()
      const notes = panel.locator('[data-day-notes]')
      await notes.waitFor()
      expect(await notes.innerText()).toContain('Open times: 09:00 (4 places left), 15:00')
      // The start-time list of the estimate offers the same starts.
      await panel.getByLabel(/^Adults/).selectOption('1')
      await panel.getByLabel('Start time').waitFor()
      expect(await panel.getByLabel('Start time').innerText()).toContain('09:00 (4 places left)')
      await panel.screenshot({ path: `${shots}/start-times-${viewport === 'phone' ? 390 : 1366}.png` })
      expect(unexpected(problems)).toEqual([])
      await context.close()
    }
  })
})
