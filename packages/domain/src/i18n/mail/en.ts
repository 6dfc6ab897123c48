import { mailMoreEn } from './more/en.ts'
/**
 * The booking mails and the voucher PDF in English (issue 31, decision 077): id → ICU
 * MessageFormat. Server-only, so no page carries these strings; every other language's mail
 * catalogue has exactly these ids. The English is what the mails said before, unchanged.
 */
export const mailEn = {
  // After the receipt: booking and account mails (decision 077).
  ...mailMoreEn,
  'mail.greeting': 'Hello {name},',
  'mail.footer.tagline': 'Serendib · Tours in Sri Lanka',
  'mail.footer.questions': 'Questions? Call us on {phone}',
  'mail.buttonFallback': 'If the button does not work, copy this link into your browser:',

  'mail.receipt.subjectConfirmed': 'Booking {reference} confirmed: {tour}',
  'mail.receipt.subjectPaid': 'Payment received for booking {reference}: {tour}',
  'mail.receipt.preview': 'Your receipt for {tour} on {date}.',
  'mail.receipt.introConfirmed':
    'Thank you: your payment was received and your booking {reference} is confirmed.',
  'mail.receipt.introPaid':
    'Thank you: your payment was received. The supplier will confirm booking {reference} shortly; we will e-mail you when they do.',
  'mail.receipt.view': 'View your booking',
  'mail.receipt.cancellation': 'Cancellation: {terms}',
  'mail.receipt.noPassword':
    'No password yet? Find this booking and its voucher at {findUrl} with the booking reference and this e-mail address: {lookupUrl}',
  'mail.receipt.keep': 'Keep this e-mail as your receipt.',
  'mail.cancellationTerms':
    'Free cancellation up to 24 hours before the start (Sri Lanka time); later cancellations are not refunded.',

  'mail.label.reference': 'Booking reference',
  'mail.label.tour': 'Tour',
  'mail.label.date': 'Date',
  'mail.label.startTime': 'Start time',
  'mail.label.travellers': 'Travellers',
  'mail.label.pickup': 'Pick-up',
  'mail.label.pickupTime': 'Pick-up time',
  'mail.label.amountPaid': 'Amount paid',
  'mail.label.status': 'Status',
  'mail.status.confirmed': 'Confirmed',
  'mail.status.waiting': 'Waiting for the supplier to confirm',

  'mail.adults': '{count, plural, one {# adult} other {# adults}}',

  'mail.vehicle': '{name} (up to {seats}) × {count}',
  'mail.children': '{count, plural, one {# child} other {# children}}',
  'mail.infants': '{count, plural, one {# infant} other {# infants}}',
  'mail.noTravellers': 'none',
  'mail.pickup.airport': 'Airport',
  'mail.pickup.flight': 'flight {flight}',
  'mail.pickup.arriving': 'arriving {time}',
  'mail.pickup.toBeArranged': 'To be arranged',
  'mail.pickup.hotelTbc': 'Hotel to be confirmed',

  'voucher.title': 'Serendib tour voucher',
  'voucher.booking': 'Booking {reference}',
  'voucher.tour': 'Tour',
  'voucher.date': 'Date',
  'voucher.startTime': 'Start time',
  'voucher.pickupTime': 'Pick-up time',
  'voucher.pickupPoint': 'Pick-up point',
  'voucher.pickup': 'Pick-up',
  'voucher.travellers': 'Travellers',
  'voucher.operator': 'Tour operator',
  'voucher.phone': 'Phone on the day',
  'voucher.operatorEmail': 'Operator e-mail',
  'voucher.show': 'Show this voucher (printed or on your phone) to your guide at the start.',
} as const

export type MailMessageId = keyof typeof mailEn
export type MailCatalogue = Record<MailMessageId, string>
