/** The quote behind a paid order becomes accepted (decision 079); see accept-quote.ts. */
import { sql } from 'drizzle-orm'
import { queryRows, type Tx } from '@serendib/db/client'
import { BookingStatus } from '@serendib/domain/booking-status'
import { systemActor } from '../audit/record-audit.ts'
import { transitionBooking } from '../booking-core/transition-booking.ts'
import { enqueueEmail } from '../email/enqueue-email.ts'
import { quoteAcceptedMail } from '../email/quote-templates.ts'
import { supplierRecipient } from '../supplier/portal-language.ts'
import { findQuote } from './quote-access.ts'
import { mailData } from './quotes.ts'

/**
 * In the settlement's transaction, after payOrderBookings paid the order: the quote the order
 * came from is accepted, its booking confirmed (the supplier agreed when quoting), and the
 * supplier told. Runs once: only a quote still `quoted` moves.
 */
export async function markQuoteAccepted(tx: Tx, orderId: number, publicUrl: string): Promise<void> {
  const [accepted] = await queryRows<{ id: number; booking_id: number }>(
    tx,
    sql`update quotes set state = 'accepted', accepted_at = now(), updated_at = now()
         where order_id = ${orderId} and state = 'quoted' returning id, booking_id`,
  )
  if (!accepted) return
  const [booking] = await queryRows<{
    status: number
    booking_reference: string
    payment_amount_cents: number
  }>(
    tx,
    sql`select status, booking_reference, payment_amount_cents from bookings where id = ${accepted.booking_id}`,
  )
  if (booking?.status === BookingStatus.pending)
    await transitionBooking(tx, {
      bookingId: accepted.booking_id,
      action: 'confirm',
      actor: systemActor('payment'),
    })
  const q = await findQuote(tx, { role: 'system' }, accepted.id)
  const supplier = await supplierRecipient(tx, q.supplier_user_id)
  if (!supplier.email || !booking) return
  await enqueueEmail(
    tx,
    quoteAcceptedMail(
      supplier,
      {
        ...mailData(q),
        bookingReference: booking.booking_reference,
        paidCents: booking.payment_amount_cents,
      },
      publicUrl,
    ),
  )
}
