/**
 * A reseller booking's voucher (decisions 044 and 045, issue 33): OCTO's one voucher per
 * booking. Once the booking is confirmed it carries the signed code its QR shows at check-in
 * and the URL of its PDF, which the reseller fetches with its key. A hold, a cancelled or an
 * expired booking has the voucher's terms but nothing to deliver.
 */
import type { Db } from '@serendib/db/client'
import type { Reseller } from '@serendib/db/schema/resellers'
import type { OctoBookingView } from '@serendib/domain/api/octo'
import { OctoError, OctoMessages } from '@serendib/domain/octo'
import { voucherPdfFor } from '../vouchers/voucher-pdf.ts'
import { voucherToken } from '../vouchers/voucher-token.ts'
import { loadOctoBooking, statusOfRow } from './octo-bookings-read.ts'

/** What delivering a voucher needs: the secret that signs its code and where the PDF is served. */
export interface VoucherKeys {
  secret: string
  publicUrl: string
}

const delivered = (status: OctoBookingView['status']) => status === 'CONFIRMED' || status === 'REDEEMED'

export const octoVoucherPdfUrl = (publicUrl: string, uuid: string) =>
  `${publicUrl}/octo/bookings/${encodeURIComponent(uuid)}/voucher.pdf`

/** The booking as answered: a confirmed one's voucher with its QR code and PDF. */
export function withVoucherDelivery(view: OctoBookingView, keys: VoucherKeys): OctoBookingView {
  if (!view.voucher || !view.supplierReference || !delivered(view.status)) return view
  return {
    ...view,
    voucher: {
      ...view.voucher,
      deliveryOptions: [
        { deliveryFormat: 'QRCODE', deliveryValue: voucherToken(keys.secret, view.supplierReference) },
        { deliveryFormat: 'PDF_URL', deliveryValue: octoVoucherPdfUrl(keys.publicUrl, view.uuid) },
      ],
    },
  }
}

/** The voucher PDF of the reseller's confirmed booking (the one the site mails its travellers). */
export async function octoVoucherPdf(db: Db, secret: string, reseller: Reseller, uuid: string) {
  const row = await loadOctoBooking(db, reseller, uuid)
  if (!delivered(statusOfRow(row))) throw new OctoError('UNPROCESSABLE_ENTITY', OctoMessages.noVoucher)
  return voucherPdfFor(db, secret, row.booking_reference)
}
