/**
 * An admin moves a booking through the state graph (decision 021): dispute, resolve, reinstate,
 * confirm, complete, or cancel/reject on someone's behalf. The status change, seats, pending
 * amendments, refund rows, mails and audit rows commit together; refunds go to the provider after.
 */
import { sql } from 'drizzle-orm'
import { queryRows } from '@serendib/db/client'
import { saysTourTookPlace, travelIsOver } from '@serendib/domain/admin-guards'
import type { AdminTransitionBody } from '@serendib/domain/api/admin-bookings'
import { BookingStatus } from '@serendib/domain/booking-status'
import { formatDisplayDate, todayInColombo } from '@serendib/domain/dates'
import { UnprocessableError } from '@serendib/domain/errors'
import { AdminGuardMessages } from '@serendib/domain/messages/admin-guards'
import { AdminBookingMessages, RefundMessages } from '@serendib/domain/admin-refunds'
import type { AuditActor } from '../../audit/record-audit.ts'
import { bookingFacts, mailRef, supplierRecipientOf } from '../../account/bookings/locked-booking.ts'
import { sendRecordedRefunds } from '../../account/bookings/refunds.ts'
import { refundEverythingPaid } from '../../booking-core/refund-everything.ts'
import { transitionBooking } from '../../booking-core/transition-booking.ts'
import {
  adminBookingChangeMail,
  adminSupplierNoticeMail,
  hasCustomerMail,
} from '../../email/admin-templates.ts'
import { enqueueEmail } from '../../email/enqueue-email.ts'
import type { PlannedRefunds } from '../../payments/charges.ts'
import type { MoneyContext } from './refunds.ts'

/** Actions whose reason the customer or supplier reads, so one is required. */
const needsReason = new Set(['cancel', 'reject', 'dispute'])

const behalfLabel = {
  customer: "on the customer's behalf",
  supplier: "on the supplier's behalf",
  marketplace: '',
} as const

export async function transitionByAdmin(
  ctx: MoneyContext,
  actor: AuditActor,
  bookingId: number,
  body: AdminTransitionBody,
): Promise<{ message: string; refundOk: boolean }> {
  const reason = body.reason.trim()
  if (needsReason.has(body.action) && !reason)
    throw new UnprocessableError(AdminBookingMessages.reasonRequired)
  const planned = await ctx.database.transaction(async (tx): Promise<PlannedRefunds | null> => {
    const booking = await bookingFacts(tx, bookingId, { any: true }, { lock: true })
    if (saysTourTookPlace(body.action)) {
      // Issue 29: "Mark completed" on a booking that travels next month.
      const [row] = await queryRows<{ end_date: string }>(
        tx,
        sql`select end_date::text as end_date from bookings where id = ${bookingId}`,
      )
      if (row && !travelIsOver(row.end_date, todayInColombo()))
        throw new UnprocessableError(AdminGuardMessages.completeBeforeEnd(formatDisplayDate(row.end_date)))
    }
    const behalf = behalfLabel[body.on_behalf_of]
    const result = await transitionBooking(tx, {
      bookingId,
      action: body.action,
      actor,
      reason: behalf && reason ? `${reason} (${behalf})` : reason || null,
    })
    const closed = result.to === BookingStatus.canceled || result.to === BookingStatus.rejected
    let refunds: PlannedRefunds | null = null
    let refundCents = 0
    if (closed) {
      // Seats (none from a dispute) and pending amendments: the booking core's table of effects.
      if (body.refund) {
        ;({ refunds, refundCents } = await refundEverythingPaid(tx, {
          bookingId,
          actor,
          reason: reason || (body.action === 'reject' ? 'Rejected by Serendib' : 'Canceled by Serendib'),
        }))
      }
      await enqueueEmail(
        tx,
        adminSupplierNoticeMail(
          supplierRecipientOf(booking),
          mailRef(booking),
          { action: body.action, reason },
          ctx.publicUrl,
        ),
      )
    }
    if (hasCustomerMail(body.action)) {
      await enqueueEmail(
        tx,
        adminBookingChangeMail(
          { email: booking.contact_email, firstName: booking.contact_firstname, locale: booking.locale },
          mailRef(booking),
          { action: body.action, reason, refundCents },
          ctx.publicUrl,
        ),
      )
    }
    return refunds
  })
  const sent = planned
    ? await sendRecordedRefunds(ctx.database, ctx.providers, planned, ctx.log, {
        bookingId,
        reason: body.action,
      })
    : { ok: true }
  const done = AdminBookingMessages.done[body.action] ?? 'Saved'
  return { message: sent.ok ? done : `${done}. ${RefundMessages.failed}`, refundOk: sent.ok }
}
