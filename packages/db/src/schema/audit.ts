/**
 * Who changed what: the append-only audit log (every admin and supplier action on money, status,
 * approval, content or users) and each booking's status history. Rows are written in the same
 * transaction as the change they describe, so there is never a change without its row or a row
 * without its change. A trigger (migration) refuses UPDATE and DELETE on audit_log.
 */
import { index, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core'
import type { ActorRole } from '@serendib/domain/actors'
import { bookings } from './bookings.ts'
import { id, instant } from './columns.ts'
import { users } from './users.ts'

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    at: instant('at').notNull().defaultNow(),
    /** Null for the system and for resellers (their key is in actor_label). */
    actorUserId: integer('actor_user_id').references(() => users.id),
    actorRole: text('actor_role').$type<ActorRole>().notNull(),
    /** A readable name at the time (e-mail, reseller name, job name). */
    actorLabel: text('actor_label').notNull().default(''),
    /** `area.verb`, e.g. 'tour.approve', 'booking.refund', 'content.update'. */
    action: text('action').notNull(),
    /** 'tour' | 'supplier' | 'booking' | 'user' | 'content' | 'payout' | … */
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id'),
    /** The fields that changed, before and after; null where there was nothing before/after. */
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    ip: text('ip'),
  },
  (t) => [
    index('audit_log_subject_idx').on(t.subjectType, t.subjectId, t.at),
    index('audit_log_actor_idx').on(t.actorUserId, t.at),
    index('audit_log_at_idx').on(t.at),
  ],
)

/** Every booking status change with the action that made it (domain/booking-status.ts). */
export const bookingStatusChanges = pgTable(
  'booking_status_changes',
  {
    id: id(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    fromStatus: smallint('from_status').notNull(),
    toStatus: smallint('to_status').notNull(),
    /** The transition's name in bookingTransitions: 'confirm', 'reject', 'cancel', … */
    action: text('action').notNull(),
    actorRole: text('actor_role').$type<ActorRole>().notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id),
    /** Shown to the customer for a supplier's reject or cancel. */
    reason: text('reason'),
    at: instant('at').notNull().defaultNow(),
  },
  (t) => [index('booking_status_changes_booking_id_idx').on(t.bookingId, t.at)],
)

export type AuditLogRow = typeof auditLog.$inferSelect
export type BookingStatusChange = typeof bookingStatusChanges.$inferSelect
