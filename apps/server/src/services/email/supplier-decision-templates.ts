/** Mails of a supplier's (or the deadline job's) answer to a booking: to the customer and the supplier. */
import type { MailMessageId } from '@serendib/domain/i18n/mail/en'
import { customerBookingUrl, supplierBookingsUrl, type BookingMailRef } from './account-templates.ts'
import type { OutgoingEmail } from './enqueue-email.ts'
import { mailTranslator, type MailTranslator } from './mail-i18n.ts'
import { mailFrame, renderMail, type Recipient } from './templates.ts'

const english = mailTranslator('en')

export type DecisionAction = 'confirm' | 'reject' | 'cancel'

const customerText = {
  confirm: { subject: 'mail.decision.subjectConfirm', line: 'mail.decision.lineConfirm' },
  reject: { subject: 'mail.decision.subjectReject', line: 'mail.decision.lineReject' },
  cancel: { subject: 'mail.decision.subjectCancel', line: 'mail.decision.lineCancel' },
} as const satisfies Record<DecisionAction, { subject: MailMessageId; line: MailMessageId }>

const supplierText: Record<DecisionAction, string> = {
  confirm: 'You confirmed this booking. The customer has been told.',
  reject: 'This booking request is rejected and the customer is refunded in full.',
  cancel: 'You canceled this booking and the customer is refunded in full.',
}

const rows = (b: BookingMailRef, m: MailTranslator = english): [string, string][] => [
  [m.t('mail.label.reference'), b.bookingReference],
  [m.t('mail.label.tour'), b.tourTitle],
  [m.t('mail.label.date'), m.date(b.startDate)],
  ...(b.startTime ? ([[m.t('mail.label.startTime'), b.startTime]] as [string, string][]) : []),
  ...(b.pickupTime ? ([[m.t('mail.label.pickupTime'), b.pickupTime]] as [string, string][]) : []),
]

export function customerDecisionMail(
  to: Recipient,
  b: BookingMailRef,
  change: { action: DecisionAction; reason: string; refundCents: number },
  publicUrl: string,
): OutgoingEmail {
  const { m, frame } = mailFrame(to)
  const text = customerText[change.action]
  const line = m.t(text.line)
  return {
    to: to.email,
    subject: m.t(text.subject, { reference: b.bookingReference, tour: b.tourTitle }),
    template: `supplier-booking-${change.action}`,
    // A confirmed booking's voucher travels with the good news.
    ...(change.action === 'confirm' ? { attachVoucher: b.bookingReference } : {}),
    ...renderMail({
      ...frame,
      preview: m.t('mail.decision.preview', { line, tour: b.tourTitle, date: m.date(b.startDate) }),
      intro: [line, ...(change.reason ? [m.t('mail.reason', { reason: change.reason })] : [])],
      details: [
        ...rows(b, m),
        ...(change.refundCents > 0
          ? [[m.t('mail.label.refund'), m.money(change.refundCents)] as [string, string]]
          : []),
      ],
      action: { label: m.t('mail.viewBooking'), url: customerBookingUrl(publicUrl, b.id) },
      outro: change.refundCents > 0 ? [m.t('mail.refundTiming')] : [],
      siteUrl: publicUrl,
    }),
  }
}

export function supplierDecisionMail(
  to: Recipient,
  b: BookingMailRef,
  change: { action: DecisionAction; reason: string; automatic: boolean },
  publicUrl: string,
): OutgoingEmail {
  const line = change.automatic
    ? 'This request was not answered before its deadline, so it is rejected and the customer is refunded in full.'
    : supplierText[change.action]
  return {
    to: to.email,
    subject: `Booking ${b.bookingReference} ${change.action === 'confirm' ? 'confirmed' : change.action === 'reject' ? 'rejected' : 'canceled'}`,
    template: `supplier-notice-${change.action}${change.automatic ? '-deadline' : ''}`,
    ...renderMail({
      preview: `${b.tourTitle} on ${english.date(b.startDate)}.`,
      greeting: `Hello ${to.firstName || 'there'},`,
      intro: [line, ...(change.reason ? [`Reason: ${change.reason}`] : [])],
      details: rows(b),
      action: { label: 'Your bookings', url: supplierBookingsUrl(publicUrl) },
      siteUrl: publicUrl,
    }),
  }
}
