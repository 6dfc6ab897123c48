/** A checkout: the cart's bookings paid together with one payment. */
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core'
import { cents, id, instant, timestamps } from './columns.ts'
import { users } from './users.ts'

export const OrderStatus = { awaitingPayment: 0, paid: 1, expired: 2, failed: 3 } as const

export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** Given to the payment provider as the merchant order id. */
    reference: text('reference').notNull().unique(),
    /**
     * Null while a visitor's order is unpaid: the account is made (or found) only when the
     * payment succeeds, and stays null when the contact e-mail is a partner's (issue 12).
     */
    userId: integer('user_id').references(() => users.id),
    /** The checkout's contact e-mail and client IP: unpaid orders are limited per each. */
    contactEmail: text('contact_email'),
    clientIp: text('client_ip'),
    status: smallint('status').notNull().default(OrderStatus.awaitingPayment),
    totalCents: cents('total_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    /** Site origin sent with checkout (spec §7 `url`), for the provider's return links. */
    returnUrl: text('return_url'),
    /** Unpaid orders past this instant expire and release their capacity. */
    expiresAt: instant('expires_at').notNull(),
    paidAt: instant('paid_at'),
    ...timestamps(),
  },
  (t) => [
    index('orders_user_id_idx').on(t.userId),
    index('orders_status_expires_at_idx').on(t.status, t.expiresAt),
    index('orders_unpaid_client_ip_idx')
      .on(t.clientIp)
      .where(sql`${t.status} = 0`),
    index('orders_unpaid_contact_email_idx')
      .on(sql`lower(${t.contactEmail})`)
      .where(sql`${t.status} = 0`),
    check('orders_total_cents_check', sql`${t.totalCents} >= 0`),
  ],
)

export type Order = typeof orders.$inferSelect
