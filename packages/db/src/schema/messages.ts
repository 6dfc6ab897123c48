/** Messages on a booking between the customer, the supplier and admins (spec §2 booking detail). */
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { bookings } from './bookings.ts'
import { createdAt, id, instant } from './columns.ts'
import { users } from './users.ts'

export type MessageRole = 'customer' | 'supplier' | 'admin'

export const bookingMessages = pgTable(
  'booking_messages',
  {
    id: id(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    senderUserId: integer('sender_user_id')
      .notNull()
      .references(() => users.id),
    /** The API's user.user_role; supplier messages align right in the customer's view. */
    senderRole: text('sender_role').$type<MessageRole>().notNull(),
    /** The spec's `visible` on send: who the customer addressed (supplier or admin). */
    recipientRole: text('recipient_role').$type<MessageRole>().notNull(),
    message: text('message').notNull(),
    /** Hidden by an admin: shown as '*Removed by admin', never deleted (audit trail). */
    hidden: boolean('hidden').notNull().default(false),
    hiddenAt: instant('hidden_at'),
    readAt: instant('read_at'),
    createdAt: createdAt(),
  },
  (t) => [index('booking_messages_booking_id_created_at_idx').on(t.bookingId, t.createdAt)],
)

export type BookingMessage = typeof bookingMessages.$inferSelect
