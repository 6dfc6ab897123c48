/**
 * Booking mails sent when a payment settles: the customer's receipt and the supplier's notice of
 * a new booking. Both use the one layout (renderMail); links are absolute from the public URL.
 */
import { formatDisplayDate } from '@serendib/domain/dates'
import { localizedPath, type Locale } from '@serendib/domain/i18n/locales'
import { mailEn } from '@serendib/domain/i18n/mail/en'
import { formatUsd } from '@serendib/domain/money'
import type { OutgoingEmail } from './enqueue-email.ts'
import { mailTranslator, type MailTranslator } from './mail-i18n.ts'
import { mailChrome, renderMail } from './templates.ts'

export const CANCELLATION_TERMS = mailEn['mail.cancellationTerms']

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
  balance?: { cents: number; dueDate: string; token: string } | null
  /** The language the booking was made in (decision 077); English when absent. */
  locale?: string
}

export const balancePayUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/payments/balance/${encodeURIComponent(token)}`

const english = mailTranslator('en')

/** "2 adults, 1 child" — zero counts left out; in the mail's language ("2 взрослых, 1 ребёнок"). */
export function travellerCountsText(
  { adults, children, infants }: BookingMailData['counts'],
  m: MailTranslator = english,
): string {
  const parts = [
    adults ? m.t('mail.adults', { count: adults }) : '',
    children ? m.t('mail.children', { count: children }) : '',
    infants ? m.t('mail.infants', { count: infants }) : '',
  ]
  return parts.filter(Boolean).join(', ') || m.t('mail.noTravellers')
}

/** The pick-up as a person reads it: hotel and address, flight and time, or the note. */
export function pickupText(p: BookingMailData['pickup'], m: MailTranslator = english): string {
  const join = (...parts: (string | null)[]) => parts.filter((s) => s && s.trim()).join(', ')
  const place = p.locationName ? ` (${p.locationName})` : ''
  if (p.type === 'airport') {
    const flight = join(
      p.flightNo ? m.t('mail.pickup.flight', { flight: p.flightNo }) : null,
      p.flightTime ? m.t('mail.pickup.arriving', { time: p.flightTime }) : null,
    )
    return `${m.t('mail.pickup.airport')}${place}${flight ? `: ${flight}` : ''}`
  }
  if (p.type === 'other') return `${join(p.other) || m.t('mail.pickup.toBeArranged')}${place}`
  const hotel = join(p.hotelName, p.hotelAddress)
  return `${hotel || m.t('mail.pickup.hotelTbc')}${place}`
}

function bookingDetails(b: BookingMailData, m: MailTranslator): [string, string][] {
  const names = b.travellers.map((t) => `${t.firstName} ${t.lastName}`.trim()).filter(Boolean)
  const counts = travellerCountsText(b.counts, m)
  return [
    [m.t('mail.label.reference'), b.bookingReference],
    [m.t('mail.label.tour'), b.tourTitle],
    [m.t('mail.label.date'), m.date(b.startDate)],
    ...(b.startTime ? ([[m.t('mail.label.startTime'), b.startTime]] as [string, string][]) : []),
    [m.t('mail.label.travellers'), names.length ? `${counts}: ${names.join(', ')}` : counts],
    [m.t('mail.label.pickup'), pickupText(b.pickup, m)],
    ...(b.pickup.time ? ([[m.t('mail.label.pickupTime'), b.pickup.time]] as [string, string][]) : []),
    // Reseller sales are English only (their mails go to the supplier).
    ...(b.soldBy
      ? ([
          ['Sold by', b.soldBy],
          ['Amount (paid on account)', formatUsd(b.amountCents)],
        ] as [string, string][])
      : ([[m.t('mail.label.amountPaid'), m.money(b.amountCents)]] as [string, string][])),
    // The payment plan's balance (decision 075), in English for now.
    ...(b.balance
      ? ([['Balance due', `${formatUsd(b.balance.cents)} by ${formatDisplayDate(b.balance.dueDate)}`]] as [
          string,
          string,
        ][])
      : []),
    [m.t('mail.label.status'), b.confirmed ? m.t('mail.status.confirmed') : m.t('mail.status.waiting')],
  ]
}

/**
 * To the booking's contact e-mail once its payment has settled, in the language the booking was
 * made in (decision 077); its links lead to the pages in that language where they have one.
 */
/** The voucher page in `locale`: `/de/voucher/{reference}` for a German booking. */
export const voucherUrl = (publicUrl: string, reference: string, locale: Locale) =>
  `${publicUrl}${localizedPath(`/voucher/${encodeURIComponent(reference)}`, locale)}`

export function bookingReceiptMail(b: BookingMailData, publicUrl: string): OutgoingEmail {
  const m = mailTranslator(b.locale)
  const bookingUrl = `${publicUrl}/account/booking/detail/${b.id}`
  const findUrl = `${publicUrl}${localizedPath('/booking/find', m.locale)}`
  const values = { reference: b.bookingReference, tour: b.tourTitle }
  return {
    to: b.contact.email,
    subject: b.confirmed
      ? m.t('mail.receipt.subjectConfirmed', values)
      : m.t('mail.receipt.subjectPaid', values),
    template: 'booking-receipt',
    // An instant booking is confirmed at payment: its voucher PDF comes with the receipt.
    ...(b.confirmed ? { attachVoucher: b.bookingReference } : {}),
    ...renderMail({
      lang: m.tag,
      chrome: mailChrome(m),
      preview: m.t('mail.receipt.preview', { tour: b.tourTitle, date: m.date(b.startDate) }),
      greeting: m.t('mail.greeting', { name: b.contact.firstName }),
      intro: [
        b.confirmed ? m.t('mail.receipt.introConfirmed', values) : m.t('mail.receipt.introPaid', values),
      ],
      details: bookingDetails(b, m),
      action: { label: m.t('mail.receipt.view'), url: bookingUrl },
      outro: [
        ...(b.balance
          ? [
              `Please pay the balance of ${formatUsd(b.balance.cents)} by ${formatDisplayDate(b.balance.dueDate)} ` +
                `(Sri Lanka time): ${balancePayUrl(publicUrl, b.balance.token)} . An unpaid balance cancels ` +
                'the booking after that day, under the cancellation terms below.',
            ]
          : []),
        // The attached voucher's page, in the booking's language (issue 31).
        ...(b.confirmed
          ? [m.t('mail.voucherOnline', { url: voucherUrl(publicUrl, b.bookingReference, m.locale) })]
          : []),
        m.t('mail.receipt.cancellation', { terms: m.t('mail.cancellationTerms') }),
        // True for every traveller, with or without a password yet (decision 063).
        // The lookup filled in (decision 067): the e-mail in the fragment, which no server sees.
        m.t('mail.receipt.noPassword', {
          findUrl,
          lookupUrl:
            `${findUrl}?reference=${encodeURIComponent(b.bookingReference)}` +
            `#email=${encodeURIComponent(b.contact.email)}`,
        }),
        m.t('mail.receipt.keep'),
      ],
      siteUrl: publicUrl,
    }),
  }
}
