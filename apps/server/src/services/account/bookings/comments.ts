/**
 * Booking messages (architecture brief, Messages): one thread per booking. The customer writes
 * to the supplier (only when contactable) or to us; suppliers and admins answer the customer,
 * which raises the booking's alert_client until the customer reads the thread. Admins may hide a
 * message: it stays stored, and everyone but admins sees '*Removed by admin'. Each message mails
 * its recipient in the same transaction.
 */
import { and, asc, eq, isNull, or } from 'drizzle-orm'
import type { Database, DbOrTx } from '@serendib/db/client'
import { bookingMessages, type MessageRole } from '@serendib/db/schema/messages'
import { users } from '@serendib/db/schema/users'
import type { BookingMessageJson } from '@serendib/domain/booking-json'
import { commentProblem, CommentMessages } from '@serendib/domain/booking-comments'
import { UnprocessableError } from '@serendib/domain/errors'
import { Messages } from '@serendib/domain/messages'
import { consume, type RateLimitRule } from '../../abuse/rate-limit.ts'
import { setClientAlert } from '../../booking-core/booking-details.ts'
import {
  adminBookingUrl,
  bookingMessageMail,
  customerBookingUrl,
  supplierBookingMessageMail,
} from '../../email/account-templates.ts'
import { enqueueEmail, type OutgoingEmail } from '../../email/enqueue-email.ts'
import type { Recipient } from '../../email/templates.ts'
import {
  bookingFacts,
  mailRef,
  supplierRecipientOf,
  type BookingFacts,
  type BookingScope,
} from './locked-booking.ts'

/** Every message mails someone: enough for a real conversation, too few to spam an inbox. */
export const MessageRateLimit: RateLimitRule = {
  bucket: 'booking-message:user',
  limit: 30,
  windowSeconds: 60 * 60,
}

export interface CommentContext {
  database: Database
  publicUrl: string
  /** Where messages to "admin" go (config.adminEmail). */
  adminEmail: string
}

export interface Sender {
  id: number
  role: MessageRole
}

type MessageRow = Awaited<ReturnType<typeof selectMessages>>[number]

function selectMessages(db: DbOrTx) {
  return db
    .select({ message: bookingMessages, firstName: users.firstName })
    .from(bookingMessages)
    .innerJoin(users, eq(users.id, bookingMessages.senderUserId))
}

export function messageJson({ message: m, firstName }: MessageRow, viewer: MessageRole): BookingMessageJson {
  return {
    id: m.id,
    message: m.hidden && viewer !== 'admin' ? Messages.messageRemoved : m.message,
    hidden: m.hidden ? 1 : 0,
    created_at: m.createdAt.toISOString(),
    user: { user_role: m.senderRole, first_name: firstName },
  }
}

/**
 * The thread of a booking as `viewer` sees it, oldest first. Suppliers see only what involves
 * them: a customer's note to us may be about the supplier.
 */
export async function bookingThread(
  db: DbOrTx,
  bookingId: number,
  viewer: MessageRole,
): Promise<BookingMessageJson[]> {
  const rows = await selectMessages(db)
    .where(
      and(
        eq(bookingMessages.bookingId, bookingId),
        viewer === 'supplier'
          ? or(eq(bookingMessages.senderRole, 'supplier'), eq(bookingMessages.recipientRole, 'supplier'))
          : undefined,
      ),
    )
    .orderBy(asc(bookingMessages.createdAt), asc(bookingMessages.id))
  return rows.map((row) => messageJson(row, viewer))
}

/** Reading the thread: its messages to the reader are read; for the customer the alert goes off. */
export async function markThreadRead(db: DbOrTx, bookingId: number, reader: 'customer' | 'supplier') {
  await db
    .update(bookingMessages)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(bookingMessages.bookingId, bookingId),
        eq(bookingMessages.recipientRole, reader),
        isNull(bookingMessages.readAt),
      ),
    )
  if (reader === 'customer') await clearAlert(db, bookingId)
}

export async function clearAlert(db: DbOrTx, bookingId: number) {
  await setClientAlert(db, bookingId, false)
}

/** The customer's and our team's mail, in the booking's language and in English. */
function recipientOf(
  booking: BookingFacts,
  to: Exclude<MessageRole, 'supplier'>,
  ctx: CommentContext,
): { person: Recipient; url: string } {
  if (to === 'customer') {
    return {
      person: {
        email: booking.customer_email,
        firstName: booking.customer_first_name,
        locale: booking.locale,
      },
      url: customerBookingUrl(ctx.publicUrl, booking.id),
    }
  }
  return {
    person: { email: ctx.adminEmail, firstName: 'Serendib team' },
    url: adminBookingUrl(ctx.publicUrl, booking.id),
  }
}

/**
 * The mail of a new message, to whoever it is for; the supplier's (only the customer writes to
 * it) in its portal language (decision 082).
 */
function messageMail(
  booking: BookingFacts,
  sender: MessageRole,
  to: MessageRole,
  text: string,
  ctx: CommentContext,
): OutgoingEmail {
  if (to === 'supplier') {
    return supplierBookingMessageMail(
      supplierRecipientOf(booking),
      mailRef(booking),
      { customerFirstName: booking.customer_first_name, text },
      ctx.publicUrl,
    )
  }
  const recipient = recipientOf(booking, to, ctx)
  return bookingMessageMail(
    recipient.person,
    mailRef(booking),
    { sender, customerFirstName: booking.customer_first_name, text, url: recipient.url },
    ctx.publicUrl,
  )
}

/**
 * Stores a message from `sender` to `to` on a booking within `scope` (404 outside it) and mails
 * the recipient. Text is kept as typed, trimmed; it is escaped wherever it is shown.
 */
export async function postComment(
  ctx: CommentContext,
  sender: Sender,
  scope: BookingScope,
  bookingId: number,
  input: { text: unknown; to: MessageRole },
): Promise<BookingMessageJson> {
  const problem = commentProblem(input.text)
  if (problem) throw new UnprocessableError(problem)
  const text = String(input.text).trim()
  return ctx.database.transaction(async (tx) => {
    const booking = await bookingFacts(tx, bookingId, scope)
    if (sender.role === 'customer' && input.to === 'supplier' && !booking.contactable) {
      throw new UnprocessableError(CommentMessages.notContactable)
    }
    await consume(tx, MessageRateLimit, String(sender.id))
    const [message] = await tx
      .insert(bookingMessages)
      .values({
        bookingId: booking.id,
        senderUserId: sender.id,
        senderRole: sender.role,
        recipientRole: input.to,
        message: text,
      })
      .returning()
    if (!message) throw new Error('message not inserted')
    if (input.to === 'customer') {
      await setClientAlert(tx, booking.id, true)
    }
    await enqueueEmail(tx, messageMail(booking, sender.role, input.to, text, ctx))
    const [row] = await selectMessages(tx).where(eq(bookingMessages.id, message.id))
    return messageJson(row as MessageRow, sender.role)
  })
}
