/**
 * Mails of quotes (decision 079): a new request to the supplier, the quote ready to the
 * traveller, the accepted quote (deposit paid) to the supplier. Every text is escaped by
 * renderMail; wishes and itineraries are the travellers' and suppliers' own words.
 */
import { formatDisplayDate } from '@serendib/domain/dates'
import { formatUsd } from '@serendib/domain/money'
import type { OutgoingEmail } from './enqueue-email.ts'
import { renderMail, type Recipient } from './templates.ts'

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

export function quoteReadyMail(
  to: Recipient,
  d: QuoteMailData & { totalCents: number; depositCents: number; validUntil: string },
  siteUrl: string,
): OutgoingEmail {
  return {
    to: to.email,
    subject: `Your quote is ready: ${d.tourTitle}`,
    template: 'quote-ready',
    ...renderMail({
      preview: `Your tailored ${d.tourTitle}: ${formatUsd(d.totalCents)}.`,
      greeting: `Hello ${to.firstName},`,
      intro: [
        'Your tailored tour is ready. Sign in with this e-mail address to see the itinerary, ask questions or accept it.',
      ],
      details: [
        ['Tour', d.tourTitle],
        ['Start', formatDisplayDate(d.startDate)],
        ['Travellers', party(d)],
        ['Total', formatUsd(d.totalCents)],
        ['Deposit to accept', formatUsd(d.depositCents)],
        ['Valid until', formatDisplayDate(d.validUntil)],
      ],
      action: { label: 'See your quote', url: `${siteUrl}/account/quotes/${d.quoteId}` },
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

export function quoteMessageMail(
  to: Recipient,
  d: QuoteMailData,
  message: string,
  url: string,
  siteUrl: string,
): OutgoingEmail {
  return {
    to: to.email,
    subject: `New message about your quote: ${d.tourTitle}`,
    template: 'quote-message',
    ...renderMail({
      preview: message.slice(0, 90),
      greeting: `Hello ${to.firstName},`,
      intro: [`There is a new message about the quote for ${d.tourTitle}:`],
      quote: message,
      action: { label: 'Read and answer', url },
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
