import { createRequire } from 'node:module'
import { dirname } from 'node:path'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { describe, expect, it } from 'vitest'
import type { SupplierBookingsPage } from '@serendib/domain/api/supplier-bookings'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import { useAppAndBrowser } from './support/journey.ts'
import { apiCall } from './support/operations.ts'
import { newPage, unexpected } from './support/page.ts'
import { accessToken, DEMO_PASSWORD } from './support/session.ts'

/**
 * Issue 31: the day manifest a supplier prints from /si is Sinhala on paper too. The manifest
 * is printed by the browser (no server PDF), so this prints it with Chromium's own PDF writer,
 * as "Save as PDF" does, and reads the text back with PDF.js: Sinhala letters, not boxes or
 * English, and the booking's reference. Signing in on the Sinhala login page also saves Sinhala
 * as the supplier's language, which its e-mails follow.
 */
const journey = useAppAndBrowser()
const SUPPLIER = { email: 'bookings@lankatrails.example', password: DEMO_PASSWORD }
const SINHALA = /[\u0D80-\u0DFF]/
const standardFontDataUrl = `${dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`

async function pdfText(pdf: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(pdf), standardFontDataUrl, useSystemFonts: false })
    .promise
  const pages: string[] = []
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent()
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '))
  }
  return pages.join('\n')
}

describe('the day manifest printed in Sinhala (issue 31)', () => {
  it('signs in on the Sinhala page (saving the language) and prints the manifest with Sinhala text', async () => {
    const token = await accessToken(journey.app.baseUrl, SUPPLIER)
    const bookings = await apiCall<{ data: SupplierBookingsPage }>(
      journey.app.baseUrl,
      'GET',
      `/api/supplier/bookings?status=1&from=${addDays(todayInColombo(), 1)}`,
      token,
    )
    const booking = bookings.data.data.find((b) => b.status === 1)
    expect(booking, 'a confirmed upcoming booking in the demo').toBeTruthy()

    const { page, problems } = await newPage(journey, 'phone')
    const site = journey.site
    await page.goto(`${site}/si/supplier/login`)
    await page.getByLabel('ඊ-මේල්', { exact: true }).fill(SUPPLIER.email)
    await page.getByLabel('මුරපදය', { exact: true }).fill(SUPPLIER.password)
    await page.getByRole('button', { name: 'පිවිසෙන්න' }).click()
    await page.waitForURL(`${site}/si/supplier`)
    const saved = await apiCall<{ data: { locale: string } }>(
      journey.app.baseUrl,
      'GET',
      '/api/supplier/language',
      token,
    )
    expect(saved.data.locale).toBe('si')

    await page.goto(`${site}/si/supplier/manifest?date=${booking!.start_date}`)
    await page.locator('section', { hasText: booking!.booking_reference }).waitFor()
    await page.emulateMedia({ media: 'print' })
    const pdf = await page.pdf({ format: 'A4', printBackground: false })
    const text = await pdfText(pdf)
    expect(text).toContain(booking!.booking_reference)
    expect(text).toMatch(SINHALA)
    // The print heading and the counts are Sinhala words, not the English portal's.
    expect(text).not.toMatch(/Day manifest|\btravellers\b|Not checked in/)
    expect(unexpected(problems)).toEqual([])
    await page.context().close()
  })
})
