/**
 * The voucher as a one-page A4 PDF (pdfkit) for the confirmation mail: the same facts as
 * /voucher/{reference} and the QR of the signed code, so a printed voucher scans at check-in.
 * Sinhala and Tamil names are written in embedded Noto fonts (voucher-fonts.ts, decision 049).
 */
import PDFDocument from 'pdfkit'
import QRCode from 'qrcode'
import { sql } from 'drizzle-orm'
import { queryRows, type DbOrTx } from '@serendib/db/client'
import type { Voucher } from '@serendib/domain/api/vouchers'
import { bookingStatusLabels, isEndedBooking, type BookingStatusCode } from '@serendib/domain/booking-status'
import { formatDisplayDate } from '@serendib/domain/dates'
import { NotFoundError } from '@serendib/domain/errors'
import { MailWithdrawnError } from '../email/mail-withdrawn.ts'
import { voucherFor } from './voucher.ts'
import { scriptFonts, scriptRuns } from './voucher-fonts.ts'

/** A value in the fonts its scripts need, wrapped at `width`; the font is Helvetica again after. */
function writeValue(doc: PDFKit.PDFDocument, value: string, width: number) {
  const runs = scriptRuns(value)
  runs.forEach((run, i) => doc.font(run.font).text(run.text, { width, continued: i < runs.length - 1 }))
  doc.font('Helvetica')
}

export async function renderVoucherPdf(v: Voucher): Promise<Buffer> {
  const qr = await QRCode.toBuffer(v.token, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 360 })
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `Voucher ${v.booking_reference}` } })
  for (const [name, file] of Object.entries(scriptFonts())) doc.registerFont(name, file)
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  doc.fontSize(22).text('Serendib tour voucher')
  doc.moveDown(0.3).fontSize(12).fillColor('#475569').text(`Booking ${v.booking_reference}`).fillColor('#000')
  doc.image(qr, doc.page.width - 56 - 150, 56, { width: 150 })
  doc.moveDown(1.5)
  const rows: [string, string | null][] = [
    ['Tour', v.tour],
    ['Date', formatDisplayDate(v.start_date)],
    ['Start time', v.start_time],
    ['Pick-up time', v.pickup_time],
    ['Option', v.option_label],
    ['Pick-up point', v.pickup_point],
    ['Pick-up', v.pickup_details || null],
    ['Travellers', `${v.pax}: ${v.travellers.join(', ')}`],
    ['Tour operator', v.supplier.name],
    ['Phone on the day', v.supplier.phone],
    ['Operator e-mail', v.supplier.email],
  ]
  for (const [label, value] of rows) {
    if (!value) continue
    doc.fontSize(10).fillColor('#475569').text(label, { width: 300 })
    doc.fontSize(13).fillColor('#000')
    writeValue(doc, value, 330)
    doc.moveDown(0.5)
  }
  doc
    .moveDown()
    .fontSize(10)
    .fillColor('#475569')
    .text('Show this voucher (printed or on your phone) to your guide at the start.')
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
  return renderVoucherPdf(voucher)
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
