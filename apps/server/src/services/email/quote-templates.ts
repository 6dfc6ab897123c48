/**
 * Mails of quotes (decision 079): a new request to the supplier, the quote ready to the
 * traveller, the accepted quote (deposit paid) to the supplier. Every text is escaped by
 * renderMail; wishes and itineraries are the travellers' and suppliers' own words.
 */
import { localizedPath } from '@serendib/domain/i18n/locales'
import { travellerCountsText } from './booking-templates.ts'
import type { OutgoingEmail } from './enqueue-email.ts'
import {
  supplierMailFrame,
  supplierPortalUrl,
  type PortalWords,
  type SupplierRecipient,
} from './portal-words.ts'
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

const party = (w: PortalWords, d: QuoteMailData) =>
  w.t('mail.quote.party', { adults: d.adults, children: d.children })

/** The quote's page in the supplier's portal language. */
const quoteUrl = (siteUrl: string, w: PortalWords, d: QuoteMailData) =>
  supplierPortalUrl(siteUrl, w, `/supplier/quotes/${d.quoteId}`)

/** To the supplier, in its portal language: a traveller asks for a quote. */
export function quoteRequestedMail(to: SupplierRecipient, d: QuoteMailData, siteUrl: string): OutgoingEmail {
  const { w, frame } = supplierMailFrame(to)
  const traveller = d.travellerName
  return {
    to: to.email,
    subject: w.t('mail.quote.requestedSubject', { tour: d.tourTitle }),
    template: 'quote-requested',
    ...renderMail({
      ...frame,
      preview: w.t('mail.quote.requestedPreview', { traveller, tour: d.tourTitle }),
      intro: [w.t('mail.quote.requestedIntro', { traveller })],
      details: [
        [w.t('mail.field.tour'), d.tourTitle],
        [w.t('mail.label.start'), w.date(d.startDate)],
        [w.t('mail.field.travellers'), party(w, d)],
        [w.t('mail.label.hotels'), d.hotelClass],
      ],
      ...(d.wishes ? { quote: d.wishes } : {}),
      action: { label: w.t('mail.quote.requestedAction'), url: quoteUrl(siteUrl, w, d) },
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

/** To the supplier, in its portal language: the traveller accepted and paid the deposit. */
export function quoteAcceptedMail(
  to: SupplierRecipient,
  d: QuoteMailData & { bookingReference: string; paidCents: number },
  siteUrl: string,
): OutgoingEmail {
  const { w, frame } = supplierMailFrame(to)
  const traveller = d.travellerName
  return {
    to: to.email,
    subject: w.t('mail.quote.acceptedSubject', { tour: d.tourTitle, reference: d.bookingReference }),
    template: 'quote-accepted',
    ...renderMail({
      ...frame,
      preview: w.t('mail.quote.acceptedPreview', { traveller }),
      intro: [w.t('mail.quote.acceptedIntro', { traveller })],
      details: [
        [w.t('mail.field.tour'), d.tourTitle],
        [w.t('mail.label.booking'), d.bookingReference],
        [w.t('mail.label.start'), w.date(d.startDate)],
        [w.t('mail.field.travellers'), party(w, d)],
        [w.t('mail.label.depositPaid'), w.money(d.paidCents)],
      ],
      action: { label: w.t('mail.quote.seeQuote'), url: quoteUrl(siteUrl, w, d) },
      siteUrl,
    }),
  }
}

/** A message on the thread, to the traveller, in the language they asked in. */
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

/**
 * A traveller's message on the thread, to the supplier in its portal language: the frame is
 * translated, the traveller's words are quoted as written.
 */
export function supplierQuoteMessageMail(
  to: SupplierRecipient,
  d: QuoteMailData,
  message: string,
  siteUrl: string,
): OutgoingEmail {
  const { w, frame } = supplierMailFrame(to)
  return {
    to: to.email,
    subject: w.t('mail.thread.quoteSubject', { tour: d.tourTitle }),
    template: 'quote-message',
    ...renderMail({
      ...frame,
      preview: message.slice(0, 90),
      intro: [w.t('mail.thread.quoteIntro', { tour: d.tourTitle })],
      quote: message,
      action: { label: w.t('mail.thread.quoteAction'), url: quoteUrl(siteUrl, w, d) },
      siteUrl,
    }),
  }
}

/** To the supplier, in its portal language: the traveller declined the quote. */
export function quoteDeclinedMail(to: SupplierRecipient, d: QuoteMailData, siteUrl: string): OutgoingEmail {
  const { w, frame } = supplierMailFrame(to)
  const traveller = d.travellerName
  return {
    to: to.email,
    subject: w.t('mail.quote.declinedSubject', { tour: d.tourTitle }),
    template: 'quote-declined',
    ...renderMail({
      ...frame,
      preview: w.t('mail.quote.declinedPreview', { traveller, tour: d.tourTitle }),
      intro: [w.t('mail.quote.declinedIntro', { traveller })],
      details: [
        [w.t('mail.field.tour'), d.tourTitle],
        [w.t('mail.label.start'), w.date(d.startDate)],
        [w.t('mail.field.travellers'), party(w, d)],
      ],
      action: { label: w.t('mail.quote.seeQuote'), url: quoteUrl(siteUrl, w, d) },
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
