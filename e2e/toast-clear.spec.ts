/**
 * Issue 29 point 8, decision 067: a toast never covers a field, a button, a link or a docked bar,
 * at 390 and 1366 px, where it first shows and while the page scrolls under it. Where no band
 * of the viewport is free (a phone full of fields), the toast waits out of sight and is still
 * read out. The overlap check here is its own: it does not reuse the app's rule.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { Messages } from '@serendib/domain/messages'
import { useAppAndBrowser } from './support/journey.ts'
import { newPage, unexpected, viewports } from './support/page.ts'
import { DEMO_CUSTOMER, logIn } from './support/session.ts'

const shots = path.resolve(fileURLToPath(import.meta.url), '../screenshots/toasts')

interface Look {
  /** The toast is painted inside the viewport. */
  shown: boolean
  text: string
  /** What the painted toast lies over: tag, name and box. */
  covers: string[]
}

/** Where the toast is, and every visible interactive thing its box crosses. */
async function look(page: Page): Promise<Look | null> {
  return page.evaluate(() => {
    const toast = document.querySelector<HTMLElement>('[data-snackbar-type]')
    if (!toast) return null
    const t = toast.getBoundingClientRect()
    const shown = t.bottom > 0 && t.top < window.innerHeight && t.width > 2 && t.height > 2
    const covers: string[] = []
    if (shown) {
      const selector =
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, label[for], ' +
        '[role="button"], [role="link"], [role="checkbox"], [role="radio"], [role="tab"], ' +
        '[role="combobox"], [data-bottom-bar]'
      for (const element of document.querySelectorAll<HTMLElement>(selector)) {
        if (toast.contains(element)) continue
        const r = element.getBoundingClientRect()
        if (r.width < 2 || r.height < 2) continue
        if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue
        if (r.left < t.right && r.right > t.left && r.top < t.bottom && r.bottom > t.top) {
          const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)
          covers.push(
            `${element.tagName.toLowerCase()} "${name}" at ${Math.round(r.top)}–${Math.round(r.bottom)} under the toast at ${Math.round(t.top)}–${Math.round(t.bottom)}`,
          )
        }
      }
    }
    return { shown, text: toast.textContent ?? '', covers }
  })
}

/**
 * While the toast is up: it covers nothing now, nor after each scroll step down and back up.
 * Returns how many of the looks found it painted.
 */
async function neverCovers(page: Page, text: string, name: string): Promise<number> {
  let painted = 0
  const check = async (where: string) => {
    // The toast looks again within a frame of a scroll (and every 250 ms): give it two.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    const seen = await look(page)
    if (!seen) return
    expect(seen.text).toContain(text)
    expect(seen.covers, `${name}, ${where}`).toEqual([])
    if (seen.shown) painted++
  }
  await check('as it appears')
  mkdirSync(shots, { recursive: true })
  await page.screenshot({ path: path.join(shots, `${name}.png`) })
  for (const step of [200, 200, 300, -350, -350]) {
    await page.mouse.wheel(0, step)
    await check(`after scrolling ${step} px`)
  }
  return painted
}

describe('toasts never cover fields or buttons (issue 29 point 8)', () => {
  const journey = useAppAndBrowser()

  for (const viewport of ['phone', 'desktop'] as const) {
    it(`settings and a tour page at ${viewports[viewport].width} px`, async () => {
      const { context, page, problems } = await newPage(journey, viewport)
      await logIn(page, journey.app.baseUrl, DEMO_CUSTOMER)
      await page.waitForURL(`${journey.app.baseUrl}/account`)

      // Settings: the phone saved with its country list (one phone rule); the toast says so.
      await page.goto(`${journey.app.baseUrl}/account/settings`)
      await page.getByRole('button', { name: 'Edit phone' }).click()
      await page.getByLabel('Country').selectOption('LK')
      const phone = page.getByRole('textbox', { name: 'Phone' })
      await phone.fill('077 123 4567')
      await page.getByRole('button', { name: 'Save', exact: true }).click()
      const said = page.locator('[data-snackbar-type]', { hasText: Messages.profileUpdated })
      await said.waitFor({ state: 'attached' })
      const settingsPainted = await neverCovers(page, Messages.profileUpdated, `settings-${viewport}`)
      expect(settingsPainted, 'the toast was never seen').toBeGreaterThan(0)
      await page.getByText('+94 77 123 4567').waitFor()

      // A tour page: on a phone the Book Now bar is docked at the bottom.
      const search = (await (await fetch(`${journey.app.baseUrl}/api/search?limit=30`)).json()) as {
        data: { results: Array<{ full_seo_url: string }> }
      }
      const tour = search.data.results.at(-1)!
      await page.goto(`${journey.app.baseUrl}${tour.full_seo_url}`)
      const heart = page.getByRole('button', { name: /^(Add to|Remove from) favourites$/ })
      await heart.click()
      const favourite = page
        .locator('[data-snackbar-type]')
        .filter({ hasText: new RegExp(`${Messages.favouriteAdded}|${Messages.favouriteRemoved}`) })
      await favourite.waitFor({ state: 'attached' })
      const text = (await favourite.textContent()) ?? ''
      // On a phone the heart sits in the booking panel, below the content: back at the top, the
      // Book Now bar docks again while the toast shows, and the toast stands clear of it.
      await page.evaluate(() => window.scrollTo(0, 0))
      if (viewport === 'phone') await page.locator('[data-bottom-bar]').waitFor()
      expect(await neverCovers(page, text.replace('✕', '').trim(), `tour-${viewport}`)).toBeGreaterThan(0)

      expect(unexpected(problems)).toEqual([])
      await context.close()
    }, 180_000)
  }

  it('a phone full of fields: the toast waits out of sight, is still read out, and shows once there is room', async () => {
    const { context, page, problems } = await newPage(journey, 'phone')
    await logIn(page, journey.app.baseUrl, DEMO_CUSTOMER)
    await page.waitForURL(`${journey.app.baseUrl}/account`)
    await page.goto(`${journey.app.baseUrl}/account/settings`)
    await page.getByRole('button', { name: 'Edit password' }).click()
    // Only the current password, then Save: the form's own problems, no request.
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await page
      .getByText(/current password/i)
      .first()
      .waitFor()
    // A refusal from the server comes as a toast: a wrong current password.
    await page.getByLabel('Current password').fill('not-the-password-1A!')
    const fresh = 'Another-Strong-Pass-2026!'
    await page.getByLabel('New password', { exact: true }).fill(fresh)
    await page.getByLabel(/Confirm/).fill(fresh)
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    const refusal = page.locator('[data-snackbar-type="error"]')
    await refusal.waitFor({ state: 'attached' })
    const text = ((await refusal.textContent()) ?? '').replace('✕', '').trim()
    // Read out where it is: inside the page's alert region, whether painted or waiting.
    expect(await page.getByRole('alert').filter({ has: refusal }).count()).toBe(1)
    await neverCovers(page, text, 'password-refused-phone')
    expect(unexpected(problems, [401, 403, 422])).toEqual([])
    await context.close()
  }, 180_000)
})
