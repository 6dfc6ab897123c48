/**
 * The pages decision 067 changed, looked at and checked with axe at 390 and 1366 px (issue 30's
 * "axe with no violations on the pages touched"): the one review form in the account's dialog
 * and on the e-mailed link, /booking/find filled in from a receipt link, and settings' phone with
 * its country list. Screenshots go to e2e/screenshots/decision-067 for a person to look at.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { PhoneMessages } from '@serendib/domain/phone'
import { REVIEW_FEEDBACK_MAX } from '@serendib/domain/reviews'
import { axeFindings } from './support/axe.ts'
import { useAppAndBrowser } from './support/journey.ts'
import { newPage, unexpected, viewports } from './support/page.ts'
import { DEMO_CUSTOMER, logIn } from './support/session.ts'

/** packages/db/src/seed/insert-demo-people.ts: the link of the customer's one unreviewed tour. */
const DEMO_REVIEW_TOKEN = 'demo-review-token-serendib-2026'
const shots = path.resolve(fileURLToPath(import.meta.url), '../screenshots/decision-067')

async function lookAtBothWidths(page: Page, name: string): Promise<string[]> {
  mkdirSync(shots, { recursive: true })
  const findings: string[] = []
  for (const size of [viewports.phone, viewports.desktop]) {
    await page.setViewportSize(size)
    await page.waitForTimeout(200)
    await page.screenshot({ path: path.join(shots, `${name}-${size.width}.png`), fullPage: true })
    findings.push(...(await axeFindings(page, `${name} ${size.width}`)))
  }
  return findings
}

describe('pages of decision 067 at 390 and 1366 px, with axe', () => {
  const journey = useAppAndBrowser()

  it('the review form from the e-mailed link and from the account is the same form', async () => {
    const { context, page, problems } = await newPage(journey, 'phone', { bypassCSP: true })
    await page.goto(`${journey.app.baseUrl}/tour/review/${DEMO_REVIEW_TOKEN}`)
    await page.getByRole('heading', { name: 'How was your tour?' }).waitFor()
    await page.getByText(`0 / ${REVIEW_FEEDBACK_MAX.token}`).waitFor()
    await page.getByLabel('Add photos').waitFor({ state: 'attached' })
    const findings = await lookAtBothWidths(page, 'review-link')

    await page.setViewportSize(viewports.phone)
    await logIn(page, journey.app.baseUrl, DEMO_CUSTOMER)
    await page.waitForURL(`${journey.app.baseUrl}/account`)
    await page.getByRole('button', { name: 'Review Now' }).click()
    const dialog = page.getByRole('dialog', { name: 'Review your activity' })
    await dialog.waitFor()
    // The same fields, counter and photos as the link's page.
    await dialog.getByText(`0 / ${REVIEW_FEEDBACK_MAX.dashboard}`).waitFor()
    await dialog.getByLabel('Add photos').waitFor({ state: 'attached' })
    expect(await dialog.getByRole('radio').count()).toBe(5)
    findings.push(...(await lookAtBothWidths(page, 'review-dialog')))
    expect(findings).toEqual([])
    expect(unexpected(problems)).toEqual([])
    await context.close()
  }, 120_000)

  it('settings: the phone with its country list; /booking/find filled in from a receipt link', async () => {
    const { context, page, problems } = await newPage(journey, 'phone', { bypassCSP: true })
    await logIn(page, journey.app.baseUrl, DEMO_CUSTOMER)
    await page.waitForURL(`${journey.app.baseUrl}/account`)
    await page.goto(`${journey.app.baseUrl}/account/settings`)
    await page.getByRole('button', { name: 'Edit phone' }).click()
    // The demo customer's +44 number names its own country, as at checkout.
    await expect.poll(() => page.getByLabel('Country').inputValue()).toBe('GB')
    await page.getByRole('textbox', { name: 'Phone' }).fill('abc')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await page.getByText(PhoneMessages.invalid).first().waitFor()
    expect(await page.getByRole('textbox', { name: 'Phone' }).getAttribute('aria-invalid')).toBe('true')
    const findings = await lookAtBothWidths(page, 'settings-phone')
    await context.close()

    const guest = await newPage(journey, 'phone', { bypassCSP: true })
    await guest.page.goto(`${journey.app.baseUrl}/booking/find?reference=SB7K3M9Q2P#email=ana%40example.com`)
    await expect.poll(() => guest.page.getByLabel('E-mail').inputValue()).toBe('ana@example.com')
    expect(await guest.page.getByLabel('Booking reference').inputValue()).toBe('SB7K3M9Q2P')
    findings.push(...(await lookAtBothWidths(guest.page, 'booking-find-filled')))
    expect(findings).toEqual([])
    expect(unexpected(problems)).toEqual([])
    expect(unexpected(guest.problems)).toEqual([])
    await guest.context.close()
  }, 120_000)
})
