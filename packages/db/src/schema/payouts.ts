/**
 * Monthly payout statements (issue 14, decision 049): what Serendib owes a supplier for one travel
 * month, once every travel date of that month has passed. The figures follow the bookings until
 * an admin marks the statement paid; from then on they are what was paid, with its reference.
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { cents, id, instant, timestamps } from './columns.ts'
import { users } from './users.ts'

export const payoutStatements = pgTable(
  'payout_statements',
  {
    id: id(),
    supplierUserId: integer('supplier_user_id')
      .notNull()
      .references(() => users.id),
    /** The travel month, yyyy-MM. */
    month: text('month').notNull(),
    bookings: integer('bookings').notNull(),
    grossCents: cents('gross_cents').notNull(),
    refundsCents: cents('refunds_cents').notNull(),
    commissionCents: cents('commission_cents').notNull(),
    netCents: cents('net_cents').notNull(),
    /** The rate the figures were split at (basis points). */
    commissionBps: integer('commission_bps').notNull(),
    paidAt: instant('paid_at'),
    /** The bank transfer's reference, as the admin typed it. */
    paidReference: text('paid_reference'),
    paidByUserId: integer('paid_by_user_id').references(() => users.id),
    ...timestamps(),
  },
  (t) => [
    // One statement per supplier and month: refreshing is an upsert, paying it twice is impossible.
    uniqueIndex('payout_statements_supplier_month_idx').on(t.supplierUserId, t.month),
    index('payout_statements_month_idx').on(t.month),
    check('payout_statements_month_check', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('payout_statements_paid_check', sql`(${t.paidAt} is null) = (${t.paidReference} is null)`),
  ],
)
export type PayoutStatementRow = typeof payoutStatements.$inferSelect
