/**
 * What a settled charge does to bookings: an order's bookings become paid (Confirmed when the
 * tour sells instantly), an amendment's balance is added to what its booking has paid (an expired
 * order's seats are taken back by the booking core's reviveExpiredOrder). The bookings columns
 * are written by the booking core (decision 069). Runs inside settlePayment's
 * transaction; every statement is guarded so running it twice changes nothing.
 */
import { sql } from 'drizzle-orm'
import { queryRows, type Tx } from '@serendib/db/client'
import { SaleType } from '@serendib/db/schema/activities'
import { OrderStatus } from '@serendib/db/schema/orders'
import { AmendmentStatus } from '@serendib/domain/amendments'
import { BookingStatus } from '@serendib/domain/booking-status'
import { recordAudit, systemActor } from '../audit/record-audit.ts'
import { attachOrderAccount } from '../booking/order-account.ts'
import { addBookingPayment, markOrderBookingsPaid } from '../booking-core/paid.ts'
import { BookingTransitionRefused, transitionBooking } from '../booking-core/transition-booking.ts'
import { enqueueEmail } from '../email/enqueue-email.ts'
import { bookingReceiptMail, type BookingMailData } from '../email/booking-templates.ts'
import { supplierNewBookingMail } from '../email/supplier-new-booking-mail.ts'
import { loadBookingMailData } from '../email/booking-mail-data.ts'
import { markQuoteAccepted } from '../quotes/quote-accepted.ts'

/**
 * Marks the order paid and its live bookings paid: payment amount, payment reference, Confirmed
 * through the state graph for sale_type 1 (others stay Pending for the supplier), activities.sold;
 * then the receipt to each
 * booking's contact and one new-booking mail per supplier. Returns how many bookings it paid.
 */
export async function payOrderBookings(
  tx: Tx,
  { orderId, paymentReference, publicUrl }: { orderId: number; paymentReference: string; publicUrl: string },
): Promise<number> {
  await attachOrderAccount(tx, orderId, publicUrl)
  const paid = await markOrderBookingsPaid(tx, orderId, paymentReference)
  await tx.execute(
    sql`update orders set status = ${OrderStatus.paid}, paid_at = coalesce(paid_at, now()), updated_at = now() where id = ${orderId}`,
  )
  if (paid.length === 0) return 0
  // Instant tours are confirmed by the payment; on-request ones wait for their supplier.
  for (const booking of paid) {
    if (booking.sale_type !== SaleType.instant) continue
    await transitionBooking(tx, { bookingId: booking.id, action: 'confirm', actor: systemActor('payment') })
  }
  // A tailored quote's deposit (decision 079): the quote is accepted and its booking confirmed.
  await markQuoteAccepted(tx, orderId, publicUrl)
  const ids = paid.map((b) => b.id)
  await tx.execute(
    sql`update activities a set sold = a.sold + c.n
          from (select activity_id, count(*)::int as n from bookings
                 where id in (${sql.join(ids, sql`, `)}) group by activity_id) c
         where a.id = c.activity_id`,
  )
  const mails = await loadBookingMailData(tx, ids)
  for (const booking of mails) await enqueueEmail(tx, bookingReceiptMail(booking, publicUrl))
  type SupplierMail = (typeof mails)[number]['supplier'] & { bookings: BookingMailData[] }
  const bySupplier = new Map<number, SupplierMail>()
  for (const booking of mails) {
    const entry = bySupplier.get(booking.supplier.id) ?? { ...booking.supplier, bookings: [] }
    entry.bookings.push(booking)
    bySupplier.set(booking.supplier.id, entry)
  }
  for (const supplier of bySupplier.values()) {
    await enqueueEmail(tx, supplierNewBookingMail(supplier, supplier.bookings, publicUrl))
  }
  return paid.length
}

/** An amendment's balance charge: the amendment is paid once, and its booking has paid more. */
export async function payAmendment(tx: Tx, amendmentId: number, amountCents: number): Promise<boolean> {
  const [amendment] = await queryRows<{ booking_id: number }>(
    tx,
    // Only an accepted, unpaid amendment of a booking still running (0/1) can take the money;
    // an old tab paying after a cancel gets refunded by the caller.
    sql`update amendments a set paid_at = now(), updated_at = now()
         where a.id = ${amendmentId} and a.paid_at is null and a.status = ${AmendmentStatus.accepted}
           and exists (select 1 from bookings b where b.id = a.booking_id
                         and b.status in (${BookingStatus.pending}, ${BookingStatus.confirmed}))
        returning a.booking_id`,
  )
  if (!amendment) return false
  await addBookingPayment(tx, amendment.booking_id, amountCents)
  return true
}

/**
 * A chargeback puts the bookings the charge paid for into 5 Dispute, where the state graph
 * allows it. A booking it may not move (already canceled, rejected or in dispute) is left as it
 * is and the chargeback is recorded in the audit log for an admin. Returns the bookings moved.
 */
export async function disputeBookings(
  tx: Tx,
  charge: { orderId: number | null; amendmentId: number | null },
): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select id from bookings
         where deleted_at is null
           and (order_id = ${charge.orderId ?? -1}
                or id = (select booking_id from amendments where id = ${charge.amendmentId ?? -1}))
         order by id`,
  )
  const actor = systemActor('payment chargeback')
  let moved = 0
  for (const { id } of rows) {
    try {
      await transitionBooking(tx, { bookingId: id, action: 'dispute', actor })
      moved++
    } catch (error) {
      if (!(error instanceof BookingTransitionRefused)) throw error
      await recordAudit(tx, {
        actor,
        action: 'booking.chargeback-not-applied',
        subject: { type: 'booking', id },
        before: { status: error.from },
        reason: error.message,
      })
    }
  }
  return moved
}
