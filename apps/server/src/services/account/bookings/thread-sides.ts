/**
 * The three sides of a booking's message thread (customer, supplier, admin): the same two calls
 * for each, GET reads and POST writes, each in its own scope. The routes under
 * /api/{account/my-bookings,supplier/bookings,admin/bookings}/:id/comments use these.
 */
import type { DbOrTx } from '@serendib/db/client'
import type { MessageRole } from '@serendib/db/schema/messages'
import type { User } from '@serendib/db/schema/users'
import type { BookingMessageJson, MessageBody } from '@serendib/domain/api/account'
import { CommentMessages, isCommentRecipient } from '@serendib/domain/booking-comments'
import { UnprocessableError } from '@serendib/domain/errors'
import { bookingThread, markThreadRead, postComment, type CommentContext } from './comments.ts'
import { customerBookingId, liveBookingId, supplierBookingId } from './load-bookings.ts'
import type { BookingScope } from './locked-booking.ts'

export interface ThreadSide {
  role: MessageRole
  /** The booking's id when this user may see it; 404 otherwise. */
  bookingId: (db: DbOrTx, userId: number, bookingId: number) => Promise<number>
  scope: (userId: number) => BookingScope
  /** Whom a new message goes to (it may refuse the body with a 422). */
  recipient: (body: MessageBody) => MessageRole
}

export const customerSide: ThreadSide = {
  role: 'customer',
  bookingId: customerBookingId,
  scope: (customerId) => ({ customerId }),
  // The customer writes to the supplier or to us.
  recipient: (body) => {
    if (!isCommentRecipient(body.visible)) throw new UnprocessableError(CommentMessages.recipient)
    return body.visible
  },
}

/** Suppliers see their own bookings only; a reply alerts the customer. */
export const supplierSide: ThreadSide = {
  role: 'supplier',
  bookingId: supplierBookingId,
  scope: (supplierId) => ({ supplierId }),
  recipient: () => 'customer',
}

/** Admins read any booking's thread (hidden text included) and answer the customer. */
export const adminSide: ThreadSide = {
  role: 'admin',
  bookingId: (db, _adminId, id) => liveBookingId(db, id),
  scope: () => ({ any: true }),
  recipient: () => 'customer',
}

/** The thread as this side sees it; reading it marks its messages to the reader read. */
export async function readThread(
  db: DbOrTx,
  side: ThreadSide,
  user: User,
  bookingId: number,
): Promise<BookingMessageJson[]> {
  const id = await side.bookingId(db, user.id, bookingId)
  const data = await bookingThread(db, id, side.role)
  // Admins look in without marking anything read for the two parties.
  if (side.role !== 'admin') await markThreadRead(db, id, side.role)
  return data
}

/** A new message from this side (to whom the side's rule says), mailed to its recipient. */
export async function writeToThread(
  ctx: CommentContext,
  side: ThreadSide,
  user: User,
  bookingId: number,
  body: MessageBody,
): Promise<BookingMessageJson> {
  const to = side.recipient(body)
  return postComment(ctx, { id: user.id, role: side.role }, side.scope(user.id), bookingId, {
    text: body.message,
    to,
  })
}
