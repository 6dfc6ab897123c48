/**
 * Customer cancel (architecture brief, Booking lifecycle): only in 0/1; 3 Canceled, seats back,
 * pending amendments closed, the 24-hour refund recorded, mails to customer and supplier, all in
 * one transaction under the booking's row lock (a second cancel waits, then finds status 3 and
 * is refused, so it can never refund twice). The refund goes to the provider after commit.
 */
import type { FastifyBaseLogger } from 'fastify'
import type { Database, DbOrTx } from '@serendib/db/client'
import { canAmendOrCancel } from '@serendib/domain/booking-status'
import type { BookingJson, CancelPreviewJson } from '@serendib/domain/booking-json'
import {
  cancellationRefund,
  CancellationMessages,
  type CancellationRefund,
} from '@serendib/domain/cancellation'
import { UnprocessableError } from '@serendib/domain/errors'
import { centsToDollars } from '@serendib/domain/money'
import { transitionBooking } from '../../booking-core/transition-booking.ts'
import { bookingCanceledMail, supplierBookingCanceledMail } from '../../email/account-templates.ts'
import { enqueueEmail } from '../../email/enqueue-email.ts'
import type { ProviderLookup } from '../../payments/payment-provider.ts'
import { bookingDetailJson } from './load-bookings.ts'
import { bookingFacts, mailRef, supplierRecipientOf, type BookingFacts } from './locked-booking.ts'
import { recordBookingRefunds } from '../../payments/charges.ts'
import { sendRecordedRefunds } from './refunds.ts'

export interface CancelContext {
  database: Database
  providers: ProviderLookup
  publicUrl: string
  log: FastifyBaseLogger
}

function refundFor(booking: BookingFacts, now: Date): CancellationRefund {
  if (!canAmendOrCancel(booking.status)) throw new UnprocessableError(CancellationMessages.notAllowed)
  return cancellationRefund(
    {
      startDate: booking.start_date,
      // The tour begins for the traveller at the pick-up; without one, at the booked start.
      pickupTime: booking.pickup_time ?? booking.start_time,
      paidCents: booking.payment_amount_cents,
    },
    now,
  )
}

/** GET …/cancel-preview: the dialog's sentence before the customer confirms. */
export async function cancelPreview(
  db: DbOrTx,
  customerId: number,
  bookingId: number,
  now = new Date(),
): Promise<CancelPreviewJson> {
  const refund = refundFor(await bookingFacts(db, bookingId, { customerId }), now)
  return {
    refund_amount: centsToDollars(refund.refundCents),
    refund_amount_cents: refund.refundCents,
    full_refund: refund.fullRefund,
    message: refund.message,
  }
}

export async function cancelBooking(
  ctx: CancelContext,
  customerId: number,
  bookingId: number,
  now = new Date(),
): Promise<{ message: string; booking: BookingJson }> {
  const done = await ctx.database.transaction(async (tx) => {
    const booking = await bookingFacts(tx, bookingId, { customerId }, { lock: true })
    const refund = refundFor(booking, now)
    await transitionBooking(tx, {
      bookingId: booking.id,
      action: 'cancel',
      actor: { role: 'customer', userId: customerId, label: booking.contact_email },
      at: now,
    })
    // Seats and pending amendments went with the transition (the booking core's table of effects).
    const planned = await recordBookingRefunds(tx, {
      bookingId: booking.id,
      amountCents: refund.refundCents,
      reason: 'Canceled by the customer',
    })
    await enqueueEmail(
      tx,
      bookingCanceledMail(
        { email: booking.contact_email, firstName: booking.contact_firstname, locale: booking.locale },
        mailRef(booking),
        refund,
        ctx.publicUrl,
      ),
    )
    await enqueueEmail(
      tx,
      supplierBookingCanceledMail(supplierRecipientOf(booking), mailRef(booking), ctx.publicUrl),
    )
    return { refund, planned }
  })
  await sendRecordedRefunds(ctx.database, ctx.providers, done.planned, ctx.log, {
    bookingId,
    reason: 'cancel',
  })
  return {
    message: `${CancellationMessages.canceled} ${done.refund.message}`,
    booking: await bookingDetailJson(ctx.database.db, bookingId),
  }
}
