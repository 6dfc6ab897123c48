import { describe, expect, it } from 'vitest'
import type { AvailabilityMonth } from '@serendib/domain/api/availability'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import { axeFindings } from './support/axe.ts'
import { useAppAndBrowser } from './support/journey.ts'
import { newPage, unexpected, waitForHydration } from './support/page.ts'

/**
 * Issue 30 point 11: the demo, as seeded, shows start times with their pick-up times, a nearly
 * full and a sold-out start, a sold-out day, seasonal rates, on-request tours and the tour's own
 * questions (content/schedules.ts, decision 065). Nothing is prepared here: a visitor sees it.
 */
const journey = useAppAndBrowser()
const shots = '/work/notes/shots/demodata'

const today = todayInColombo()
/** Hikkaduwa: 07:00 has 3 of 10 places left (booked this week), 14:00 is sold out. */
const nearlyFull = addDays(today, 3)
/** Hikkaduwa: both boats full. */
const soldOut = addDays(today, 5)

interface Card {
  id: number
  title: string
  full_seo_url: string
}

async function api<T>(url: string): Promise<T> {
  const response = await fetch(`${journey.app.baseUrl}${url}`)
  expect(response.status, url).toBe(200)
  return (await response.json()) as T
}

/** A tour found the way a visitor finds it: by its name in search. */
async function tourNamed(title: string): Promise<Card> {
  const body = await api<{ data: { results: Card[] | { data: Card[] } } }>(
    `/api/search?limit=5&keyword=${encodeURIComponent(title)}`,
  )
  const cards = Array.isArray(body.data.results) ? body.data.results : body.data.results.data
  const card = cards.find((c) => c.title === title)
  if (!card) throw new Error(`no demo tour '${title}'`)
  return card
}

const month = (id: number, iso: string) =>
  api<{ data: AvailabilityMonth }>(
    `/api/activity/availability?id=${id}&month=${iso.slice(0, 7)}&na=1&nc=0&ni=0`,
  )

const monthName = (iso: string) =>
  new Date(`${iso.slice(0, 7)}-01T00:00:00Z`).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })

describe('the demo shows every booking feature (issue 30 point 11)', () => {
  it("sells seasonal rates and on-request tours, and fills days with this week's bookings", async () => {
    const whales = await tourNamed('Trincomalee Whale & Dolphin Watching')
    const season = (await month(whales.id, addDays(today, 40))).data.days.find(
      (d) => d.date === addDays(today, 40),
    )
    const before = (await month(whales.id, addDays(today, 5))).data.days.find(
      (d) => d.date === addDays(today, 5),
    )
    expect(season?.seasonal).toBe(true)
    expect(before?.seasonal).toBe(false)
    expect(season!.amount_cents!).toBeGreaterThan(before!.amount_cents!)

    const scuba = await tourNamed('Discover Scuba Diving in Unawatuna')
    const detail = await api<{ data: { sale_type: number } }>(`/api/activity?id=${scuba.id}`)
    expect(detail.data.sale_type).toBe(2)
    const days = [
      ...(await month(scuba.id, addDays(today, 2))).data.days,
      ...(await month(scuba.id, addDays(today, 4))).data.days,
    ]
    expect(days.find((d) => d.date === addDays(today, 2))?.status).toBe('sold_out')
    expect(days.find((d) => d.date === addDays(today, 4))).toMatchObject({
      status: 'open',
      left: 3,
      likely_to_sell_out: true,
    })
  })

  it("shows start times, a nearly full start, a sold-out day and the tour's questions", async () => {
    const tour = await tourNamed('Hikkaduwa Snorkelling with Sea Turtles')
    for (const viewport of ['phone', 'desktop'] as const) {
      const width = viewport === 'phone' ? 390 : 1366
      const { context, page, problems } = await newPage(journey, viewport, { bypassCSP: true })
      await page.goto(`${journey.site}${tour.full_seo_url}`)
      await waitForHydration(page)

      // The questions, answered from the tour: the pick-up 45 minutes before the booked start.
      const faq = page.locator('[data-tour-faq]')
      await faq.getByRole('heading', { name: 'Questions about this tour' }).waitFor()
      expect(await faq.locator('summary > span:first-child').allInnerTexts()).toEqual([
        'When is my booking confirmed?',
        'Where and when am I picked up?',
        'Can children come?',
        'Can I cancel, and is my money refunded?',
        'How do I reach the supplier on the day?',
      ])
      await faq.getByText('Where and when am I picked up?').click()
      await faq
        .getByText('The driver reaches Hikkaduwa hotels 45 min before the start time you book.')
        .waitFor()
      await faq.getByRole('link', { name: 'More answers in the Help centre' }).waitFor()
      await faq.scrollIntoViewIfNeeded()
      await page.screenshot({ path: `${shots}/tour-faq-${width}.png` })

      // The calendar: the nearly full day says 3 left, the day of two full boats is sold out.
      const panel = page.locator('#booking')
      await panel.getByLabel('Pick-up location').selectOption({ index: 1 })
      await panel.getByRole('button', { name: 'Choose pick-up date from calendar' }).click()
      const calendar = panel.locator('[data-availability-calendar]')
      await calendar.waitFor()
      for (let i = 0; i < 2 && !(await calendar.innerText()).includes(monthName(soldOut)); i++)
        await calendar.getByRole('button', { name: 'Next month' }).click()
      const full = calendar.locator(`[data-day="${soldOut}"]`)
      await expect.poll(() => full.getAttribute('data-status')).toBe('sold_out')
      expect(await full.getAttribute('aria-disabled')).toBe('true')
      if ((await calendar.locator(`[data-day="${nearlyFull}"]`).count()) > 0)
        expect(await calendar.locator(`[data-day="${nearlyFull}"] [data-day-left]`).innerText()).toContain(
          '3 left',
        )
      expect(await axeFindings(page, `calendar ${width}`)).toEqual([])
      await calendar.scrollIntoViewIfNeeded()
      await page.screenshot({ path: `${shots}/calendar-sold-out-${width}.png` })
      await page.keyboard.press('Escape')

      // The nearly full day's open starts: 07:00 has 3 places and is filling fast; 14:00 is full.
      const [y, m, d] = nearlyFull.split('-')
      await panel.getByRole('textbox', { name: 'Pick-up date' }).fill(`${d}/${m}/${y}`)
      const notes = panel.locator('[data-day-notes]')
      await expect
        .poll(() => notes.locator('[data-start-notes="07:00"]').innerText())
        .toBe('07:00 · 3 left · Likely to sell out')
      expect(await notes.locator('[data-start-notes="14:00"]').count()).toBe(0)
      await panel.getByLabel(/^Adults/).selectOption('1')
      const start = panel.getByLabel('Start time')
      await start.waitFor()
      expect(await start.innerText()).toContain('07:00 (3 left)')
      await start.selectOption({ label: '07:00 (3 left)' })
      // The pick-up point is reached 45 minutes before the chosen start (decision 058).
      await panel.getByText('Pick-up at 06:15 for the 07:00 start').waitFor()
      expect(await axeFindings(page, `start times ${width}`)).toEqual([])
      await panel.scrollIntoViewIfNeeded()
      await page.screenshot({ path: `${shots}/start-times-${width}.png` })
      expect(unexpected(problems)).toEqual([])
      await context.close()
    }
  })
})
