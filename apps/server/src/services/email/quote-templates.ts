/**
 * Mails of quotes (decision 079): a new request to the supplier, the quote ready to the
 * traveller, the accepted quote (deposit paid) to the supplier. Every text is escaped by
 * renderMail; wishes and itineraries are the travellers' and suppliers' own words.
 */
import { formatDisplayDate } from '@serendib/domain/dates'
import { formatUsd } from '@serendib/domain/money'
import { localizedPath } from '@serendib/domain/i18n/locales'
import { travellerCountsText } from './booking-templates.ts'
import type { OutgoingEmail } from './enqueue-email.ts'
import { mailFrame, renderMail, type Recipient } from './templates.ts'

export interface QuoteMailData {
  quoteId: number
  tourTitle: string
  travellerName: string
  startDate: string
  adults: number
  children: number
  hotelClass: string
  wishes: string
}

const party = (d: QuoteMailData) =>
  `${d.adults} adult${d.adults === 1 ? '' : 's'}` +
  (d.children ? `, ${d.children} child${d.children === 1 ? '' : 'ren'}` : '')

export function quoteRequestedMail(to: Recipient, d: QuoteMailData, siteUrl: string): OutgoingEmail {
  return {
    to: to.email,
    subject: `New quote request: ${d.tourTitle}`,
    template: 'quote-requested',
    ...renderMail({
      preview: `${d.travellerName} asks for a quote for ${d.tourTitle}.`,
      greeting: `Hello ${to.firstName},`,
      intro: [`${d.travellerName} asks for a tailored quote. Please answer it in your portal.`],
      details: [
        ['Tour', d.tourTitle],
        ['Start', formatDisplayDate(d.startDate)],
        ['Travellers', party(d)],
        ['Hotels', d.hotelClass],
      ],
      ...(d.wishes ? { quote: d.wishes } : {}),
      action: { label: 'Answer the request', url: `${siteUrl}/supplier/quotes/${d.quoteId}` },
      siteUrl,
    }),
  }
}

/** To the traveller, in the language they asked in: the quote is ready (decision 079). */
export function quoteReadyMail(
  to: Recipient,
  d: QuoteMailData & { totalCents: number; depositCents: number; validUntil: string },
  siteUrl: string,
): OutgoingEmail {
  const { m, frame } = mailFrame(to)
  const counts = { adults: d.adults, children: d.children, infants: 0 }
  return {
    to: to.email,
    subject: m.t('mail.quote.readySubject', { tour: d.tourTitle }),
    template: 'quote-ready',
    ...renderMail({
      ...frame,
      preview: m.t('mail.quote.readyPreview', { tour: d.tourTitle, total: m.money(d.totalCents) }),
      intro: [m.t('mail.quote.readyIntro')],
      details: [
        [m.t('mail.label.tour'), d.tourTitle],
        [m.t('mail.quote.start'), m.date(d.startDate)],
        [m.t('mail.label.travellers'), travellerCountsText(counts, m)],
        [m.t('mail.quote.total'), m.money(d.totalCents)],
        [m.t('mail.quote.deposit'), m.money(d.depositCents)],
        [m.t('mail.quote.validUntil'), m.date(d.validUntil)],
      ],
      action: {
        label: m.t('mail.quote.readyAction'),
        url: `${siteUrl}${localizedPath(`/account/quotes/${d.quoteId}`, m.locale)}`,
      },
      siteUrl,
    }),
  }
}

export function quoteAcceptedMail(
  to: Recipient,
  d: QuoteMailData & { bookingReference: string; paidCents: number },
  siteUrl: string,
): OutgoingEmail {
  return {
    to: to.email,
    subject: `Quote accepted: ${d.tourTitle} (${d.bookingReference})`,
    template: 'quote-accepted',
    ...renderMail({
      preview: `${d.travellerName} accepted your quote and paid the deposit.`,
      greeting: `Hello ${to.firstName},`,
      intro: [`${d.travellerName} accepted your quote and paid the deposit. The booking is confirmed.`],
      details: [
        ['Tour', d.tourTitle],
        ['Booking', d.bookingReference],
        ['Start', formatDisplayDate(d.startDate)],
        ['Travellers', party(d)],
        ['Deposit paid', formatUsd(d.paidCents)],
      ],
      action: { label: 'See the quote', url: `${siteUrl}/supplier/quotes/${d.quoteId}` },
      siteUrl,
    }),
  }
}

/** A message on the thread, to the other side; the traveller's in their language. */
export function quoteMessageMail(
  to: Recipient,
  d: QuoteMailData,
  message: string,
  url: string,
  siteUrl: string,
): OutgoingEmail {
  const { m, frame } = mailFrame(to)
  return {
    to: to.email,
    subject: m.t('mail.quote.messageSubject', { tour: d.tourTitle }),
    template: 'quote-message',
    ...renderMail({
      ...frame,
      preview: message.slice(0, 90),
      intro: [m.t('mail.quote.messageIntro', { tour: d.tourTitle })],
      quote: message,
      action: { label: m.t('mail.quote.messageAction'), url },
      siteUrl,
    }),
  }
}

export function quoteDeclinedMail(to: Recipient, d: QuoteMailData, siteUrl: string): OutgoingEmail {
  return {
    to: to.email,
    subject: `Quote declined: ${d.tourTitle}`,
    template: 'quote-declined',
    ...renderMail({
      preview: `${d.travellerName} declined the quote for ${d.tourTitle}.`,
      greeting: `Hello ${to.firstName},`,
      intro: [`${d.travellerName} declined your quote. Nothing was booked or paid.`],
      details: [
        ['Tour', d.tourTitle],
        ['Start', formatDisplayDate(d.startDate)],
        ['Travellers', party(d)],
      ],
      action: { label: 'See the quote', url: `${siteUrl}/supplier/quotes/${d.quoteId}` },
      siteUrl,
    }),
  }
}

/** To the traveller, in the language they asked in: the supplier declined their request. */
export function quoteRequestDeclinedMail(
  to: Recipient,
  d: QuoteMailData,
  reason: string,
  siteUrl: string,
): OutgoingEmail {
  const { m, frame } = mailFrame(to)
  return {
    to: to.email,
    subject: m.t('mail.quote.declinedSubject', { tour: d.tourTitle }),
    template: 'quote-request-declined',
    ...renderMail({
      ...frame,
      preview: m.t('mail.quote.declinedIntro', { tour: d.tourTitle }),
      intro: [m.t('mail.quote.declinedIntro', { tour: d.tourTitle })],
      ...(reason ? { quote: reason } : {}),
      action: {
        label: m.t('mail.quote.declinedAction'),
        url: `${siteUrl}${localizedPath(`/account/quotes/${d.quoteId}`, m.locale)}`,
      },
      siteUrl,
    }),
  }
}
