/**
 * What /payment/complete shows about an order (GET /api/booking/order/:reference). Knowing the
 * (random) reference is enough, so it reads no personal data: references, tours, dates,
 * amounts and statuses only.
 */
import { sql } from 'drizzle-orm'
import { queryRows, type Db } from '@serendib/db/client'
import { OrderStatus } from '@serendib/db/schema/orders'
import type { OrderStatusName, OrderView } from '@serendib/domain/api/booking'
import type { BookingStatusCode } from '@serendib/domain/booking-status'
import { NotFoundError } from '@serendib/domain/errors'
import { centsToDollars } from '@serendib/domain/money'
import {
  bookingPickupTime,
  pickupPointJoin,
  pickupTimingColumns,
  type PickupTimingRow,
} from './pickup-time.ts'

interface OrderRow extends Record<string, unknown> {
  id: number
  reference: string
  status: number
  total_cents: number
  currency: string
  expires_at: string | Date
  paid_at: string | Date | null
}

interface OrderBookingRow extends Record<string, unknown>, PickupTimingRow {
  id: number
  booking_reference: string
  activity_id: number
  title: string
  start_date: string
  amount_cents: number
  /** The bookings_status_check constraint keeps it within spec §4's codes. */
  status: BookingStatusCode
}

const iso = (value: string | Date) => new Date(value).toISOString()

const orderStatusNames: Record<number, OrderStatusName> = {
  [OrderStatus.awaitingPayment]: 'awaiting_payment',
  [OrderStatus.paid]: 'paid',
  [OrderStatus.expired]: 'expired',
  [OrderStatus.failed]: 'failed',
}

/** The order and its bookings; 404 'Order not found' for an unknown reference. */
export async function orderView(db: Db, reference: string): Promise<OrderView> {
  const [order] = await queryRows<OrderRow>(
    db,
    sql`select id, reference, status, total_cents, currency, expires_at, paid_at
          from orders where reference = ${reference}`,
  )
  if (!order) throw new NotFoundError('Order not found')
  const bookings = await queryRows<OrderBookingRow>(
    db,
    sql`select b.id, b.booking_reference, b.activity_id, a.title, b.start_date::text as start_date,
               b.booking_amount_cents as amount_cents, b.status, ${pickupTimingColumns}
          from bookings b join activities a on a.id = b.activity_id ${pickupPointJoin}
         where b.order_id = ${order.id} order by b.id`,
  )
  return {
    reference: order.reference,
    status: orderStatusNames[order.status] ?? 'failed',
    total: centsToDollars(order.total_cents),
    total_cents: order.total_cents,
    currency: order.currency,
    expires_at: iso(order.expires_at),
    paid_at: order.paid_at === null ? null : iso(order.paid_at),
    bookings: bookings.map((b) => ({
      booking_id: b.id,
      booking_reference: b.booking_reference,
      activity_id: b.activity_id,
      title: b.title,
      start_date: b.start_date,
      start_time: b.timing_start,
      pickup_time: bookingPickupTime(b),
      amount_cents: b.amount_cents,
      amount: centsToDollars(b.amount_cents),
      status: b.status,
    })),
  }
}
