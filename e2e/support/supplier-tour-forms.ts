/**
 * The supplier journey's two tours, filled through the editor as a supplier would: a day tour
 * with two start times, a high season and a blackout date, and a round tour with a day-by-day
 * itinerary and its own high season. Each step is shot at both widths (see `tourEditor`).
 */
import { writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect } from 'vitest'
import type { Page } from 'playwright-core'
import { PHOTO_MAX_MB } from '@serendib/domain/images'
import { TourEditorMessages } from '@serendib/domain/supplier-tours'
import { isoDateAhead, picture, shootBothWidths, tourEditor } from './supplier-portal.ts'

/** The day the visitor books (inside the high season) and the day the supplier closes. */
export const BOOKED_DAY = isoDateAhead(21)
export const BLACKOUT_DAY = isoDateAhead(22)

/** A 40 MB "photo" on disk (too big to pass as a buffer); the browser refuses it before upload. */
async function hugePhoto(): Promise<string> {
  const path = join(tmpdir(), `huge-${process.pid}.jpg`)
  await writeFile(path, Buffer.alloc(40 * 1024 * 1024, 0xff))
  return path
}

/** Steps 1 to 8 of the draft "Sigiriya sunrise climb" (title already saved), left on SEO. */
export async function fillDayTour(page: Page) {
  const editor = tourEditor(page, 'day')
  await page.getByRole('checkbox', { name: 'Tea Country' }).check()
  await page
    .getByLabel('Overview')
    .fill('Climb Pidurangala in the dark and watch the sun rise over Sigiriya.')
  await page
    .getByRole('group', { name: 'Start locations' })
    .getByRole('checkbox', { name: 'Dambulla', exact: true })
    .check()
  await editor.go(/Itinerary/, 'itinerary')
  await page.getByRole('button', { name: 'Add an item' }).click()
  await page.getByLabel('Time and title').fill('04:30 Pick-up at your hotel')
  await page.getByLabel('Summary').fill('Our guide meets you with torches and water.')
  await editor.go(/Inclusions/, 'details')
  await page.getByLabel(/^Includes/).fill('Guide\nTorch\nBreakfast')
  await editor.go(/Photos/, 'photos')
  await page.locator('input[type=file]').setInputFiles([
    { name: 'rock.png', mimeType: 'image/png', buffer: await picture() },
    { name: 'view.png', mimeType: 'image/png', buffer: await picture(200, 120, 40) },
  ])
  await page.getByText('Cover', { exact: true }).waitFor()
  // The editor sends one photo a request: the second is in once it offers 'Make cover'.
  await page.getByRole('button', { name: 'Make cover' }).waitFor()
  expect(await page.getByRole('button', { name: 'Make cover' }).count()).toBe(1)
  // The checklist follows the upload: no photo is missing any more.
  await page.getByRole('link', { name: 'Photos: Add at least one photo' }).waitFor({ state: 'detached' })
  await editor.go(/Travellers/, 'prices')
  await page.getByLabel('Adult rate').first().fill('45')
  // A negative rate gets the domain's message on its field and is not saved.
  await page.getByLabel('Child rate').first().fill('-5')
  await page.getByText(TourEditorMessages.priceNegative).first().waitFor()
  expect(await page.getByLabel('Child rate').first().getAttribute('aria-invalid')).toBe('true')
  await page.getByLabel('Child rate').first().fill('20')
  await page.getByText(TourEditorMessages.priceNegative).waitFor({ state: 'detached' })
  // A high season over the booking date, with a dearer adult rate.
  await page.getByRole('button', { name: 'Add a price period' }).click()
  const periods = page.getByRole('group', { name: 'Seasonal price periods' })
  await periods.getByLabel('Name').fill('High season')
  await periods.getByLabel('From').fill(isoDateAhead(14))
  await periods.getByLabel('To').fill(isoDateAhead(40))
  await periods.getByLabel('Adult rate').fill('60')
  await editor.go(/Pick-up/, 'pickup')
  await page.getByRole('button', { name: 'Add a pick-up point' }).click()
  await page.getByLabel('Pick-up point').selectOption({ label: 'Sigiriya, Habarana & Dambulla hotels' })
  await page.getByLabel('Pick-up time').fill('04:30')
  await editor.go(/Availability/, 'availability')
  // Two start times (the visitor books the second) and a blackout date.
  await page.getByRole('button', { name: 'Add a start time' }).click()
  await page.getByRole('button', { name: 'Add a start time' }).click()
  const starts = page.getByRole('group', { name: 'Start times' })
  await starts.getByLabel('Time', { exact: true }).nth(0).fill('05:00')
  await starts.getByLabel('Time', { exact: true }).nth(1).fill('09:30')
  await page.getByRole('button', { name: 'Add a blackout date' }).click()
  await page.getByRole('group', { name: 'Blackout dates' }).getByLabel('Date').fill(BLACKOUT_DAY)
  await editor.go(/SEO/, 'seo')
  await page.getByRole('button', { name: /^Use “sigiriya-sunrise-climb/ }).click()
  await editor.done()
}

/** A new round tour, every step filled, left on SEO ready to submit. */
export async function createRoundTour(page: Page) {
  await page.getByRole('link', { name: 'All tours' }).click()
  await page.getByRole('button', { name: 'New tour' }).click()
  await page.waitForURL(/\/supplier\/tours\/\d+\/basics/)
  const editor = tourEditor(page, 'round')
  await page.getByLabel('Title', { exact: true }).fill('Hill country tea trail, four days')
  await page.getByLabel('Tour type').selectOption({ label: 'Round tour' })
  await page.getByLabel('Duration').fill('4')
  await page.getByLabel('Unit').selectOption({ label: 'Days' })
  await page.getByRole('checkbox', { name: 'Tea Country' }).check()
  await page.getByLabel('Overview').fill('Kandy, the tea estates of Nuwara Eliya and the train to Ella.')
  await page
    .getByRole('group', { name: 'Start locations' })
    .getByRole('checkbox', { name: 'Kandy', exact: true })
    .check()
  await editor.go(/Itinerary/, 'itinerary')
  // Round tours list their itinerary by day.
  for (const [title, summary] of [
    ['Kandy', 'The Temple of the Tooth and the lake.'],
    ['Nuwara Eliya', 'A tea factory and a plantation walk.'],
  ]) {
    await page.getByRole('button', { name: 'Add an item' }).click()
    await page.getByLabel('Title', { exact: true }).last().fill(title!)
    await page.getByLabel('Summary').last().fill(summary!)
  }
  expect(await page.getByLabel('Day', { exact: true }).nth(1).inputValue()).toBe('2')
  await editor.go(/Photos/, 'photos')
  // A PDF renamed .jpg is refused by its content, a 40 MB photo by its size: nothing is added.
  await page.locator('input[type=file]').setInputFiles({
    name: 'brochure.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'),
  })
  await page
    .locator('#supplier-main')
    .getByRole('alert')
    .filter({ hasText: TourEditorMessages.photoFormat })
    .waitFor()
  await page.locator('input[type=file]').setInputFiles(await hugePhoto())
  await page
    .locator('#supplier-main')
    .getByRole('alert')
    .filter({ hasText: TourEditorMessages.photoTooLarge(PHOTO_MAX_MB) })
    .waitFor()
  expect(await page.getByText('No photos yet.').count()).toBe(1)
  await page.locator('input[type=file]').setInputFiles({
    name: 'tea.png',
    mimeType: 'image/png',
    buffer: await picture(30, 140, 60),
  })
  await page.getByText('Cover', { exact: true }).waitFor()
  await editor.go(/Travellers/, 'prices')
  await page.getByLabel('Adult rate').first().fill('380')
  await page.getByLabel('Child rate').first().fill('190')
  await page.getByRole('button', { name: 'Add a price period' }).click()
  const periods = page.getByRole('group', { name: 'Seasonal price periods' })
  await periods.getByLabel('Name').fill('Christmas')
  await periods.getByLabel('From').fill(isoDateAhead(30))
  await periods.getByLabel('To').fill(isoDateAhead(45))
  await periods.getByLabel('Adult rate').fill('450')
  await editor.go(/Pick-up/, 'pickup')
  await page.getByRole('button', { name: 'Add a pick-up point' }).click()
  await page.getByLabel('Pick-up point').selectOption({ label: 'Kandy city hotels' })
  await editor.go(/Availability/, 'availability')
  await page.getByLabel('Daily capacity (travellers)').fill('8')
  await editor.go(/SEO/, 'seo')
  await page.getByRole('button', { name: /^Use “hill-country-tea-trail/ }).click()
  await editor.done()
}

/** Shoots the availability step with its calendar showing the booked day chosen. */
export async function shootCalendar(page: Page) {
  await shootBothWidths(page, 'editor-day-availability-booked')
}
