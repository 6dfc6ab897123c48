/** Mails of a supplier's (or the deadline job's) answer to a booking: to the customer and the supplier. */
import { formatDisplayDate } from '@serendib/domain/dates'
import { formatUsd } from '@serendib/domain/money'
import { customerBookingUrl, supplierBookingsUrl, type BookingMailRef } from './account-templates.ts'
import type { OutgoingEmail } from './enqueue-email.ts'
import { renderMail, type Recipient } from './templates.ts'

export type DecisionAction = 'confirm' | 'reject' | 'cancel'

const customerText: Record<DecisionAction, { subject: string; line: string }> = {
  confirm: { subject: 'confirmed', line: 'Good news: the tour operator has confirmed your booking.' },
  reject: { subject: 'could not be accepted', line: 'The tour operator could not accept your booking.' },
  cancel: { subject: 'canceled by the tour operator', line: 'The tour operator has canceled your booking.' },
}

const supplierText: Record<DecisionAction, string> = {
  confirm: 'You confirmed this booking. The customer has been told.',
  reject: 'This booking request is rejected and the customer is refunded in full.',
  cancel: 'You canceled this booking and the customer is refunded in full.',
}

const rows = (b: BookingMailRef): [string, string][] => [
  ['Booking reference', b.bookingReference],
  ['Tour', b.tourTitle],
  ['Date', formatDisplayDate(b.startDate)],
  ...(b.startTime ? ([['Start time', b.startTime]] as [string, string][]) : []),
  ...(b.pickupTime ? ([['Pick-up time', b.pickupTime]] as [string, string][]) : []),
]

export function customerDecisionMail(
  to: Recipient,
  b: BookingMailRef,
  change: { action: DecisionAction; reason: string; refundCents: number },
  publicUrl: string,
): OutgoingEmail {
  const text = customerText[change.action]
  return {
    to: to.email,
    subject: `Booking ${b.bookingReference} ${text.subject}: ${b.tourTitle}`,
    template: `supplier-booking-${change.action}`,
    // A confirmed booking's voucher travels with the good news.
    ...(change.action === 'confirm' ? { attachVoucher: b.bookingReference } : {}),
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
      preview: `${b.tourTitle} on ${formatDisplayDate(b.startDate)}.`,
      greeting: `Hello ${to.firstName || 'there'},`,
      intro: [line, ...(change.reason ? [`Reason: ${change.reason}`] : [])],
      details: rows(b),
      action: { label: 'Your bookings', url: supplierBookingsUrl(publicUrl) },
      siteUrl: publicUrl,
    }),
  }
}
