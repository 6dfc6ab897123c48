/**
 * Money movements with a payment provider and the provider notifications that drive them.
 * Amounts are USD cents end to end (architecture brief, Payments).
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { amendments, bookings } from './bookings.ts'
import { cents, id, instant, timestamps } from './columns.ts'
import { orders } from './orders.ts'

export const PaymentKind = { charge: 1, refund: 2 } as const
export const PaymentStatus = { pending: 0, succeeded: 1, failed: 2, canceled: 3 } as const

export const payments = pgTable(
  'payments',
  {
    id: id(),
    kind: smallint('kind').notNull().default(PaymentKind.charge),
    /** A checkout's charge. */
    orderId: integer('order_id').references(() => orders.id),
    /** An amendment's balance charge (its pay link) or refund. */
    amendmentId: integer('amendment_id').references(() => amendments.id),
    /** The booking a refund is for (cancel, supplier reject, negative amendment balance). */
    bookingId: integer('booking_id').references(() => bookings.id),
    /** 'sandbox' | 'payhere'. */
    provider: text('provider').notNull(),
    /** The provider's id for this payment, once it has one. */
    providerReference: text('provider_reference'),
    amountCents: cents('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    status: smallint('status').notNull().default(PaymentStatus.pending),
    failureReason: text('failure_reason'),
    completedAt: instant('completed_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('payments_provider_reference_key').on(t.provider, t.providerReference),
    index('payments_order_id_idx').on(t.orderId),
    index('payments_amendment_id_idx').on(t.amendmentId),
    index('payments_booking_id_idx').on(t.bookingId),
    check('payments_amount_cents_check', sql`${t.amountCents} >= 0`),
    check(
      'payments_subject_check',
      sql`${t.orderId} is not null or ${t.amendmentId} is not null or ${t.bookingId} is not null`,
    ),
  ],
)

/**
 * Every provider notification, recorded before it is acted on. The unique event id makes a
 * replayed or late callback a no-op: the insert conflicts and the handler stops.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: id(),
    provider: text('provider').notNull(),
    providerEventId: text('provider_event_id').notNull(),
    paymentId: integer('payment_id').references(() => payments.id),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: instant('received_at').notNull().defaultNow(),
    processedAt: instant('processed_at'),
  },
  (t) => [
    uniqueIndex('payment_events_provider_event_id_key').on(t.provider, t.providerEventId),
    index('payment_events_payment_id_idx').on(t.paymentId),
  ],
)

export type Payment = typeof payments.$inferSelect
export type PaymentEvent = typeof paymentEvents.$inferSelect
