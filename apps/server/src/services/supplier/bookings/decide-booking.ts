/**
 * A supplier's answer to one of its bookings (issue 14, decision 043): confirm or reject an
 * on-request booking, or cancel a confirmed one with a reason. The same core serves the
 * response-deadline job. Status (through the state graph), seats, pending amendments, refund rows
 * and both mails commit together; the refund goes to the provider after commit (decision 013).
 */
import type { FastifyBaseLogger } from 'fastify'
import type { Database, Tx } from '@serendib/db/client'
import { BookingStatus } from '@serendib/domain/booking-status'
import { UnprocessableError } from '@serendib/domain/errors'
import { SupplierBookingMessages } from '@serendib/domain/supplier-bookings'
import type { AuditActor } from '../../audit/record-audit.ts'
import {
  bookingFacts,
  mailRef,
  supplierRecipientOf,
  type BookingScope,
} from '../../account/bookings/locked-booking.ts'
import { sendRecordedRefunds } from '../../account/bookings/refunds.ts'
import { refundEverythingPaid } from '../../booking-core/refund-everything.ts'
import { transitionBooking } from '../../booking-core/transition-booking.ts'
import { enqueueEmail } from '../../email/enqueue-email.ts'
import {
  customerDecisionMail,
  supplierDecisionMail,
  type DecisionAction,
} from '../../email/supplier-decision-templates.ts'
import type { PlannedRefunds } from '../../payments/charges.ts'
import type { ProviderLookup } from '../../payments/payment-provider.ts'

export interface DecisionContext {
  database: Database
  providers: ProviderLookup
  publicUrl: string
  log: FastifyBaseLogger
}

export interface Decision {
  bookingId: number
  action: DecisionAction
  actor: AuditActor
  /** What the customer reads; required for reject and cancel. */
  reason: string
  scope: BookingScope
}

/** Inside the caller's transaction: everything but the provider call. */
export async function applyDecision(tx: Tx, publicUrl: string, d: Decision): Promise<PlannedRefunds | null> {
  const reason = d.reason.trim()
  if (d.action !== 'confirm' && !reason) throw new UnprocessableError(SupplierBookingMessages.reasonRequired)
  const booking = await bookingFacts(tx, d.bookingId, d.scope, { lock: true })
  const result = await transitionBooking(tx, {
    bookingId: d.bookingId,
    action: d.action,
    actor: d.actor,
    reason: reason || null,
  })
  let refunds: PlannedRefunds | null = null
  let refundCents = 0
  if (result.to === BookingStatus.canceled || result.to === BookingStatus.rejected) {
    // The customer did nothing wrong: everything paid goes back.
    ;({ refunds, refundCents } = await refundEverythingPaid(tx, {
      bookingId: d.bookingId,
      actor: d.actor,
      reason: `${d.action === 'reject' ? 'Rejected' : 'Canceled'} by the supplier${reason ? `: ${reason}` : ''}`,
      auditReason: reason,
    }))
  }
  const ref = mailRef(booking)
  await enqueueEmail(
    tx,
    customerDecisionMail(
      { email: booking.contact_email, firstName: booking.contact_firstname, locale: booking.locale },
      ref,
      { action: d.action, reason, refundCents },
      publicUrl,
    ),
  )
  await enqueueEmail(
    tx,
    supplierDecisionMail(
      supplierRecipientOf(booking),
      ref,
      { action: d.action, reason, automatic: d.actor.role === 'system' },
      publicUrl,
    ),
  )
  return refunds
}

const doneMessage: Record<DecisionAction, string> = {
  confirm: SupplierBookingMessages.confirmed,
  reject: SupplierBookingMessages.rejected,
  cancel: SupplierBookingMessages.canceled,
}

/** One decision in its own transaction, then the refund; returns the sentence to show. */
export async function decideBooking(ctx: DecisionContext, d: Decision): Promise<string> {
  const planned = await ctx.database.transaction((tx) => applyDecision(tx, ctx.publicUrl, d))
  if (!planned) return doneMessage[d.action]
  const sent = await sendRecordedRefunds(ctx.database, ctx.providers, planned, ctx.log, {
    bookingId: d.bookingId,
    reason: d.action,
  })
  return sent.ok ? doneMessage[d.action] : `${doneMessage[d.action]} ${SupplierBookingMessages.refundFailed}`
}
