/**
 * Tailored round tours by quote (decision 079): a traveller's request on a round tour, the
 * supplier's answer (itinerary, total, deposit plan, validity) and the thread about it. The
 * booking an accepted quote makes is written by the booking core like every other (decision 069);
 * the quote points at it.
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core'
import { activities } from './activities.ts'
import { bookings } from './bookings.ts'
import { calendarDate, cents, createdAt, id, instant, timestamps } from './columns.ts'
import { orders } from './orders.ts'
import { users } from './users.ts'

export interface QuoteDayJson {
  day: number
  title: string
  description: string
}

export const quotes = pgTable(
  'quotes',
  {
    id: id(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id),
    /** The tour's supplier when the request was made: who answers it. */
    supplierUserId: integer('supplier_user_id')
      .notNull()
      .references(() => users.id),
    /** The signed-in traveller; null for a visitor, who is matched by e-mail once signed in. */
    userId: integer('user_id').references(() => users.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** requested → quoted → accepted, or declined; `expired` is read from valid_until. */
    state: text('state').notNull().default('requested'),
    startDate: calendarDate('start_date').notNull(),
    endDate: calendarDate('end_date'),
    adults: smallint('adults').notNull(),
    children: smallint('children').notNull().default(0),
    hotelClass: text('hotel_class').notNull(),
    wishes: text('wishes').notNull().default(''),
    /** The traveller's language when asking (the page's): the quote's mails to them use it. */
    locale: text('locale').notNull().default('en'),
    itinerary: jsonb('itinerary').$type<QuoteDayJson[]>(),
    totalCents: cents('total_cents'),
    depositPercent: smallint('deposit_percent'),
    depositCents: cents('deposit_cents'),
    balanceDaysBefore: smallint('balance_days_before'),
    validUntil: calendarDate('valid_until'),
    quotedAt: instant('quoted_at'),
    /** The order paying the deposit, once the traveller has chosen to accept. */
    orderId: integer('order_id').references(() => orders.id),
    bookingId: integer('booking_id').references(() => bookings.id),
    acceptedAt: instant('accepted_at'),
    ...timestamps(),
  },
  (t) => [
    index('quotes_supplier_user_id_created_at_idx').on(t.supplierUserId, t.createdAt),
    index('quotes_user_id_idx').on(t.userId),
    index('quotes_email_lower_idx').on(sql`lower(${t.email})`),
    index('quotes_order_id_idx').on(t.orderId),
    check('quotes_state_check', sql`${t.state} in ('requested', 'quoted', 'accepted', 'declined')`),
    check('quotes_hotel_class_check', sql`${t.hotelClass} in ('budget', 'comfort', 'luxury')`),
    check('quotes_total_cents_check', sql`${t.totalCents} is null or ${t.totalCents} > 0`),
  ],
)

export const quoteMessages = pgTable(
  'quote_messages',
  {
    id: id(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    /** 'traveller' or 'supplier'. */
    senderRole: text('sender_role').$type<'traveller' | 'supplier'>().notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('quote_messages_quote_id_created_at_idx').on(t.quoteId, t.createdAt)],
)

export type QuoteRow = typeof quotes.$inferSelect
export type QuoteMessageRow = typeof quoteMessages.$inferSelect
