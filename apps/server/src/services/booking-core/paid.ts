/**
 * Money on a booking (decision 069): a settled charge marks an order's Pending bookings paid, and
 * an amendment's balance adds to what its booking has paid. Each write is guarded so settling
 * the same charge twice changes nothing. The status change that follows (Confirmed for an
 * instant tour) goes through transitionBooking.
 */
import { sql } from 'drizzle-orm'
import { queryRows, type Tx } from '@serendib/db/client'
import { BookingStatus } from '@serendib/domain/booking-status'

/** The order's live unpaid Pending bookings, now paid in full; returns them with their sale type. */
export function markOrderBookingsPaid(tx: Tx, orderId: number, paymentReference: string) {
  return queryRows<{ id: number; activity_id: number; sale_type: number }>(
    tx,
    sql`update bookings b
           set payment_amount_cents = b.booking_amount_cents,
               payment_reference = ${paymentReference},
               updated_at = now()
          from activities a
         where a.id = b.activity_id and b.order_id = ${orderId}
           and b.deleted_at is null and b.status = ${BookingStatus.pending} and b.payment_amount_cents = 0
        returning b.id, b.activity_id, a.sale_type`,
  )
}

/** An amendment's balance, paid: the caller has marked the amendment paid once. */
export async function addBookingPayment(tx: Tx, bookingId: number, amountCents: number): Promise<void> {
  await tx.execute(
    sql`update bookings set payment_amount_cents = payment_amount_cents + ${amountCents}, updated_at = now()
         where id = ${bookingId}`,
  )
}
