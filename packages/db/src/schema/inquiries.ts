/** What visitors send without an account: inquiries and deal e-mail subscriptions. */
import { sql } from 'drizzle-orm'
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, id, instant } from './columns.ts'

/** The footer's "Inquire Now" dialog (spec §7 POST /api/email/inquiry). */
export const inquiries = pgTable(
  'inquiries',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull(),
    handledAt: instant('handled_at'),
    createdAt: createdAt(),
  },
  (t) => [index('inquiries_created_at_idx').on(t.createdAt)],
)

/** Deals e-mail list (spec §7 POST /api/email/sub); one row per address, case-insensitively. */
export const subscribers = pgTable(
  'subscribers',
  {
    id: id(),
    email: text('email').notNull(),
    source: text('source').notNull().default('deals'),
    unsubscribedAt: instant('unsubscribed_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('subscribers_email_lower_key').on(sql`lower(${t.email})`)],
)

export type Inquiry = typeof inquiries.$inferSelect
export type Subscriber = typeof subscribers.$inferSelect
