/**
 * The supplier hears of a reseller's sale when it is confirmed, like of a paid one, and of its
 * cancellation (decision 045). A hold never reaches the supplier.
 */
import type { Tx } from '@serendib/db/client'
import type { Reseller } from '@serendib/db/schema/resellers'
import { supplierBookingCanceledMail } from '../email/account-templates.ts'
import { loadBookingMailData } from '../email/booking-mail-data.ts'
import { supplierNewBookingMail } from '../email/supplier-new-booking-mail.ts'
import { enqueueEmail } from '../email/enqueue-email.ts'

export async function mailSupplierNewBooking(tx: Tx, bookingId: number, publicUrl: string) {
  const [mail] = await loadBookingMailData(tx, [bookingId])
  if (mail) await enqueueEmail(tx, supplierNewBookingMail(mail.supplier, [mail], publicUrl))
}

export async function mailSupplierCanceled(tx: Tx, bookingId: number, reseller: Reseller, publicUrl: string) {
  const [mail] = await loadBookingMailData(tx, [bookingId])
  if (mail)
    await enqueueEmail(
      tx,
      supplierBookingCanceledMail(
        mail.supplier,
        {
          id: mail.id,
          bookingReference: mail.bookingReference,
          tourTitle: mail.tourTitle,
          startDate: mail.startDate,
        },
        publicUrl,
        { by: 'reseller', reseller: reseller.name },
      ),
    )
}
