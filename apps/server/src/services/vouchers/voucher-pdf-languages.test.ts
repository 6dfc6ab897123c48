import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { createRequire } from 'node:module'
import { dirname } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Voucher } from '@serendib/domain/api/vouchers'
import { renderVoucherPdf } from './voucher-pdf.ts'

const voucher: Voucher = {
  booking_reference: 'SRD-LANG-1',
  status: 1,
  tour: 'Kandy temple walk',
  start_date: '2026-12-24',
  start_time: '09:00',
  pickup_time: '08:30',
  pickup_point: 'Kandy',
  pickup_details: 'Hotel Suisse',
  option_label: null,
  travellers: ['Иван Петров', '王小明', '山田太郎', 'राहुल शर्मा', 'Łukasz Nowak'],
  pax: 5,
  supplier: { name: 'Hill Country Tours', phone: '+94 77 123 4567', email: 'ops@example.com' },
  token: 'SRD-LANG-1.abcdefghijklmnopqrstuvwxyz012345',
  qr_svg: '<svg/>',
  checked_in_at: null,
}

const standardFontDataUrl = `${dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`

/** The PDF's text as a reader extracts it (PDF.js, through the fonts' ToUnicode maps). */
async function pdfText(pdf: Buffer): Promise<string> {
  const task = getDocument({ data: new Uint8Array(pdf), standardFontDataUrl, useSystemFonts: false })
  const doc = await task.promise
  const page = await doc.getPage(1)
  const content = await page.getTextContent()
  const text = content.items.map((item) => ('str' in item ? item.str : '')).join('')
  await task.destroy()
  // Shaped scripts come back in canonical order; compare without spaces and joiners.
  return text.normalize('NFC').replace(/[\s\u200c\u200d]/g, '')
}

const squash = (text: string) => text.normalize('NFC').replace(/[\s\u200c\u200d]/g, '')
const sorted = (text: string) => [...text].sort().join('')

/**
 * Whether the extracted text holds `word`. Devanagari is drawn in visual order (the vowel sign
 * ि before its consonant, the reph after), and so it is extracted: a Hindi word is found as a
 * stretch of the same letters in any order, every other script letter for letter.
 */
function holds(text: string, word: string): boolean {
  const w = squash(word)
  if (!/[\u0900-\u097f]/.test(w)) return text.includes(w)
  const letters = [...text]
  const want = sorted(w)
  const size = [...w].length
  for (let i = 0; i + size <= letters.length; i++)
    if (sorted(letters.slice(i, i + size).join('')) === want) return true
  return false
}

describe('the voucher PDF in the booking language (decision 077)', () => {
  it.each([
    ['en', ['Serendib tour voucher', 'Phone on the day', '24/12/2026']],
    ['de', ['Serendib Tour-Voucher', 'Telefon am Tourtag', '24. Dezember 2026', 'Reisende']],
    ['fr', ['Bon de circuit Serendib', 'E-mail de l’organisateur', '24 décembre 2026']],
    ['ru', ['Ваучер на тур Serendib', 'Путешественники', '24 декабря 2026']],
    ['zh', ['Serendib 行程凭证', '当天联系电话', '2026年12月24日', '接送地点']],
    ['ja', ['Serendib ツアーバウチャー', '当日の連絡先電話', '2026年12月24日', '送迎場所']],
    ['hi', ['Serendib टूर वाउचर', 'टूर के दिन का फ़ोन', '24 दिसंबर 2026', 'यात्री']],
  ])('%s: labels, the date and every traveller name are text in the PDF', async (locale, words) => {
    const text = await pdfText(await renderVoucherPdf(voucher, locale))
    for (const word of [...words, ...voucher.travellers, 'SRD-LANG-1', 'Kandy temple walk'])
      expect(holds(text, word), `${locale}: ${word} in ${text}`).toBe(true)
    // No letter fell back to a question mark.
    expect(text).not.toContain('?')
  })
})
