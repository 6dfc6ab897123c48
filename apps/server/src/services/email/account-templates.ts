/**
 * Mails of the account area's booking flows: cancellation (customer and supplier), a new booking
 * message (to whoever it is for), an amendment request (supplier) and its decision (customer).
 * All use the one layout (renderMail); links are absolute from the public URL.
 */
import { formatDisplayDate } from '@serendib/domain/dates'
import { formatUsd } from '@serendib/domain/money'
import { travellerCountsText } from './booking-templates.ts'
import type { OutgoingEmail } from './enqueue-email.ts'
import { renderMail, type MailContent, type Recipient } from './templates.ts'

export interface BookingMailRef {
  id: number
  bookingReference: string
  tourTitle: string
  /** yyyy-MM-dd */
  startDate: string
  /** "HH:mm" of the booked start and of the pick-up (decision 058), where known. */
  startTime?: string | null
  pickupTime?: string | null
}

export const customerBookingUrl = (publicUrl: string, bookingId: number) =>
  `${publicUrl}/account/booking/detail/${bookingId}`
export const supplierBookingsUrl = (publicUrl: string) => `${publicUrl}/supplier/bookings`
export const adminBookingUrl = (publicUrl: string, bookingId: number) =>
  `${publicUrl}/admin/bookings/${bookingId}`

const hello = (to: Recipient) => `Hello ${to.firstName || 'there'},`

const refs = (b: BookingMailRef): [string, string][] => [
  ['Booking reference', b.bookingReference],
  ['Tour', b.tourTitle],
  ['Date', formatDisplayDate(b.startDate)],
]

type BookingMailContent = Omit<MailContent, 'greeting' | 'details' | 'siteUrl'> & {
  subject: string
  template: string
  /** Rows after the booking's own reference, tour and date. */
  details?: [string, string][]
}

/** The frame of every mail here: greeting by name, the booking's rows first, the site in the footer. */
function bookingMail(
  to: Recipient,
  b: BookingMailRef,
  publicUrl: string,
  { subject, template, details = [], ...content }: BookingMailContent,
): OutgoingEmail {
  return {
    to: to.email,
    subject,
    template,
    ...renderMail({ ...content, greeting: hello(to), details: [...refs(b), ...details], siteUrl: publicUrl }),
  }
}

/** To the booking's contact: the booking is canceled, and what comes back. */
export function bookingCanceledMail(
  to: Recipient,
  b: BookingMailRef,
  refund: { refundCents: number; message: string },
  publicUrl: string,
): OutgoingEmail {
  return bookingMail(to, b, publicUrl, {
    subject: `Booking ${b.bookingReference} canceled: ${b.tourTitle}`,
    template: 'booking-canceled',
    preview: `Your booking of ${b.tourTitle} on ${formatDisplayDate(b.startDate)} is canceled.`,
    intro: [`Your booking ${b.bookingReference} is canceled.`, refund.message],
    details: [['Refund', formatUsd(refund.refundCents)]],
    action: { label: 'View your booking', url: customerBookingUrl(publicUrl, b.id) },
    outro:
      refund.refundCents > 0
        ? ['Refunds reach your card within 5 to 10 working days, depending on your bank.']
        : [],
  })
}

/** To the supplier: a customer canceled; the seats are free again. */
export function supplierBookingCanceledMail(
  to: Recipient,
  b: BookingMailRef,
  publicUrl: string,
  /** Who canceled: the customer, or the reseller that sold it. */
  canceledBy = 'the customer',
): OutgoingEmail {
  return bookingMail(to, b, publicUrl, {
    subject: `Booking ${b.bookingReference} canceled by ${canceledBy}`,
    template: 'supplier-booking-canceled',
    preview: `${b.tourTitle} on ${formatDisplayDate(b.startDate)} was canceled.`,
    intro: [
      `${canceledBy.charAt(0).toUpperCase()}${canceledBy.slice(1)} canceled this booking. Its places are available again.`,
    ],
    action: { label: 'Open your bookings', url: supplierBookingsUrl(publicUrl) },
  })
}

/** To the recipient of a booking message; the text is quoted (escaped by the layout). */
export function bookingMessageMail(
  to: Recipient,
  b: BookingMailRef,
  message: { from: string; text: string; url: string },
  publicUrl: string,
): OutgoingEmail {
  return bookingMail(to, b, publicUrl, {
    subject: `New message about booking ${b.bookingReference}`,
    template: 'booking-message',
    preview: `${message.from} wrote about ${b.tourTitle}.`,
    intro: [`${message.from} sent a message about booking ${b.bookingReference}:`],
    quote: message.text,
    action: { label: 'Read and reply', url: message.url },
  })
}

export interface AmendmentMailData {
  /** yyyy-MM-dd */
  newDate: string
  locationName: string | null
  counts: { adults: number; children: number; infants: number }
  amountCents: number
  balanceCents: number
}

const amendmentDetails = (a: AmendmentMailData): [string, string][] => [
  ['Requested date', formatDisplayDate(a.newDate)],
  ['Pick-up', a.locationName ?? 'As booked'],
  ['Travellers', travellerCountsText(a.counts)],
  ['New price', formatUsd(a.amountCents)],
  [a.balanceCents < 0 ? 'To refund' : 'Balance to pay', formatUsd(Math.abs(a.balanceCents))],
]

/** To the supplier: the customer asks to change a booking; accept or reject in the supplier area. */
export function supplierAmendmentRequestMail(
  to: Recipient,
  b: BookingMailRef,
  a: AmendmentMailData,
  publicUrl: string,
): OutgoingEmail {
  return bookingMail(to, b, publicUrl, {
    subject: `Change requested for booking ${b.bookingReference}`,
    template: 'supplier-amendment-request',
    preview: `The customer asks to change ${b.tourTitle} on ${formatDisplayDate(b.startDate)}.`,
    intro: [
      'The customer asks to change this booking. Please accept or reject the request in your supplier area.',
    ],
    details: amendmentDetails(a),
    action: { label: 'Open your bookings', url: supplierBookingsUrl(publicUrl) },
  })
}

/** To the booking's contact: the supplier accepted (what to pay or get back) or rejected the change. */
export function amendmentDecisionMail(
  to: Recipient,
  b: BookingMailRef,
  a: AmendmentMailData & { accepted: boolean },
  publicUrl: string,
): OutgoingEmail {
  const next = !a.accepted
    ? 'Your booking stays as it was.'
    : a.balanceCents > 0
      ? `Please pay the balance of ${formatUsd(a.balanceCents)} from your booking page.`
      : a.balanceCents < 0
        ? `We are refunding ${formatUsd(-a.balanceCents)} to your card.`
        : 'There is nothing to pay.'
  return bookingMail(to, b, publicUrl, {
    subject: `${a.accepted ? 'Change accepted' : 'Change not possible'}: booking ${b.bookingReference}`,
    template: 'amendment-decision',
    preview: `Your requested change of ${b.tourTitle} was ${a.accepted ? 'accepted' : 'rejected'}.`,
    intro: [
      a.accepted
        ? `The supplier accepted your requested change of booking ${b.bookingReference}.`
        : `The supplier could not accept your requested change of booking ${b.bookingReference}.`,
      next,
    ],
    details: amendmentDetails(a),
    action: { label: 'View your booking', url: customerBookingUrl(publicUrl, b.id) },
  })
}
