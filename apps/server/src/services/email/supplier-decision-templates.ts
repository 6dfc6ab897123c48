/** Mails of a supplier's (or the deadline job's) answer to a booking: to the customer and the supplier. */
import type { MailMessageId } from '@serendib/domain/i18n/mail/en'
import type { SupplierMailId } from '@serendib/domain/i18n/portal/mail/en'
import { customerBookingUrl, type BookingMailRef } from './account-templates.ts'
import { voucherUrl } from './booking-templates.ts'
import type { OutgoingEmail } from './enqueue-email.ts'
import type { MailTranslator } from './mail-i18n.ts'
import {
  supplierBookingRows,
  supplierMailFrame,
  supplierPortalUrl,
  type SupplierRecipient,
} from './portal-words.ts'
import { mailFrame, renderMail, type Recipient } from './templates.ts'

export type DecisionAction = 'confirm' | 'reject' | 'cancel'

const customerText = {
  confirm: { subject: 'mail.decision.subjectConfirm', line: 'mail.decision.lineConfirm' },
  reject: { subject: 'mail.decision.subjectReject', line: 'mail.decision.lineReject' },
  cancel: { subject: 'mail.decision.subjectCancel', line: 'mail.decision.lineCancel' },
} as const satisfies Record<DecisionAction, { subject: MailMessageId; line: MailMessageId }>

const supplierText = {
  confirm: { subject: 'mail.decision.subjectConfirm', line: 'mail.decision.lineConfirm' },
  reject: { subject: 'mail.decision.subjectReject', line: 'mail.decision.lineReject' },
  cancel: { subject: 'mail.decision.subjectCancel', line: 'mail.decision.lineCancel' },
} as const satisfies Record<DecisionAction, { subject: SupplierMailId; line: SupplierMailId }>

const rows = (b: BookingMailRef, m: MailTranslator): [string, string][] => [
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
      outro: [
        // The attached voucher's page, in the booking's language (issue 31).
        ...(change.action === 'confirm'
          ? [m.t('mail.voucherOnline', { url: voucherUrl(publicUrl, b.bookingReference, m.locale) })]
          : []),
        ...(change.refundCents > 0 ? [m.t('mail.refundTiming')] : []),
      ],
      siteUrl: publicUrl,
    }),
  }
}

/** To the supplier, in its portal language: what was decided about the booking. */
export function supplierDecisionMail(
  to: SupplierRecipient,
  b: BookingMailRef,
  change: { action: DecisionAction; reason: string; automatic: boolean },
  publicUrl: string,
): OutgoingEmail {
  const { w, frame } = supplierMailFrame(to)
  const text = supplierText[change.action]
  const line = w.t(change.automatic ? 'mail.decision.lineDeadline' : text.line)
  return {
    to: to.email,
    subject: w.t(text.subject, { reference: b.bookingReference }),
    template: `supplier-notice-${change.action}${change.automatic ? '-deadline' : ''}`,
    ...renderMail({
      ...frame,
      preview: w.t('mail.decision.preview', { tour: b.tourTitle, date: w.date(b.startDate) }),
      intro: [line, ...(change.reason ? [w.t('mail.reason', { reason: change.reason })] : [])],
      details: supplierBookingRows(w, b),
      action: {
        label: w.t('mail.decision.action'),
        url: supplierPortalUrl(publicUrl, w, '/supplier/bookings'),
      },
      siteUrl: publicUrl,
    }),
  }
}
