import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { useAppAndBrowser } from './support/journey.ts'
import { newPage, unexpected } from './support/page.ts'
import { DEMO_CUSTOMER, logIn } from './support/session.ts'

const journey = useAppAndBrowser()
const screenshotDir = path.resolve(fileURLToPath(import.meta.url), '../screenshots')

/** dd/MM/yyyy of the first date a booking row or card shows, as yyyy-MM-dd for comparing. */
const isoOf = (text: string) => {
  const [, dd, mm, yyyy] = /(\d{2})\/(\d{2})\/(\d{4})/.exec(text) ?? []
  return `${yyyy}-${mm}-${dd}`
}

describe('My Bookings: live tours by travel date, canceled and rejected after them, muted', () => {
  for (const viewport of ['phone', 'desktop'] as const) {
    it(`orders the Upcoming table (${viewport})`, async () => {
      const { context, page, problems } = await newPage(journey, viewport)
      await logIn(page, journey.site, DEMO_CUSTOMER)
      await page.goto(`${journey.site}/account/bookings`)
      const upcoming = page.getByRole('region', { name: /Upcoming Tours/ })
      // The table from md up, cards on phones: the same order and marks either way.
      const items = upcoming.locator(viewport === 'phone' ? 'li[data-booking]' : 'tr[data-booking]')
      await items.first().waitFor()
      const rows = await items.evaluateAll((nodes) =>
        nodes.map((node) => ({
          ended: node.hasAttribute('data-ended'),
          text: (node as HTMLElement).innerText,
          background: getComputedStyle(node).backgroundColor,
        })),
      )
      // The seed's canceled tour starts before the others but is listed last.
      const firstEnded = rows.findIndex((row) => row.ended)
      expect(firstEnded).toBeGreaterThan(0)
      expect(rows.slice(firstEnded).every((row) => row.ended)).toBe(true)
      expect(rows[firstEnded]!.text).toContain('Canceled')
      const liveDates = rows.slice(0, firstEnded).map((row) => isoOf(row.text))
      expect(liveDates).toEqual([...liveDates].sort())
      expect(isoOf(rows[firstEnded]!.text) < liveDates.at(-1)!).toBe(true)
      // Muted: a grey background, unlike the live ones.
      expect(rows[firstEnded]!.background).not.toBe(rows[0]!.background)
      const width = viewport === 'phone' ? 390 : 1366
      mkdirSync(screenshotDir, { recursive: true })
      await page.screenshot({ path: path.join(screenshotDir, `my-bookings-${width}.png`), fullPage: true })

      // The canceled booking's detail: charged, then refunded, with dates and amounts (issue 18).
      const ended = items.and(page.locator('[data-ended]')).first()
      await ended.getByRole('link', { name: /^View/ }).click()
      await page.waitForURL(/\/account\/booking\/detail\/\d+$/)
      const history = page.getByRole('list', { name: 'Payment history' })
      await history.waitFor()
      const lines = await history.getByRole('listitem').allInnerTexts()
      expect(lines).toHaveLength(2)
      expect(lines[0]).toMatch(/^Charged · \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\s+USD [\d,]+\.\d{2}$/)
      expect(lines[1]).toMatch(/^Refunded · \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\s+\+USD [\d,]+\.\d{2}$/)
      await page.screenshot({
        path: path.join(screenshotDir, `booking-detail-canceled-${width}.png`),
        fullPage: true,
      })
      expect(unexpected(problems)).toEqual([])
      await context.close()
    })
  }
})
