/**
 * Booking mails sent when a payment settles: the customer's receipt and the supplier's notice of
 * a new booking. Both use the one layout (renderMail); links are absolute from the public URL.
 */
import { formatDisplayDate } from '@serendib/domain/dates'
import { formatUsd } from '@serendib/domain/money'
import type { OutgoingEmail } from './enqueue-email.ts'
import { renderMail } from './templates.ts'

export const CANCELLATION_TERMS =
  'Free cancellation up to 24 hours before the start (Sri Lanka time); later cancellations are not refunded.'

export interface BookingMailData {
  id: number
  bookingReference: string
  tourTitle: string
  /** yyyy-MM-dd */
  startDate: string
  /** "HH:MM" of a fixed start (tours with start times), else null. */
  startTime?: string | null
  counts: { adults: number; children: number; infants: number }
  travellers: { firstName: string; lastName: string }[]
  /** What this booking was paid. */
  amountCents: number
  /** 1 Confirmed; 0 waits for the supplier. */
  confirmed: boolean
  pickup: {
    type: string
    /** "HH:mm" the travellers are collected (decision 058); null or absent while not known. */
    time?: string | null
    locationName: string | null
    hotelName: string | null
    hotelAddress: string | null
    flightNo: string | null
    flightTime: string | null
    other: string | null
  }
  contact: { firstName: string; lastName: string; email: string; phone: string }
  remarks: string | null
  /** The reseller that sold it (decision 045); null or absent for the site's own sales. */
  soldBy?: string | null
  /** A balance left to pay (decision 075): its cents, last day and pay-link token. */
  balance?: { cents: number; dueDate: string; token: string } | null
}

/** The link that pays a booking's balance, with no login (decision 075). */
export const balancePayUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/payments/balance/${encodeURIComponent(token)}`

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** "2 adults, 1 child" — zero counts left out. */
export function travellerCountsText({ adults, children, infants }: BookingMailData['counts']): string {
  const parts = [
    adults ? plural(adults, 'adult', 'adults') : '',
    children ? plural(children, 'child', 'children') : '',
    infants ? plural(infants, 'infant', 'infants') : '',
  ]
  return parts.filter(Boolean).join(', ') || 'none'
}

/** The pick-up as a person reads it: hotel and address, flight and time, or the note. */
export function pickupText(p: BookingMailData['pickup']): string {
  const join = (...parts: (string | null)[]) => parts.filter((s) => s && s.trim()).join(', ')
  const place = p.locationName ? ` (${p.locationName})` : ''
  if (p.type === 'airport') {
    const flight = join(
      p.flightNo ? `flight ${p.flightNo}` : null,
      p.flightTime ? `arriving ${p.flightTime}` : null,
    )
    return `Airport${place}${flight ? `: ${flight}` : ''}`
  }
  if (p.type === 'other') return `${join(p.other) || 'To be arranged'}${place}`
  const hotel = join(p.hotelName, p.hotelAddress)
  return `${hotel || 'Hotel to be confirmed'}${place}`
}

function bookingDetails(b: BookingMailData): [string, string][] {
  const names = b.travellers.map((t) => `${t.firstName} ${t.lastName}`.trim()).filter(Boolean)
  return [
    ['Booking reference', b.bookingReference],
    ['Tour', b.tourTitle],
    ['Date', formatDisplayDate(b.startDate)],
    ...(b.startTime ? ([['Start time', b.startTime]] as [string, string][]) : []),
    [
      'Travellers',
      names.length ? `${travellerCountsText(b.counts)}: ${names.join(', ')}` : travellerCountsText(b.counts),
    ],
    ['Pick-up', pickupText(b.pickup)],
    ...(b.pickup.time ? ([['Pick-up time', b.pickup.time]] as [string, string][]) : []),
    ...(b.soldBy
      ? ([
          ['Sold by', b.soldBy],
          ['Amount (paid on account)', formatUsd(b.amountCents)],
        ] as [string, string][])
      : ([['Amount paid', formatUsd(b.amountCents)]] as [string, string][])),
    ...(b.balance
      ? ([['Balance due', `${formatUsd(b.balance.cents)} by ${formatDisplayDate(b.balance.dueDate)}`]] as [
          string,
          string,
        ][])
      : []),
    ['Status', b.confirmed ? 'Confirmed' : 'Waiting for the supplier to confirm'],
  ]
}

/** To the booking's contact e-mail once its payment has settled. */
export function bookingReceiptMail(b: BookingMailData, publicUrl: string): OutgoingEmail {
  const bookingUrl = `${publicUrl}/account/booking/detail/${b.id}`
  const intro = b.confirmed
    ? `Thank you: your payment was received and your booking ${b.bookingReference} is confirmed.`
    : `Thank you: your payment was received. The supplier will confirm booking ${b.bookingReference} ` +
      `shortly; we will e-mail you when they do.`
  return {
    to: b.contact.email,
    subject: b.confirmed
      ? `Booking ${b.bookingReference} confirmed: ${b.tourTitle}`
      : `Payment received for booking ${b.bookingReference}: ${b.tourTitle}`,
    template: 'booking-receipt',
    // An instant booking is confirmed at payment: its voucher PDF comes with the receipt.
    ...(b.confirmed ? { attachVoucher: b.bookingReference } : {}),
    ...renderMail({
      preview: `Your receipt for ${b.tourTitle} on ${formatDisplayDate(b.startDate)}.`,
      greeting: `Hello ${b.contact.firstName},`,
      intro: [intro],
      details: bookingDetails(b),
      action: { label: 'View your booking', url: bookingUrl },
      outro: [
        ...(b.balance
          ? [
              `Please pay the balance of ${formatUsd(b.balance.cents)} by ${formatDisplayDate(b.balance.dueDate)} ` +
                `(Sri Lanka time): ${balancePayUrl(publicUrl, b.balance.token)} . An unpaid balance cancels ` +
                'the booking after that day, under the cancellation terms below.',
            ]
          : []),
        `Cancellation: ${CANCELLATION_TERMS}`,
        // True for every traveller, with or without a password yet (decision 063).
        // The lookup filled in (decision 067): the e-mail in the fragment, which no server sees.
        `No password yet? Find this booking and its voucher at ${publicUrl}/booking/find with the ` +
          `booking reference and this e-mail address: ${publicUrl}/booking/find?reference=` +
          `${encodeURIComponent(b.bookingReference)}#email=${encodeURIComponent(b.contact.email)}`,
        'Keep this e-mail as your receipt.',
      ],
      siteUrl: publicUrl,
    }),
  }
}
