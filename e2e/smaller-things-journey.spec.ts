import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { dateInWords } from '@serendib/domain/date-in-words'
import { addDays, formatDisplayDate, todayInColombo } from '@serendib/domain/dates'
import { useAppAndBrowser } from './support/journey.ts'
import { apiCall, signIn } from './support/operations.ts'
import { newPage, snackbar, unexpected, viewports } from './support/page.ts'
import { DEMO_PASSWORD, fillLogin } from './support/session.ts'

/**
 * Issue 29 point 8, in a browser: the supplier's side on a phone (the pending supplier's confirmed
 * page, the printed manifest's heading without the demo notice, dd/MM/yyyy date boxes, the editor's
 * step strip that shows it scrolls, past days without "left", a toast that leaves the Save bar
 * free) and the console's content editor on a laptop (unsaved edits, the link dialog, a dropped
 * javascript: link said).
 */
const SUPPLIER = { email: 'safari@ceylonwild.example', password: DEMO_PASSWORD }
const ADMIN = { email: 'admin@serendib.lk', password: DEMO_PASSWORD }
const shots = process.env.SMALLER_SCREENSHOTS
if (shots) mkdirSync(shots, { recursive: true })
const journey = useAppAndBrowser()

async function shoot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true })
}

/** Whether two boxes on the screen overlap. */
const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

describe('issue 29 point 8: the smaller things', () => {
  it('a supplier on a phone: confirmation, manifest in print, date boxes, step strip, past days, toasts', async () => {
    const token = await signIn(journey.app.baseUrl, SUPPLIER.email, SUPPLIER.password)
    const api = <T>(path: string) => apiCall<T>(journey.app.baseUrl, 'GET', path, token)
    // A day of the demo supplier's with departures on its manifest.
    let day: string | null = null
    let supplierName = ''
    for (let n = -20; n <= 60 && !day; n++) {
      const date = addDays(todayInColombo(), n)
      const reply = await api<{ data: { supplier: string; tours: unknown[] } }>(
        `/api/supplier/manifest?date=${date}`,
      )
      if (reply.data.tours.length > 0) {
        day = date
        supplierName = reply.data.supplier
      }
    }
    expect(day, 'a demo day with departures').toBeTruthy()
    const tours = await api<{ data: { tours: { id: number }[] } }>('/api/supplier/tours')
    const tourId = tours.data.tours[0]!.id

    for (const width of ['phone', 'desktop'] as const) {
      const { context, page, problems } = await newPage(journey, width)
      const px = viewports[width].width

      // The e-mail confirmation of a pending supplier: what happens next, and the portal's sign-in.
      await page.goto(`${journey.site}/verify/complete?supplier=pending`)
      await page.getByText('an admin checks your details').waitFor()
      expect(await page.getByText('account is ready').count()).toBe(0)
      expect(
        await page.getByRole('link', { name: 'Sign in to the supplier portal' }).getAttribute('href'),
      ).toBe('/supplier/login')
      await shoot(page, `verify-complete-supplier-${px}`)

      await page.goto(`${journey.site}/supplier/login`)
      await fillLogin(page, SUPPLIER)
      await page.waitForURL(`${journey.site}/supplier`)

      // The manifest: its day box reads dd/MM/yyyy; printed, each page says whose and which day, no demo bar.
      await page.goto(`${journey.site}/supplier/manifest?date=${day}`)
      const dayBox = page.getByLabel('Day', { exact: true })
      await dayBox.waitFor()
      expect(await dayBox.inputValue()).toBe(formatDisplayDate(day!))
      const heading = page.locator('[data-print-heading]').first()
      await heading.waitFor({ state: 'attached' })
      expect(await heading.isVisible()).toBe(false)
      expect(await page.locator('.demo-notice').isVisible()).toBe(true)
      await shoot(page, `manifest-${px}`)
      await page.emulateMedia({ media: 'print' })
      expect(await heading.isVisible()).toBe(true)
      expect(await heading.textContent()).toContain(`Day manifest · ${supplierName} · `)
      expect(await heading.textContent()).toContain(formatDisplayDate(day!))
      expect(await page.locator('.demo-notice').isVisible()).toBe(false)
      // The printout has one level-one heading, the first sheet's: the page header is not printed.
      const levelOne = page.getByRole('heading', { level: 1 })
      expect(await levelOne.count()).toBe(1)
      expect(await levelOne.textContent()).toContain(`Day manifest · ${supplierName} · `)
      await shoot(page, `manifest-print-${px}`)
      await page.emulateMedia({ media: 'screen' })
      // Another day typed as the site writes dates goes to the API as yyyy-MM-dd.
      const next = addDays(day!, 1)
      await dayBox.fill(formatDisplayDate(next).replace(/\//g, ''))
      expect(await dayBox.inputValue()).toBe(formatDisplayDate(next))
      await page.getByRole('button', { name: 'Show' }).click()
      await page.waitForURL(`${journey.site}/supplier/manifest?date=${next}`)

      // The editor's steps: on a phone the strip shows it scrolls, and its arrow scrolls it.
      await page.goto(`${journey.site}/supplier/tours/${tourId}/basics`)
      await page.getByRole('navigation', { name: 'Editor steps' }).waitFor()
      const right = page.locator('[data-scroll-hint="right"]')
      if (width === 'phone') {
        await right.waitFor()
        expect(await page.locator('[data-scroll-hint="left"]').count()).toBe(0)
        await shoot(page, `editor-steps-${px}`)
        await right.click()
        await page.locator('[data-scroll-hint="left"]').waitFor()
      } else {
        expect(await right.isVisible()).toBe(false)
        await shoot(page, `editor-steps-${px}`)
      }

      // Past days in the calendar: what was booked, never "N left".
      await page.goto(`${journey.site}/supplier/tours/${tourId}/availability`)
      const yesterday = addDays(todayInColombo(), -1)
      if (yesterday.slice(0, 7) !== todayInColombo().slice(0, 7))
        await page.getByRole('button', { name: '← Previous' }).click()
      const past = page.getByRole('button', {
        name: new RegExp(`^${dateInWords(yesterday)}: past, \\d+ booked$`),
      })
      await past.waitFor()
      expect(await past.textContent()).not.toContain('left')
      await past.click()
      await page.getByText(`${formatDisplayDate(yesterday)} · past,`).waitFor()
      expect(await page.getByRole('button', { name: 'Close the day' }).count()).toBe(0)
      const future = page.getByRole('button', {
        name: new RegExp(`^${dateInWords(addDays(todayInColombo(), 1))}: `),
      })
      if (await future.count()) expect(await future.getAttribute('aria-label')).not.toContain('past')
      await page.locator('[data-past]').first().scrollIntoViewIfNeeded()
      await shoot(page, `calendar-past-${px}`)

      // A toast after saving the profile stays clear of the Save bar.
      await page.goto(`${journey.site}/supplier/profile`)
      const save = page.getByRole('button', { name: 'Save profile' })
      await save.click()
      const toast = snackbar(page, 'Your profile was updated')
      await toast.waitFor()
      const [toastBox, barBox] = await Promise.all([
        toast.boundingBox(),
        page.locator('[data-bottom-bar]').boundingBox(),
      ])
      expect(overlaps(toastBox!, barBox!), 'the toast covers the Save bar').toBe(false)
      expect(overlaps(toastBox!, (await save.boundingBox())!)).toBe(false)
      await shoot(page, `profile-toast-${px}`)

      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(px)
      expect(unexpected(problems)).toEqual([])
      await context.close()
    }
  })

  it('the console content editor: unsaved edits, the link dialog, a dropped javascript: link', async () => {
    for (const width of ['desktop', 'phone'] as const) {
      const { context, page, problems } = await newPage(journey, width)
      const px = viewports[width].width
      await page.goto(`${journey.site}/admin`)
      await page.waitForURL(/\/admin\/login/)
      await page.getByLabel('E-mail').fill(ADMIN.email)
      await page.getByLabel('Password').fill(ADMIN.password)
      await page.getByRole('button', { name: 'Sign in' }).click()
      await page.waitForURL(`${journey.site}/admin`)

      // The console's date filters read dd/MM/yyyy too.
      await page.goto(`${journey.site}/admin/audit-log?from=2026-11-01`)
      expect(await page.getByLabel('From', { exact: true }).inputValue()).toBe('01/11/2026')
      await shoot(page, `audit-log-dates-${px}`)

      // Console tables: on a phone each row is a card of labelled lines, nothing scrolls sideways;
      // on a desktop a table with its column headers.
      await page.goto(`${journey.site}/admin/users`)
      const users = page.getByRole('table', { name: 'Users' })
      await users.getByRole('row').nth(1).waitFor()
      expect(await users.getByRole('columnheader', { name: 'E-mail' }).count()).toBe(1)
      const region = page.getByRole('region', { name: 'Users' })
      expect(await region.evaluate((box) => box.scrollWidth <= box.clientWidth)).toBe(true)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(px)
      const firstEmailCell = users.getByRole('row').nth(1).getByRole('cell').nth(1)
      const label = await firstEmailCell.evaluate((cell) => getComputedStyle(cell, '::before').content)
      expect(label).toBe(width === 'phone' ? '"E-mail"' : 'none')
      await shoot(page, `console-users-${px}`)

      await page.goto(`${journey.site}/admin/content/site/about`)
      const editor = page.getByRole('textbox', { name: 'Page text' })
      await editor.click()
      await page.keyboard.press('Control+End')
      await page.keyboard.type(' See the tours')
      // Select the words just typed, then link them: a javascript: link is refused and said.
      for (let i = 0; i < 'the tours'.length; i++) await page.keyboard.press('Shift+ArrowLeft')
      await page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Link' }).click()
      const dialog = page.getByRole('dialog', { name: 'Add a link' })
      await dialog.waitFor()
      await dialog.getByLabel('Link to').fill('javascript:alert(1)')
      await dialog.getByRole('button', { name: 'Add link' }).click()
      await dialog.getByRole('alert').filter({ hasText: 'javascript: links are not allowed' }).waitFor()
      await shoot(page, `content-link-dialog-${px}`)
      await dialog.getByLabel('Link to').fill('/search')
      await dialog.getByRole('button', { name: 'Add link' }).click()
      await dialog.waitFor({ state: 'hidden' })
      expect(await editor.locator('a[href="/search"]').last().textContent()).toBe('the tours')

      // Leaving with the edit unsaved asks first; staying keeps the page and the edit.
      await page.getByRole('link', { name: '← Content' }).click()
      const leave = page.getByRole('dialog', { name: 'Leave without saving?' })
      await leave.waitFor()
      await shoot(page, `content-unsaved-${px}`)
      await leave.getByRole('button', { name: 'Stay and keep editing' }).click()
      await leave.waitFor({ state: 'hidden' })
      expect(page.url()).toBe(`${journey.site}/admin/content/site/about`)
      await page.getByRole('button', { name: 'Save', exact: true }).click()
      await snackbar(page, 'Saved').waitFor()
      // Saved: leaving no longer asks.
      await page.getByRole('link', { name: '← Content' }).click()
      await page.waitForURL(`${journey.site}/admin/content`)
      expect(unexpected(problems)).toEqual([])
      await context.close()
    }
  })
})
