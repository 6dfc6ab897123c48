/**
 * What the supplier portal journey needs besides the browser: the admin's API calls (the
 * console's screens are another issue's), pictures to upload, and the editor's step navigation
 * with a screenshot of every step at both widths when SUPPLIER_SCREENSHOTS names a folder.
 */
import { expect } from 'vitest'
import type { Page } from 'playwright-core'
import sharp from 'sharp'
import type { Journey } from './journey.ts'
import { viewports } from './page.ts'
import { accessToken, DEMO_PASSWORD } from './session.ts'

export const shotsDir = process.env.SUPPLIER_SCREENSHOTS

/** A plain PNG picture (the server checks it and re-encodes it to WebP). */
export const picture = (r = 15, g = 118, b = 110) =>
  sharp({ create: { width: 300, height: 300, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer()

/** yyyy-MM-dd some days ahead (date inputs take this form). */
export function isoDateAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
}

/** The names of the scripts a page loads, to compare the portal's with the home page's. */
export function scriptsOf(page: Page): Set<string> {
  const names = new Set<string>()
  page.on('request', (request) => {
    if (request.resourceType() === 'script') names.add(new URL(request.url()).pathname.split('/').pop() ?? '')
  })
  return names
}

export async function apiToken(journey: Journey, email: string, password: string): Promise<string> {
  return accessToken(journey.app.baseUrl, { email, password })
}

async function adminHeaders(journey: Journey) {
  const token = await apiToken(journey, 'admin@serendib.lk', DEMO_PASSWORD)
  return { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
}

/** The admin approves a submitted tour through the API (issue 13's review route). */
export async function approveTour(journey: Journey, id: number) {
  const approved = await fetch(`${journey.app.baseUrl}/api/admin/tours/${id}/approve`, {
    method: 'POST',
    headers: await adminHeaders(journey),
    body: '{}',
  })
  expect(approved.status).toBe(200)
}

/** The admin approves the supplier through the API (the console's screen is another issue's). */
export async function approveSupplier(journey: Journey, email: string) {
  const headers = await adminHeaders(journey)
  const list = await fetch(`${journey.app.baseUrl}/api/admin/suppliers?approval=pending&q=${email}`, {
    headers,
  })
  const { data } = (await list.json()) as { data: { data: { id: number }[] } }
  // A new supplier's profile misses items (issue 29): the admin approves knowing that.
  const approved = await fetch(`${journey.app.baseUrl}/api/admin/suppliers/${data.data[0]!.id}/approve`, {
    method: 'POST',
    headers,
    body: '{"accept_missing":true}',
  })
  expect(approved.status).toBe(200)
}

/** A full-page screenshot at the phone's width and at the laptop's, back at the phone's after. */
export async function shootBothWidths(page: Page, name: string) {
  if (!shotsDir) return
  const before = page.viewportSize() ?? viewports.phone
  // From the top: a sticky step list is drawn where the page was scrolled to otherwise.
  await page.evaluate(() => window.scrollTo(0, 0))
  for (const [width, size] of [
    ['390', viewports.phone],
    ['1366', viewports.desktop],
  ] as const) {
    await page.setViewportSize(size)
    await page.waitForTimeout(150)
    await page.screenshot({ path: `${shotsDir}/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize(before)
}

/**
 * The tour editor as the supplier uses it: `go` waits for the autosave, shoots the step just
 * filled (`label` names the tour in the file name) and follows the step list to the next one.
 */
export function tourEditor(page: Page, label: string) {
  const saved = page.getByRole('status').filter({ hasText: 'All changes saved' })
  let current = 'basics'
  return {
    saved,
    async go(name: RegExp, slug: string) {
      await saved.waitFor({ timeout: 15_000 })
      await shootBothWidths(page, `editor-${label}-${current}`)
      await page.getByRole('navigation', { name: 'Editor steps' }).getByRole('link', { name }).click()
      await page.waitForURL(new RegExp(`/${slug}$`))
      current = slug
    },
    /** The last step: wait for the save and shoot it. */
    async done() {
      await saved.waitFor({ timeout: 15_000 })
      await shootBothWidths(page, `editor-${label}-${current}`)
    },
  }
}
