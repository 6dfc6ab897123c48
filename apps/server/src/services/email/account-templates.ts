/**
 * Mails of the account area's booking flows: cancellation (customer and supplier), a new booking
 * message (to whoever it is for; the supplier's in its portal language), an amendment request (supplier) and its decision (customer).
 * All use the one layout (renderMail); links are absolute from the public URL.
 */
import { travellerCountsText } from './booking-templates.ts'
import type { OutgoingEmail } from './enqueue-email.ts'
import type { MailTranslator } from './mail-i18n.ts'
import {
  supplierBookingRows,
  supplierMailFrame,
  supplierPortalUrl,
  type SupplierRecipient,
} from './portal-words.ts'
import { countsText } from './supplier-new-booking-mail.ts'
import { mailFrame, renderMail, type MailContent, type Recipient } from './templates.ts'

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
export const adminBookingUrl = (publicUrl: string, bookingId: number) =>
  `${publicUrl}/admin/bookings/${bookingId}`

const refs = (b: BookingMailRef, m: MailTranslator): [string, string][] => [
  [m.t('mail.label.reference'), b.bookingReference],
  [m.t('mail.label.tour'), b.tourTitle],
  [m.t('mail.label.date'), m.date(b.startDate)],
]

type BookingMailContent = Omit<MailContent, 'greeting' | 'details' | 'siteUrl'> & {
  subject: string
  template: string
  /** Rows after the booking's own reference, tour and date. */
  details?: [string, string][]
}

/**
 * The frame of every mail here: greeting by name, the booking's rows first, the site in the
 * footer; in the booking's language (decision 077). The supplier's mails use the supplier's
 * frame (`supplierMailFrame`, its portal language).
 */
function bookingMail(
  to: Recipient,
  b: BookingMailRef,
  publicUrl: string,
  content: (m: MailTranslator) => BookingMailContent,
): OutgoingEmail {
  const { m, frame } = mailFrame(to)
  const { subject, template, details = [], ...rest } = content(m)
  return {
    to: to.email,
    subject,
    template,
    ...renderMail({ ...rest, ...frame, details: [...refs(b, m), ...details], siteUrl: publicUrl }),
  }
}

/** To the booking's contact: the booking is canceled, and what comes back. */
export function bookingCanceledMail(
  to: Recipient,
  b: BookingMailRef,
  refund: { refundCents: number; message: string },
  publicUrl: string,
): OutgoingEmail {
  return bookingMail(to, b, publicUrl, (m) => ({
    subject: m.t('mail.canceled.subject', { reference: b.bookingReference, tour: b.tourTitle }),
    template: 'booking-canceled',
    preview: m.t('mail.canceled.preview', { tour: b.tourTitle, date: m.date(b.startDate) }),
    intro: [m.t('mail.canceled.intro', { reference: b.bookingReference }), refund.message],
    details: [[m.t('mail.label.refund'), m.money(refund.refundCents)]],
    action: { label: m.t('mail.viewBooking'), url: customerBookingUrl(publicUrl, b.id) },
    outro: refund.refundCents > 0 ? [m.t('mail.refundTiming')] : [],
  }))
}

/** Who canceled a supplier's booking: the customer, the reseller that sold it, or the balance job. */
export type CanceledBy = { by: 'customer' } | { by: 'reseller'; reseller: string } | { by: 'unpaidBalance' }

const canceledText = {
  customer: { subject: 'mail.canceled.subjectCustomer', intro: 'mail.canceled.introCustomer' },
  reseller: { subject: 'mail.canceled.subjectReseller', intro: 'mail.canceled.introReseller' },
  unpaidBalance: { subject: 'mail.canceled.subjectUnpaid', intro: 'mail.canceled.introUnpaid' },
} as const

/** To the supplier, in its portal language: the booking is canceled; the seats are free again. */
export function supplierBookingCanceledMail(
  to: SupplierRecipient,
  b: BookingMailRef,
  publicUrl: string,
  canceledBy: CanceledBy = { by: 'customer' },
): OutgoingEmail {
  const { w, frame } = supplierMailFrame(to)
  const text = canceledText[canceledBy.by]
  const reseller = canceledBy.by === 'reseller' ? canceledBy.reseller : ''
  return {
    to: to.email,
    subject: w.t(text.subject, { reference: b.bookingReference, reseller }),
    template: 'supplier-booking-canceled',
    ...renderMail({
      ...frame,
      preview: w.t('mail.canceled.preview', { tour: b.tourTitle, date: w.date(b.startDate) }),
      intro: [w.t(text.intro, { reseller })],
      details: supplierBookingRows(w, { ...b, startTime: null, pickupTime: null }),
      action: {
        label: w.t('mail.newBooking.open'),
        url: supplierPortalUrl(publicUrl, w, '/supplier/bookings'),
      },
      siteUrl: publicUrl,
    }),
  }
}

/** To the recipient of a booking message; the text is quoted (escaped by the layout). */
export function bookingMessageMail(
  to: Recipient,
  b: BookingMailRef,
  message: {
    sender: 'customer' | 'supplier' | 'admin'
    customerFirstName: string
    text: string
    url: string
  },
  publicUrl: string,
): OutgoingEmail {
  return bookingMail(to, b, publicUrl, (m) => {
    // Who wrote, in the reader's language (decision 087's follow-up): the customer's name as typed.
    const from =
      message.sender === 'customer'
        ? m.t('mail.message.fromCustomer', {
            name: message.customerFirstName || m.t('mail.message.yourCustomer'),
          })
        : m.t(message.sender === 'supplier' ? 'mail.message.fromSupplier' : 'mail.message.fromTeam')
    return {
      subject: m.t('mail.message.subject', { reference: b.bookingReference }),
      template: 'booking-message',
      preview: m.t('mail.message.preview', { from, tour: b.tourTitle }),
      intro: [m.t('mail.message.intro', { from, reference: b.bookingReference })],
      quote: message.text,
      action: { label: m.t('mail.message.action'), url: message.url },
    }
  })
}

/**
 * To the supplier, in its portal language: the customer wrote on one of its bookings (only the
 * customer writes to the supplier). The frame is translated; the customer's own words are
 * quoted as written (escaped by the layout).
 */
export function supplierBookingMessageMail(
  to: SupplierRecipient,
  b: BookingMailRef,
  message: { customerFirstName: string; text: string },
  publicUrl: string,
): OutgoingEmail {
  const { w, frame } = supplierMailFrame(to)
  const from = w.t('mail.thread.fromCustomer', {
    name: message.customerFirstName || w.t('mail.thread.yourCustomer'),
  })
  return {
    to: to.email,
    subject: w.t('mail.thread.bookingSubject', { reference: b.bookingReference }),
    template: 'booking-message',
    ...renderMail({
      ...frame,
      preview: w.t('mail.thread.bookingPreview', { from, tour: b.tourTitle }),
      intro: [w.t('mail.thread.bookingIntro', { from, reference: b.bookingReference })],
      details: supplierBookingRows(w, { ...b, startTime: null, pickupTime: null }),
      quote: message.text,
      action: {
        label: w.t('mail.thread.bookingAction'),
        url: supplierPortalUrl(publicUrl, w, '/supplier/bookings'),
      },
      siteUrl: publicUrl,
    }),
  }
}

export interface AmendmentMailData {
  /** yyyy-MM-dd */
  newDate: string
  locationName: string | null
  counts: { adults: number; children: number; infants: number }
  amountCents: number
  balanceCents: number
}

const amendmentDetails = (a: AmendmentMailData, m: MailTranslator): [string, string][] => [
  [m.t('mail.amend.requestedDate'), m.date(a.newDate)],
  [m.t('mail.label.pickup'), a.locationName ?? m.t('mail.amend.asBooked')],
  [m.t('mail.label.travellers'), travellerCountsText(a.counts, m)],
  [m.t('mail.amend.newPrice'), m.money(a.amountCents)],
  [
    a.balanceCents < 0 ? m.t('mail.amend.toRefund') : m.t('mail.amend.balanceToPay'),
    m.money(Math.abs(a.balanceCents)),
  ],
]

/**
 * To the supplier, in its portal language: the customer asks to change a booking; accept or
 * reject in the supplier area.
 */
export function supplierAmendmentRequestMail(
  to: SupplierRecipient,
  b: BookingMailRef,
  a: AmendmentMailData,
  publicUrl: string,
): OutgoingEmail {
  const { w, frame } = supplierMailFrame(to)
  return {
    to: to.email,
    subject: w.t('mail.amend.subject', { reference: b.bookingReference }),
    template: 'supplier-amendment-request',
    ...renderMail({
      ...frame,
      preview: w.t('mail.amend.preview', { tour: b.tourTitle, date: w.date(b.startDate) }),
      intro: [w.t('mail.amend.intro')],
      details: [
        ...supplierBookingRows(w, { ...b, startTime: null, pickupTime: null }),
        [w.t('mail.label.requestedDate'), w.date(a.newDate)],
        [w.t('mail.field.pickup'), a.locationName ?? w.t('mail.label.asBooked')],
        [w.t('mail.field.travellers'), countsText(w, a.counts)],
        [w.t('mail.label.newPrice'), w.money(a.amountCents)],
        [
          a.balanceCents < 0 ? w.t('mail.label.toRefund') : w.t('mail.label.balanceToPay'),
          w.money(Math.abs(a.balanceCents)),
        ],
      ],
      action: {
        label: w.t('mail.newBooking.open'),
        url: supplierPortalUrl(publicUrl, w, '/supplier/bookings'),
      },
      siteUrl: publicUrl,
    }),
  }
}

/** To the booking's contact: the supplier accepted (what to pay or get back) or rejected the change. */
export function amendmentDecisionMail(
  to: Recipient,
  b: BookingMailRef,
  a: AmendmentMailData & { accepted: boolean },
  publicUrl: string,
): OutgoingEmail {
  return bookingMail(to, b, publicUrl, (m) => {
    const next = !a.accepted
      ? m.t('mail.amend.staysAsItWas')
      : a.balanceCents > 0
        ? m.t('mail.amend.payBalance', { amount: m.money(a.balanceCents) })
        : a.balanceCents < 0
          ? m.t('mail.amend.refunding', { amount: m.money(-a.balanceCents) })
          : m.t('mail.amend.nothingToPay')
    const reference = b.bookingReference
    return {
      subject: a.accepted
        ? m.t('mail.amend.subjectAccepted', { reference })
        : m.t('mail.amend.subjectRejected', { reference }),
      template: 'amendment-decision',
      preview: a.accepted
        ? m.t('mail.amend.previewAccepted', { tour: b.tourTitle })
        : m.t('mail.amend.previewRejected', { tour: b.tourTitle }),
      intro: [
        a.accepted
          ? m.t('mail.amend.introAccepted', { reference })
          : m.t('mail.amend.introRejected', { reference }),
        next,
      ],
      details: amendmentDetails(a, m),
      action: { label: m.t('mail.viewBooking'), url: customerBookingUrl(publicUrl, b.id) },
    }
  })
}
