/**
 * Transactional e-mail outbox: written in the same transaction as the event that causes the
 * mail, sent later by a worker that claims rows with FOR UPDATE SKIP LOCKED, so a mail is
 * never lost with a rolled-back event and never sent twice by two processes.
 */
import { sql } from 'drizzle-orm'
import { index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core'
import { createdAt, id, instant } from './columns.ts'

/**
 * pending → sent; → failed after the last attempt; → withdrawn when the mail no longer applies
 * (its booking was cancelled before it left): never retried, `last_error` says why.
 */
export const OutboxStatus = { pending: 0, sent: 1, failed: 2, withdrawn: 3 } as const

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** Names the template, for the dev mailbox and for tests ('verify-email', 'review-link'). */
    template: text('template'),
    /** A booking reference whose voucher PDF is rendered and attached when the mail is sent. */
    attachVoucher: text('attach_voucher'),
    status: smallint('status').notNull().default(OutboxStatus.pending),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: instant('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    // The worker's claim query: due pending rows, oldest first.
    index('email_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 0`),
    index('email_outbox_to_address_idx').on(t.to),
    // /metrics counts failed mail on every scrape; failures are few, so this index stays tiny.
    index('email_outbox_failed_idx')
      .on(t.id)
      .where(sql`${t.status} = 2`),
  ],
)

export type OutboxEmail = typeof emailOutbox.$inferSelect
