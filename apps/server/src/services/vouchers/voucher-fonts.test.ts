import { constants, inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import type { Voucher } from '@serendib/domain/api/vouchers'
import { scriptRuns } from './voucher-fonts.ts'
import { renderVoucherPdf } from './voucher-pdf.ts'

const sinhala = 'සුනිල් පෙරේරා'
const tamil = 'சுந்தரம் குமார்'
const conjunct = 'ශ්‍රී ලංකා' // ශ් + ZWJ + රී: the joiner must stay in the Sinhala run

const voucher: Voucher = {
  booking_reference: 'SRD-PDF-1',
  status: 1,
  tour: 'Kandy temple walk',
  start_date: '2026-12-24',
  start_time: '09:00',
  pickup_time: '08:30',
  pickup_point: 'Kandy',
  pickup_details: 'Hotel Suisse',
  option_label: 'Private with driver-guide: Van (up to 8) × 1',
  travellers: [sinhala, tamil, 'Zoë Perera', 'Łukasz Nowak'],
  pax: 4,
  supplier: { name: conjunct, phone: '+94 77 123 4567', email: 'ops@example.com' },
  token: 'SRD-PDF-1.abcdefghijklmnopqrstuvwxyz012345',
  qr_svg: '<svg/>',
  checked_in_at: null,
}

/** Every stream of a pdfkit PDF, inflated (pdfkit compresses them with Flate). */
function streams(pdf: Buffer): string[] {
  const text = pdf.toString('latin1')
  return [...text.matchAll(/\bstream\n([\s\S]*?)endstream/g)].map((m) => {
    const body = Buffer.from(m[1]!, 'latin1')
    try {
      return inflateSync(body, { finishFlush: constants.Z_SYNC_FLUSH }).toString('latin1')
    } catch {
      return m[1]!
    }
  })
}

/** Code points as the shaper leaves them: composite vowel signs split (ේ = ෙ + ්), so NFD. */
const hex = (text: string) =>
  [...text.normalize('NFD')]
    .filter((c) => c !== ' ' && c !== '\u200d')
    .map((c) => c.codePointAt(0)!.toString(16).padStart(4, '0'))

describe('voucher PDF fonts', () => {
  it('cuts text into runs by script, keeping joiners in their run and Latin-1 in Helvetica', () => {
    expect(scriptRuns(`Mr ${sinhala}`)).toEqual([
      { font: 'Helvetica', text: 'Mr ' },
      { font: 'NotoSansSinhala', text: 'සුනිල්' },
      { font: 'Helvetica', text: ' ' },
      { font: 'NotoSansSinhala', text: 'පෙරේරා' },
    ])
    expect(scriptRuns('ශ්‍රී')).toEqual([{ font: 'NotoSansSinhala', text: 'ශ්‍රී' }])
    expect(scriptRuns(tamil).map((r) => r.font)).toEqual(['NotoSansTamil', 'Helvetica', 'NotoSansTamil'])
    // Beyond Latin-1: Noto Sans's Latin Extended and Cyrillic subsets, Devanagari, CJK (decision 077).
    expect(scriptRuns('Zoë Łukasz')).toEqual([
      { font: 'Helvetica', text: 'Zoë ' },
      { font: 'NotoSansLatinExt', text: 'Ł' },
      { font: 'Helvetica', text: 'ukasz' },
    ])
    expect(scriptRuns('Иван राहुल 王小明').map((r) => r.font)).toEqual([
      'NotoSansCyrillic',
      'Helvetica',
      'NotoSansDevanagari',
      'Helvetica',
      'CJK',
    ])
    // Without a CJK font on the machine, Chinese prints as '?' rather than as a wrong glyph.
    expect(scriptRuns('王 A', {})).toEqual([{ font: 'Helvetica', text: '? A' }])
  })

  it('embeds Noto Sans Sinhala and Tamil with every letter of the names mapped to a glyph', async () => {
    const pdf = await renderVoucherPdf(voucher)
    const raw = pdf.toString('latin1')
    // Both fonts are embedded (subset: a six-letter tag before the name), beside Helvetica.
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansSinhala/)
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansTamil/)
    // …and Noto Sans Latin Extended for Łukasz.
    expect(raw.match(/\/FontFile2/g)?.length).toBe(3)
    // The ToUnicode maps (what text extraction reads) carry each Sinhala and Tamil letter: the
    // glyphs drawn are the letters' own (shaped clusters), not empty boxes.
    const maps = streams(pdf)
      .filter((s) => s.includes('begincmap'))
      .join('\n')
      .toLowerCase()
    for (const code of [...hex(sinhala), ...hex(tamil), ...hex(conjunct)]) expect(maps, code).toContain(code)
  })
})
