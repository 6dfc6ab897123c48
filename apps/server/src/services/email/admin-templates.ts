/** Mails an admin's action on a booking sends the customer and the supplier (decision 021's table). */
import { formatDisplayDate } from '@serendib/domain/dates'
import { formatUsd } from '@serendib/domain/money'
import { customerBookingUrl, type BookingMailRef } from './account-templates.ts'
import type { OutgoingEmail } from './enqueue-email.ts'
import {
  supplierBookingRows,
  supplierMailFrame,
  supplierPortalUrl,
  type SupplierRecipient,
} from './portal-words.ts'
import { renderMail, type Recipient } from './templates.ts'

const sentences: Record<string, { subject: string; line: string }> = {
  cancel: { subject: 'canceled', line: 'We have canceled your booking.' },
  reject: { subject: 'could not be accepted', line: 'Your booking could not be accepted.' },
  confirm: { subject: 'confirmed', line: 'Your booking is confirmed.' },
  resolve: { subject: 'dispute resolved', line: 'We have resolved the dispute about your booking.' },
  reinstate: { subject: 'reinstated', line: 'Your booking is confirmed again and goes ahead as planned.' },
}

const rows = (b: BookingMailRef): [string, string][] => [
  ['Booking reference', b.bookingReference],
  ['Tour', b.tourTitle],
  ['Date', formatDisplayDate(b.startDate)],
]

export function hasCustomerMail(action: string): boolean {
  return action in sentences
}

/** To the booking's contact: what an admin did, why, and any money on its way back. */
export function adminBookingChangeMail(
  to: Recipient,
  b: BookingMailRef,
  change: { action: string; reason: string; refundCents: number },
  publicUrl: string,
): OutgoingEmail {
  const text = sentences[change.action] ?? { subject: 'updated', line: 'Your booking was updated.' }
  return {
    to: to.email,
    subject: `Booking ${b.bookingReference} ${text.subject}: ${b.tourTitle}`,
    template: `admin-booking-${change.action}`,
    ...renderMail({
      preview: `${text.line} ${b.tourTitle} on ${formatDisplayDate(b.startDate)}.`,
      greeting: `Hello ${to.firstName || 'there'},`,
      intro: [text.line, ...(change.reason ? [`Reason: ${change.reason}`] : [])],
      details: [
        ...rows(b),
        ...(change.refundCents > 0 ? [['Refund', formatUsd(change.refundCents)] as [string, string]] : []),
      ],
      action: { label: 'View your booking', url: customerBookingUrl(publicUrl, b.id) },
      outro:
        change.refundCents > 0
          ? ['Refunds reach your card within 5 to 10 working days, depending on your bank.']
          : [],
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
  return {
    to: to.email,
    subject: `Refund of ${formatUsd(refundCents)} for booking ${b.bookingReference}`,
    template: 'admin-refund',
    ...renderMail({
      preview: `We are refunding ${formatUsd(refundCents)} of your booking.`,
      greeting: `Hello ${to.firstName || 'there'},`,
      intro: [`We are refunding ${formatUsd(refundCents)} of your booking ${b.bookingReference}.`],
      details: [...rows(b), ['Refund', formatUsd(refundCents)], ['Reason', reason]],
      action: { label: 'View your booking', url: customerBookingUrl(publicUrl, b.id) },
      outro: ['Refunds reach your card within 5 to 10 working days, depending on your bank.'],
      siteUrl: publicUrl,
    }),
  }
}
