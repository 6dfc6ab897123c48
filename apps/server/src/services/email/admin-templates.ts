/**
 * Mails an admin's action on a booking sends the customer and the supplier (decision 021's table):
 * the customer's in the booking's language (decision 077), the supplier's in its portal language.
 */
import { customerBookingUrl, type BookingMailRef } from './account-templates.ts'
import type { OutgoingEmail } from './enqueue-email.ts'
import type { MailTranslator } from './mail-i18n.ts'
import {
  supplierBookingRows,
  supplierMailFrame,
  supplierPortalUrl,
  type SupplierRecipient,
} from './portal-words.ts'
import { mailFrame, renderMail, type Recipient } from './templates.ts'

/** What each admin action tells the customer: subject and first line, in the booking's language. */
const changeText = {
  cancel: { subject: 'mail.adminChange.subjectCancel', line: 'mail.adminChange.lineCancel' },
  reject: { subject: 'mail.adminChange.subjectReject', line: 'mail.adminChange.lineReject' },
  confirm: { subject: 'mail.adminChange.subjectConfirm', line: 'mail.adminChange.lineConfirm' },
  resolve: { subject: 'mail.adminChange.subjectResolve', line: 'mail.adminChange.lineResolve' },
  reinstate: { subject: 'mail.adminChange.subjectReinstate', line: 'mail.adminChange.lineReinstate' },
} as const
const updatedText = {
  subject: 'mail.adminChange.subjectUpdated',
  line: 'mail.adminChange.lineUpdated',
} as const

const rows = (b: BookingMailRef, m: MailTranslator): [string, string][] => [
  [m.t('mail.label.reference'), b.bookingReference],
  [m.t('mail.label.tour'), b.tourTitle],
  [m.t('mail.label.date'), m.date(b.startDate)],
]

export function hasCustomerMail(action: string): boolean {
  return action in changeText
}

/** To the booking's contact: what an admin did, why, and any money on its way back. */
export function adminBookingChangeMail(
  to: Recipient,
  b: BookingMailRef,
  change: { action: string; reason: string; refundCents: number },
  publicUrl: string,
): OutgoingEmail {
  const { m, frame } = mailFrame(to)
  const text = changeText[change.action as keyof typeof changeText] ?? updatedText
  const line = m.t(text.line)
  return {
    to: to.email,
    subject: m.t(text.subject, { reference: b.bookingReference, tour: b.tourTitle }),
    template: `admin-booking-${change.action}`,
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

/** To the supplier, in its portal language: an admin canceled or rejected one of its bookings. */
export function adminSupplierNoticeMail(
  to: SupplierRecipient,
  b: BookingMailRef,
  change: { action: string; reason: string },
  publicUrl: string,
): OutgoingEmail {
  const { w, frame } = supplierMailFrame(to)
  return {
    to: to.email,
    subject: w.t(change.action === 'reject' ? 'mail.admin.subjectReject' : 'mail.admin.subjectCancel', {
      reference: b.bookingReference,
    }),
    template: `admin-supplier-${change.action}`,
    ...renderMail({
      ...frame,
      preview: w.t('mail.admin.preview', { tour: b.tourTitle, date: w.date(b.startDate) }),
      intro: [
        w.t('mail.admin.intro'),
        ...(change.reason ? [w.t('mail.reason', { reason: change.reason })] : []),
      ],
      details: supplierBookingRows(w, { ...b, startTime: null, pickupTime: null }),
      action: {
        label: w.t('mail.decision.action'),
        url: supplierPortalUrl(publicUrl, w, '/supplier/bookings'),
      },
      siteUrl: publicUrl,
    }),
  }
}

/** To the booking's contact: part or all of the payment is on its way back. */
export function adminRefundMail(
  to: Recipient,
  b: BookingMailRef,
  refundCents: number,
  reason: string,
  publicUrl: string,
): OutgoingEmail {
  const { m, frame } = mailFrame(to)
  const amount = m.money(refundCents)
  return {
    to: to.email,
    subject: m.t('mail.adminRefund.subject', { amount, reference: b.bookingReference }),
    template: 'admin-refund',
    ...renderMail({
      ...frame,
      preview: m.t('mail.adminRefund.preview', { amount }),
      intro: [m.t('mail.adminRefund.intro', { amount, reference: b.bookingReference })],
      details: [...rows(b, m), [m.t('mail.label.refund'), amount], [m.t('mail.label.reason'), reason]],
      action: { label: m.t('mail.viewBooking'), url: customerBookingUrl(publicUrl, b.id) },
      outro: [m.t('mail.refundTiming')],
      siteUrl: publicUrl,
    }),
  }
}
