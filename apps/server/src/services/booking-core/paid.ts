/**
 * Money on a booking (decision 069): a settled charge marks an order's Pending bookings paid, and
 * an amendment's balance adds to what its booking has paid. Each write is guarded so settling
 * the same charge twice changes nothing. The status change that follows (Confirmed for an
 * instant tour) goes through transitionBooking.
 */
import { sql } from 'drizzle-orm'
import { queryRows, type Tx } from '@serendib/db/client'
import { BookingStatus } from '@serendib/domain/booking-status'

/**
 * The order's live unpaid Pending bookings, now paid what checkout charged for each (all of it,
 * or a deposit, or nothing under "reserve now, pay later": decision 075); returns them with their
 * sale type.
 */
export function markOrderBookingsPaid(tx: Tx, orderId: number, paymentReference: string) {
  return queryRows<{ id: number; activity_id: number; sale_type: number }>(
    tx,
    sql`update bookings b
           set payment_amount_cents = coalesce(b.upfront_cents, b.booking_amount_cents),
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

/**
 * A booking's balance, paid (decision 075): only a live booking (Pending or Confirmed) with that
 * much still to pay takes it, so a balance charge settled twice, or after a cancel, returns false
 * and the caller refunds it. The due date is cleared: nothing is left to pay later.
 */
export async function payBookingBalance(tx: Tx, bookingId: number, amountCents: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`update bookings
           set payment_amount_cents = payment_amount_cents + ${amountCents},
               balance_due_date = case when payment_amount_cents + ${amountCents} >= booking_amount_cents
                                       then null else balance_due_date end,
               updated_at = now()
         where id = ${bookingId} and deleted_at is null
           and status in (${BookingStatus.pending}, ${BookingStatus.confirmed})
           and payment_amount_cents + ${amountCents} <= booking_amount_cents
        returning id`,
  )
  return rows.length > 0
}
