/**
 * What a settled charge does to bookings: an order's bookings become paid (Confirmed when the
 * tour sells instantly), an expired order's seats are taken back if they are still free, an
 * amendment's balance is added to what its booking has paid. Runs inside settlePayment's
 * transaction; every statement is guarded so running it twice changes nothing.
 */
import { sql } from 'drizzle-orm'
import { queryRows, type Tx } from '@serendib/db/client'
import { SaleType } from '@serendib/db/schema/activities'
import { OrderStatus } from '@serendib/db/schema/orders'
import { AmendmentStatus } from '@serendib/domain/amendments'
import { BookingStatus } from '@serendib/domain/booking-status'
import { todayInColombo } from '@serendib/domain/dates'
import { recordAudit, systemActor } from '../audit/record-audit.ts'
import { attachOrderAccount } from '../booking/order-account.ts'
import { BookingTransitionRefused, transitionBooking } from '../booking-core/transition-booking.ts'
import { enqueueEmail } from '../email/enqueue-email.ts'
import {
  bookingReceiptMail,
  supplierNewBookingMail,
  type BookingMailData,
} from '../email/booking-templates.ts'
import { loadBookingMailData } from '../email/booking-mail-data.ts'

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
  const paid = await queryRows<{ id: number; activity_id: number; sale_type: number }>(
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
  await tx.execute(
    sql`update orders set status = ${OrderStatus.paid}, paid_at = coalesce(paid_at, now()), updated_at = now() where id = ${orderId}`,
  )
  if (paid.length === 0) return 0
  // Instant tours are confirmed by the payment; on-request ones wait for their supplier.
  for (const booking of paid) {
    if (booking.sale_type !== SaleType.instant) continue
    await transitionBooking(tx, { bookingId: booking.id, action: 'confirm', actor: systemActor('payment') })
  }
  const ids = paid.map((b) => b.id)
  await tx.execute(
    sql`update activities a set sold = a.sold + c.n
          from (select activity_id, count(*)::int as n from bookings
                 where id in (${sql.join(ids, sql`, `)}) group by activity_id) c
         where a.id = c.activity_id`,
  )
  const mails = await loadBookingMailData(tx, ids)
  for (const booking of mails) await enqueueEmail(tx, bookingReceiptMail(booking, publicUrl))
  const bySupplier = new Map<number, { email: string; firstName: string; bookings: BookingMailData[] }>()
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

/**
 * After expiry released an order's seats, a payment that still arrives takes them back if every
 * booking's day still has room and has not started; all or nothing. The rows are locked before
 * any is changed, so the check holds until commit.
 */
export async function reviveExpiredOrder(
  tx: Tx,
  orderId: number,
  today = todayInColombo(),
): Promise<boolean> {
  const days = await queryRows<{ activity_id: number; day: string; pax: number; started: boolean }>(
    tx,
    sql`select activity_id, start_date::text as day,
               sum(num_adults + num_children + num_infants)::int as pax,
               bool_or(start_date < ${today}::date) as started
          from bookings where order_id = ${orderId} and deleted_at is not null
         group by activity_id, start_date order by activity_id, start_date`,
  )
  if (days.length === 0 || days.some((d) => d.started)) return false
  for (const d of days) {
    await tx.execute(
      sql`insert into availability_days (activity_id, day) values (${d.activity_id}, ${d.day}::date)
          on conflict do nothing`,
    )
    const [row] = await queryRows<{ booked_pax: number; capacity: number | null }>(
      tx,
      sql`select d.booked_pax, coalesce(d.capacity, a.daily_capacity) as capacity
            from availability_days d join activities a on a.id = d.activity_id
           where d.activity_id = ${d.activity_id} and d.day = ${d.day}::date
           for update of d`,
    )
    if (!row || (row.capacity !== null && row.booked_pax + d.pax > row.capacity)) return false
  }
  const slots = await reviveSlotsFit(tx, orderId)
  if (!slots) return false
  for (const d of slots) {
    await tx.execute(
      sql`update availability_slots set booked_pax = booked_pax + ${d.pax}
           where activity_id = ${d.activity_id} and day = ${d.day}::date and start_time_id = ${d.start_time_id}`,
    )
  }
  for (const d of days) {
    await tx.execute(
      sql`update availability_days set booked_pax = booked_pax + ${d.pax}
           where activity_id = ${d.activity_id} and day = ${d.day}::date`,
    )
  }
  await tx.execute(sql`update bookings set deleted_at = null, updated_at = now() where order_id = ${orderId}`)
  return true
}

/**
 * Bookings of fixed starts (decision 035) need their start's seats back too: the start must
 * still have room and not be closed. Rows are locked; null when any does not fit.
 */
async function reviveSlotsFit(tx: Tx, orderId: number) {
  const slots = await queryRows<{ activity_id: number; day: string; start_time_id: number; pax: number }>(
    tx,
    sql`select activity_id, start_date::text as day, start_time_id,
               sum(num_adults + num_children + num_infants)::int as pax
          from bookings where order_id = ${orderId} and deleted_at is not null and start_time_id is not null
         group by activity_id, start_date, start_time_id order by activity_id, start_date, start_time_id`,
  )
  for (const d of slots) {
    await tx.execute(
      sql`insert into availability_slots (activity_id, day, start_time_id)
          values (${d.activity_id}, ${d.day}::date, ${d.start_time_id}) on conflict do nothing`,
    )
    const [row] = await queryRows<{ booked_pax: number; closed: boolean; capacity: number | null }>(
      tx,
      sql`select s.booked_pax, s.closed, st.capacity
            from availability_slots s join activity_start_times st on st.id = s.start_time_id
           where s.activity_id = ${d.activity_id} and s.day = ${d.day}::date and s.start_time_id = ${d.start_time_id}
           for update of s`,
    )
    if (!row || row.closed || (row.capacity !== null && row.booked_pax + d.pax > row.capacity)) return null
  }
  return slots
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
  await tx.execute(
    sql`update bookings set payment_amount_cents = payment_amount_cents + ${amountCents}, updated_at = now()
         where id = ${amendment.booking_id}`,
  )
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
