/**
 * The voucher as a one-page A4 PDF (pdfkit) for the confirmation mail: the same facts as
 * /voucher/{reference} and the QR of the signed code, so a printed voucher scans at check-in.
 * Every script is written in an embedded font (voucher-fonts.ts, decisions 049 and 077), the
 * labels in the booking's language.
 */
import PDFDocument from 'pdfkit'
import QRCode from 'qrcode'
import { sql } from 'drizzle-orm'
import { queryRows, type DbOrTx } from '@serendib/db/client'
import type { Voucher } from '@serendib/domain/api/vouchers'
import { bookingStatusLabels, isEndedBooking, type BookingStatusCode } from '@serendib/domain/booking-status'
import { NotFoundError } from '@serendib/domain/errors'
import { mailTranslator } from '../email/mail-i18n.ts'
import { MailWithdrawnError } from '../email/mail-withdrawn.ts'
import { voucherFor } from './voucher.ts'
import { scriptFonts, scriptRuns } from './voucher-fonts.ts'

/** Text in the fonts its scripts need, wrapped at `width`; the font is Helvetica again after. */
function writeValue(doc: PDFKit.PDFDocument, value: string, width: number) {
  const runs = scriptRuns(value)
  runs.forEach((run, i) => doc.font(run.font).text(run.text, { width, continued: i < runs.length - 1 }))
  doc.font('Helvetica')
}

/**
 * The voucher in `locale`, the language its booking was made in (decision 077): labels, the
 * date through Intl, and every script of names and labels in an embedded font.
 */
export async function renderVoucherPdf(v: Voucher, locale: string = 'en'): Promise<Buffer> {
  const m = mailTranslator(locale)
  const qr = await QRCode.toBuffer(v.token, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 360 })
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    lang: m.tag,
    info: { Title: m.t('voucher.booking', { reference: v.booking_reference }) },
  })
  for (const [name, font] of Object.entries(scriptFonts())) doc.registerFont(name, font.data, font.face)
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  doc.fontSize(22)
  writeValue(doc, m.t('voucher.title'), 330)
  doc.moveDown(0.3).fontSize(12).fillColor('#475569')
  writeValue(doc, m.t('voucher.booking', { reference: v.booking_reference }), 330)
  doc.fillColor('#000')
  doc.image(qr, doc.page.width - 56 - 150, 56, { width: 150 })
  doc.moveDown(1.5)
  const rows: [string, string | null][] = [
    [m.t('voucher.tour'), v.tour],
    [m.t('voucher.date'), m.date(v.start_date)],
    [m.t('voucher.startTime'), v.start_time],
    [m.t('voucher.pickupTime'), v.pickup_time],
    // The booked option (decision 073); its label is the supplier's own words.
    ['Option', v.option_label],
    [m.t('voucher.pickupPoint'), v.pickup_point],
    [m.t('voucher.pickup'), v.pickup_details || null],
    [m.t('voucher.travellers'), `${v.pax}: ${v.travellers.join(', ')}`],
    [m.t('voucher.operator'), v.supplier.name],
    [m.t('voucher.phone'), v.supplier.phone],
    [m.t('voucher.operatorEmail'), v.supplier.email],
  ]
  for (const [label, value] of rows) {
    if (!value) continue
    doc.fontSize(10).fillColor('#475569')
    writeValue(doc, label, 300)
    doc.fontSize(13).fillColor('#000')
    writeValue(doc, value, 330)
    doc.moveDown(0.5)
  }
  doc.moveDown().fontSize(10).fillColor('#475569')
  writeValue(doc, m.t('voucher.show'), 440)
  doc.end()
  return done
}

/**
 * For the mail worker: the booking's current voucher as a PDF. A booking that has none any more
 * (cancelled or rejected since the mail was queued) withdraws the mail, saying why: retrying
 * could never attach a voucher.
 */
export async function voucherPdfFor(db: DbOrTx, secret: string, reference: string): Promise<Buffer> {
  let voucher: Voucher
  try {
    voucher = await voucherFor(db, secret, null, reference)
  } catch (error) {
    if (error instanceof NotFoundError) throw new MailWithdrawnError(await noVoucherReason(db, reference))
    throw error
  }
  const [booking] = await queryRows<{ locale: string }>(
    db,
    sql`select locale from bookings where booking_reference = ${reference}`,
  )
  return renderVoucherPdf(voucher, booking?.locale)
}

async function noVoucherReason(db: DbOrTx, reference: string): Promise<string> {
  const [booking] = await queryRows<{ status: number }>(
    db,
    sql`select status from bookings where booking_reference = ${reference}`,
  )
  if (!booking) return `booking ${reference} no longer exists`
  const label = bookingStatusLabels[booking.status as BookingStatusCode] ?? String(booking.status)
  return isEndedBooking(booking.status)
    ? `booking ${reference} was ${label.toLowerCase()} before this mail went out, so it has no voucher`
    : `booking ${reference} has no voucher (status ${label})`
}
